import { useMemo, useSyncExternalStore } from "react";
import { readCookie } from "~/i18n/languages";
import { parseSaved, savedCookie, savedCookieName, withoutSaved, withSaved } from "./saved-list";

/*
 * The saved pieces in the browser (docs/decisions/0090): the cookie itself is the list, read and
 * written here by the page's scripts and by the server when a heart is posted before they start.
 * No copy is kept anywhere else, so the two can never disagree.
 */

const listeners = new Set<() => void>();

const cookieValue = () => readCookie(document.cookie, savedCookieName) ?? "";

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every reader that the cookie changed, e.g. after the server wrote it. */
export function savedChanged(): void {
  for (const listener of listeners) listener();
}

/** The saved ids, newest first; none while the page is rendered on the server, which cannot know them for a kept page. */
export function useSavedIds(): string[] {
  const value = useSyncExternalStore(subscribe, cookieValue, () => "");
  return useMemo(() => parseSaved(value), [value]);
}

/** Saves or removes a piece at once, in the cookie. */
export function setSaved(id: string, saved: boolean): void {
  const ids = parseSaved(cookieValue());
  document.cookie = savedCookie(saved ? withSaved(ids, id) : withoutSaved(ids, id), window.location.protocol === "https:");
  savedChanged();
}
