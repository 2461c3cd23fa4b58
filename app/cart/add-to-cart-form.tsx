import type { ReactNode } from "react";
import type { CartProduct } from "~/shop/cart";
import { useAddToCart } from "./cart-provider";

/**
 * "Add to cart" as a form: without scripts (or before they start) it posts to the cart, which
 * keeps the piece in a cookie; with them the browser's cart takes it and nothing is posted
 * (docs/product/cart-and-orders.md#cart-without-scripts). `children` holds the submit button.
 */
export function AddToCartForm({ product, className, children }: { product: CartProduct; className?: string; children: ReactNode }) {
  const add = useAddToCart();
  return (
    <form
      method="post"
      action="/cart"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        add(product);
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="item" value={product.id} />
      <input type="hidden" name="color" value={product.selectedColorId ?? ""} />
      {children}
    </form>
  );
}
