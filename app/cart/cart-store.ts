import { type Cart, cartStorageKey, parseCart, serializeCart } from "./cart";

/**
 * The browser's copy of the cart: read from local storage once, saved on every change, and kept
 * in step with other tabs. Shaped for React's useSyncExternalStore.
 */
const emptyCart: Cart = [];
let current: Cart | undefined;
const listeners = new Set<() => void>();

function readStorage(): Cart {
  try {
    return parseCart(localStorage.getItem(cartStorageKey));
  } catch {
    return emptyCart;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== cartStorageKey) return;
  current = parseCart(event.newValue);
  emit();
}

export function subscribeCart(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function cartSnapshot(): Cart {
  current ??= readStorage();
  return current;
}

/** The server has no cart: pages render empty and the browser fills in the shopper's own. */
export function serverCartSnapshot(): Cart {
  return emptyCart;
}

export function saveCart(cart: Cart): void {
  current = cart;
  try {
    localStorage.setItem(cartStorageKey, serializeCart(cart));
  } catch {
    // Storage full or disabled: the cart still works for this visit.
  }
  emit();
}
