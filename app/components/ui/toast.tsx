import { Suspense, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";
import { loadedComponent, onDemand, useLoadWhenIdle } from "./on-demand";

/*
 * Toasts (sonner: 3 visible, 4000 ms, bottom-right) follow a shopper's action, never the first
 * paint, so sonner is not loaded with the page's scripts but once the page is idle (or with the
 * first toast, if that comes sooner): the first "Add to cart" then does not wait for its code.
 * Sonner hands a Toaster that mounts late the toasts already shown, so none is lost while it loads.
 *
 * A toast never covers a save bar (an element marked with `saveBarProps`, e.g. a dialog's sticky
 * Create/Update bar): each toast is placed above the highest save bar on screen when it is shown.
 */

/** Marks a sticky save bar, which toasts must leave visible. */
export const saveBarProps = { "data-save-bar": "" } as const;

/** How far up from the window's bottom edge the save bars on screen reach, in pixels. */
function saveBarClearance(): number {
  let clearance = 0;
  for (const bar of document.querySelectorAll("[data-save-bar]")) {
    const box = bar.getBoundingClientRect();
    if (box.height > 0 && box.top < window.innerHeight) clearance = Math.max(clearance, window.innerHeight - box.top);
  }
  return Math.ceil(clearance);
}

/**
 * A property set on the root restyles every element of the page, a full style pass (74 ms on a
 * mid-range phone's catalog, the first "Add to cart"'s toast): it is written only when the
 * clearance changes, so pages without a save bar (every public page) never write it.
 */
function placeAboveSaveBars() {
  const clearance = saveBarClearance();
  const root = document.documentElement.style;
  const value = clearance > 0 ? `${clearance}px` : "";
  if (root.getPropertyValue("--save-bar-clearance") === value) return;
  if (value) root.setProperty("--save-bar-clearance", value);
  else root.removeProperty("--save-bar-clearance");
}

/** Sonner's own gaps from the window's edge (24 px, 16 px on phones), counted from the top of a save bar. */
const bottomOffset = (gap: number) => `calc(${gap}px + var(--save-bar-clearance, 0px))`;

type Sonner = typeof import("sonner");

let sonner: Sonner | undefined;
const sonnerCode = onDemand(() =>
  import("sonner").then((module) => {
    sonner = module;
    return module;
  }),
);

let requested = false;
const listeners = new Set<() => void>();

function show(kind: "success" | "error" | null, message: string, options?: ExternalToast) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  placeAboveSaveBars();
  const create = ({ toast }: Sonner) => (kind ? toast[kind] : toast)(message, options);
  // Once loaded, at once: toasts keep the order and timing of the actions that ask for them.
  if (sonner) create(sonner);
  // A toast whose code cannot arrive (the page being left cuts its loading) is not shown, rather than an uncaught error.
  else void sonnerCode.load().then(create, () => undefined);
}

export const toast = Object.assign((message: string, options?: ExternalToast) => show(null, message, options), {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
});

const SonnerToaster = loadedComponent(sonnerCode, (code) => code.Toaster);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear; nothing is drawn until the first toast. */
export function Toaster() {
  useLoadWhenIdle(sonnerCode.load);
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-right"
        visibleToasts={3}
        duration={4000}
        offset={{ bottom: bottomOffset(24) }}
        mobileOffset={{ bottom: bottomOffset(16) }}
      />
    </Suspense>
  );
}
