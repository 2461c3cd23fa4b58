import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/ui/toast";
import {
  addToCart,
  type Cart,
  cartCount,
  cartTotal,
  type CartProduct,
  clearCart,
  quantityInCart,
  removeFromCart,
  setQuantity,
} from "~/shop/cart";
import { cartSnapshot, saveCart, serverCartSnapshot, subscribeCart } from "./cart-store";
import { mergeCookieCart } from "./cookie-cart-merge";

export type CartApi = {
  lines: Cart;
  /** Sum of price times quantity. */
  total: number;
  /** Sum of quantities. */
  count: number;
  /** False until the stored cart has been read in the browser (the server renders an empty cart). */
  ready: boolean;
  /** Adds one unit, or tells the shopper why not (docs/product/cart-and-orders.md#stock-cap); true when added. */
  add(product: CartProduct): boolean;
  remove(id: string, selectedColorId: string | null): void;
  setQuantity(id: string, selectedColorId: string | null, qty: number): void;
  clear(): void;
};

const CartContext = createContext<CartApi | null>(null);
/** `add` alone, which stays the same while the lines change: an add button is not drawn again for each piece added elsewhere. */
const AddContext = createContext<CartApi["add"] | null>(null);

/** The shopper's cart, kept in local storage (docs/product/cart-and-orders.md#cart-storage). */
export function CartProvider({ children }: { children: ReactNode }) {
  const { t, language } = useTranslation();
  const lines = useSyncExternalStore(subscribeCart, cartSnapshot, serverCartSnapshot);
  // Not ready while the pieces of a cart kept without scripts are being joined to this one: on the
  // server, while hydrating, and until the join is done. Marked ready in a transition, which React
  // renders in slices, not in one task (docs/decisions/0078).
  const [merging, setMerging] = useState(true);
  useEffect(() => {
    mergeCookieCart(language).then(
      () => startTransition(() => setMerging(false)),
      () => startTransition(() => setMerging(false)),
    );
  }, [language]);
  const ready = !merging;

  const add = useCallback<CartApi["add"]>(
    (product) => {
      const result = addToCart(cartSnapshot(), product);
      if (!result.ok) {
        toast.error(t("cart.stockLimitTitle"), {
          description: t(result.reason === "out-of-stock" ? "cart.outOfStock" : "cart.atMaximum"),
        });
        return false;
      }
      saveCart(result.cart);
      // The header's count answers the tap; the toast, whose first one mounts its region, is drawn
      // in a task of its own once that frame is on screen (docs/decisions/0093).
      requestAnimationFrame(() =>
        setTimeout(() => toast.success(t("cart.addedTitle"), { description: t("cart.addedMessage", { name: product.name }) })),
      );
      return true;
    },
    [t],
  );

  const api = useMemo<CartApi>(
    () => ({
      lines,
      total: cartTotal(lines),
      count: cartCount(lines),
      ready,
      add,
      remove: (id, colorId) => saveCart(removeFromCart(cartSnapshot(), id, colorId)),
      setQuantity: (id, colorId, qty) => saveCart(setQuantity(cartSnapshot(), id, colorId, qty)),
      clear: () => saveCart(clearCart()),
    }),
    [lines, ready, add],
  );

  return (
    <CartContext.Provider value={api}>
      <AddContext.Provider value={add}>{children}</AddContext.Provider>
    </CartContext.Provider>
  );
}

/** The cart; only inside CartProvider (docs/product/cart-and-orders.md#cart-storage: using the cart outside its provider is an error). */
export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used within a CartProvider");
  return cart;
}

/** Adds one unit, as `useCart().add`; a component that only adds is not drawn again when the lines change. */
export function useAddToCart(): CartApi["add"] {
  const add = useContext(AddContext);
  if (!add) throw new Error("useAddToCart must be used within a CartProvider");
  return add;
}

/**
 * How many of one piece, in one colour, the cart holds (0 on the server). A card drawn with it is
 * drawn again only when its own count changes, not for every piece added to the cart.
 */
export function useQuantityInCart(id: string, selectedColorId: string | null): number {
  return useSyncExternalStore(
    subscribeCart,
    () => quantityInCart(cartSnapshot(), id, selectedColorId),
    () => 0,
  );
}

/** The units in the cart (0 on the server), for the header's count. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeCart, () => cartCount(cartSnapshot()), () => 0);
}
