import { localStorageStore } from "~/lib/local-storage-store";
import { type Cart, cartStorageKey, parseCart, serializeCart } from "~/shop/cart";

/** The browser's copy of the cart, kept in local storage and in step with other tabs. */
const emptyCart: Cart = [];
const store = localStorageStore(cartStorageKey, { parse: parseCart, serialize: serializeCart, empty: emptyCart });

export const subscribeCart = store.subscribe;
export const cartSnapshot = store.snapshot;

/** The server has no cart: pages render empty and the browser fills in the shopper's own. */
export function serverCartSnapshot(): Cart {
  return emptyCart;
}

export const saveCart = store.save;
