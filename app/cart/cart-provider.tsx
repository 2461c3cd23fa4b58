import { createContext, type ReactNode, startTransition, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";
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
  quantityOf(id: string, selectedColorId: string | null): number;
};

const CartContext = createContext<CartApi | null>(null);

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

  const api = useMemo<CartApi>(
    () => ({
      lines,
      total: cartTotal(lines),
      count: cartCount(lines),
      ready,
      add(product) {
        const result = addToCart(cartSnapshot(), product);
        if (!result.ok) {
          toast.error(t("cart.stockLimitTitle"), {
            description: t(result.reason === "out-of-stock" ? "cart.outOfStock" : "cart.atMaximum"),
          });
          return false;
        }
        saveCart(result.cart);
        toast.success(t("cart.addedTitle"), { description: t("cart.addedMessage", { name: product.name }) });
        return true;
      },
      remove: (id, colorId) => saveCart(removeFromCart(cartSnapshot(), id, colorId)),
      setQuantity: (id, colorId, qty) => saveCart(setQuantity(cartSnapshot(), id, colorId, qty)),
      clear: () => saveCart(clearCart()),
      quantityOf: (id, colorId) => quantityInCart(lines, id, colorId),
    }),
    [lines, ready, t],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

/** The cart; only inside CartProvider (docs/product/cart-and-orders.md#cart-storage: using the cart outside its provider is an error). */
export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used within a CartProvider");
  return cart;
}
