import { renderToString } from "react-dom/server";
import { I18nProvider } from "~/i18n/react";
import { describe, expect, it } from "vitest";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { CartProvider, useAddToCart, useCart, useCartCount, useQuantityInCart } from "./cart-provider";

function Count() {
  const cart = useCart();
  return <span>{`${cart.count} ${cart.total} ${cart.ready}`}</span>;
}

function Parts() {
  useAddToCart();
  return <span>{`${useCartCount()} ${useQuantityInCart("item-1", null)}`}</span>;
}

describe("useCart (docs/product/cart-and-orders.md#cart-storage: using the cart outside its provider is an error)", () => {
  it("throws outside the provider", () => {
    expect(() => renderToString(<Count />)).toThrow("useCart must be used within a CartProvider");
  });

  it("renders an empty cart on the server, before the browser's stored one is read", () => {
    const html = renderToString(
      <I18nProvider i18n={createPageI18n("en", en)}>
        <CartProvider>
          <Count />
        </CartProvider>
      </I18nProvider>,
    );
    expect(html).toContain("0 0 false");
  });

  it("gives an adding button and a card their parts without the lines: none outside the provider, nothing counted on the server", () => {
    expect(() => renderToString(<Parts />)).toThrow("useAddToCart must be used within a CartProvider");
    const html = renderToString(
      <I18nProvider i18n={createPageI18n("en", en)}>
        <CartProvider>
          <Parts />
        </CartProvider>
      </I18nProvider>,
    );
    expect(html).toContain("0 0");
  });
});
