import { useSyncExternalStore, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { cn } from "~/lib/utils";

/*
 * The catalog's list dims as loading the moment a filter changes. React Router renders its
 * navigation's "loading" state in a transition, after it has rendered the whole page again: on a
 * phone the dimming came 150–220 ms after the tap. A change sent by the filter bar is counted here
 * in the event's own update, which React renders at once, and only the two parts that show it
 * (the result count and the list's wrapper) read it.
 */

let changesUnderWay = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function count(step: 1 | -1) {
  changesUnderWay += step;
  for (const listener of listeners) listener();
}

/** Marks the list as loading until `navigation` has settled, whether it lands, fails or is overtaken. */
export function whileListLoads(navigation: Promise<void> | void): void {
  count(1);
  void Promise.resolve(navigation).finally(() => count(-1));
}

/** True from a filter's change, or any navigation within the catalog, until the new list is shown. */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const sent = useSyncExternalStore(
    subscribe,
    () => changesUnderWay > 0,
    () => false,
  );
  return sent || (navigation.state === "loading" && navigation.location.pathname === "/catalog");
}

/** The list, dimmed and marked busy while a new one loads. */
export function LoadingList({ children }: { children: ReactNode }) {
  const loading = useListLoading();
  return (
    <div aria-busy={loading} className={cn("transition-opacity duration-200", loading && "opacity-50")}>
      {children}
    </div>
  );
}
