import { readCookie } from "~/i18n/languages";
import type { Language } from "~shared/languages";
import { addToCart } from "~/shop/cart";
import { lineKey } from "./cart-check";
import { cartCookieName, cookieCartHeader, parseCookieCart } from "./cart-cookie";
import { cartSnapshot, saveCart } from "./cart-store";
import { fetchCurrentLines } from "./use-cart-check";

/**
 * Once scripts run, the pieces put in the cart without them join the browser's cart, within the
 * stock, and the cookie is forgotten (docs/product/cart-and-orders.md#cart-without-scripts). A
 * failed read of today's values keeps the cookie for the next page.
 */
export async function mergeCookieCart(language: Language): Promise<void> {
  const lines = parseCookieCart(readCookie(document.cookie, cartCookieName));
  if (lines.length === 0) return;
  const current = await fetchCurrentLines(
    lines.map((line) => lineKey(line.itemId, line.variantId)),
    language,
  );
  let cart = cartSnapshot();
  current.forEach(({ product }, index) => {
    if (!product) return;
    for (let unit = 0; unit < lines[index].qty; unit += 1) {
      const added = addToCart(cart, product);
      if (!added.ok) break;
      cart = added.cart;
    }
  });
  saveCart(cart);
  document.cookie = cookieCartHeader([], location.protocol === "https:");
}
