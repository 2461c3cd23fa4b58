import { describe, expect, it } from "vitest";
import type { CartLine, CartProduct } from "~/shop/cart";
import { isBlockedLine, lineKey, lineRefs, mergeNotices, parseLineRefs, reconcileCart, type LineNotice } from "./cart-check";

const tote = "0d3c7a8e-5b1f-4c2a-9e6d-1f2a3b4c5d6e";
const sage = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const beanie = "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e";

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: tote,
    slug: "market-tote",
    name: "Market tote",
    price: 45,
    stock: 3,
    image: "/uploads/products/items/tote.webp",
    alt: "Market tote – Sage",
    description: "A roomy bag",
    tags: ["bags"],
    selectedColorId: sage,
    colorName: "Sage",
    colorHex: "#9caf88",
    leadTimeDays: null,
    qty: 2,
    ...overrides,
  };
}

const today = (overrides: Partial<CartProduct> = {}): CartProduct => {
  const { qty: _qty, ...product } = line(overrides);
  return product;
};

describe("lineRefs and parseLineRefs (GET /cart/lines)", () => {
  it("names each line by item, and colour when it has one, once", () => {
    const cart = [line(), line({ qty: 1 }), line({ id: beanie, selectedColorId: null })];
    expect(lineRefs(cart)).toEqual([`${tote}:${sage}`, beanie]);
    expect(parseLineRefs(lineRefs(cart))).toEqual([
      { itemId: tote, variantId: sage },
      { itemId: beanie, variantId: null },
    ]);
  });

  it("refuses none, too many, or anything but ids", () => {
    expect(parseLineRefs([])).toBeNull();
    expect(parseLineRefs(Array(51).fill(tote))).toBeNull();
    expect(parseLineRefs(["tote"])).toBeNull();
    expect(parseLineRefs([`${tote}:`])).toBeNull();
    expect(parseLineRefs([`${tote}:${sage}:${sage}`])).toBeNull();
    expect(parseLineRefs([`${tote}' or 1=1`])).toBeNull();
    expect(parseLineRefs([tote.toUpperCase()])).toEqual([{ itemId: tote, variantId: null }]);
  });
});

describe("reconcileCart", () => {
  it("takes today's name, price, stock and picture, keeping the quantity, and says when the price changed", () => {
    const { cart, notices } = reconcileCart(
      [line()],
      [{ itemId: tote, variantId: sage, product: today({ name: "Shell tote", price: 49.5, stock: 5, image: "/new.webp" }) }],
    );
    expect(cart).toEqual([line({ name: "Shell tote", price: 49.5, stock: 5, image: "/new.webp" })]);
    expect(notices.get(lineKey(tote, sage))).toEqual([{ kind: "price", previous: 45 }]);
  });

  it("lowers the quantity to what is left (docs/product/cart-and-orders.md#cart-check) and says so", () => {
    const { cart, notices } = reconcileCart([line({ qty: 3 })], [{ itemId: tote, variantId: sage, product: today({ stock: 1 }) }]);
    expect(cart[0].qty).toBe(1);
    expect(cart[0].stock).toBe(1);
    expect(notices.get(lineKey(tote, sage))).toEqual([{ kind: "quantity", previous: 3 }]);
  });

  it("keeps a sold-out line as it is, with stock 0, for the shopper to remove", () => {
    const { cart, notices } = reconcileCart([line()], [{ itemId: tote, variantId: sage, product: today({ stock: 0 }) }]);
    expect(cart[0]).toMatchObject({ qty: 2, stock: 0 });
    expect(notices.size).toBe(0);
    expect(isBlockedLine(cart[0], notices)).toBe(true);
  });

  it("marks a line the shop no longer sells, and leaves lines it was not asked about alone", () => {
    const other = line({ id: beanie, selectedColorId: null, colorName: null, colorHex: null });
    const { cart, notices } = reconcileCart([line(), other], [{ itemId: tote, variantId: sage, product: null }]);
    expect(cart).toEqual([line(), other]);
    expect(notices.get(lineKey(tote, sage))).toEqual([{ kind: "unavailable" }]);
    expect(isBlockedLine(cart[0], notices)).toBe(true);
    expect(isBlockedLine(cart[1], notices)).toBe(false);
  });

  it("treats an unknown stock as no cap", () => {
    const { cart, notices } = reconcileCart([line({ qty: 7 })], [{ itemId: tote, variantId: sage, product: today({ stock: null }) }]);
    expect(cart[0].qty).toBe(7);
    expect(notices.size).toBe(0);
  });
});

describe("mergeNotices", () => {
  const key = lineKey(tote, sage);
  const price: LineNotice = { kind: "price", previous: 45 };

  it("keeps a price change on show after a later check finds nothing new", () => {
    expect(mergeNotices(new Map([[key, [price]]]), new Map(), [key])).toEqual(new Map([[key, [price]]]));
  });

  it("lets the latest check decide whether a line is unavailable", () => {
    const earlier = new Map<string, LineNotice[]>([[key, [{ kind: "unavailable" }, price]]]);
    expect(mergeNotices(earlier, new Map(), [key])).toEqual(new Map([[key, [price]]]));
    // A line the latest check did not look at keeps what was known.
    expect(mergeNotices(earlier, new Map(), [])).toEqual(earlier);
  });

  it("replaces a notice of the same kind with the latest", () => {
    const latest = new Map<string, LineNotice[]>([[key, [{ kind: "price", previous: 49.5 }]]]);
    expect(mergeNotices(new Map([[key, [price]]]), latest, [key])).toEqual(latest);
  });
});

describe("the cart check at its edges (docs/product/cart-and-orders.md#cart-check)", () => {
  it("checks up to 50 lines at once and refuses more", () => {
    expect(parseLineRefs(Array.from({ length: 50 }, () => beanie))).toHaveLength(50);
    expect(parseLineRefs(Array.from({ length: 51 }, () => beanie))).toBeNull();
  });

  it("says nothing of a quantity that is exactly the stock left", () => {
    const { cart, notices } = reconcileCart([line({ qty: 3 })], [{ itemId: tote, variantId: sage, product: today({ stock: 3 }) }]);
    expect(cart[0].qty).toBe(3);
    expect(notices.size).toBe(0);
  });

  it("keeps an earlier notice of another kind beside the latest, and drops a line left with none", () => {
    const key = lineKey(tote, sage);
    const price: LineNotice = { kind: "price", previous: 45 };
    const quantity: LineNotice = { kind: "quantity", previous: 5 };
    expect(mergeNotices(new Map([[key, [price]]]), new Map([[key, [quantity]]]), [key])).toEqual(new Map([[key, [price, quantity]]]));
    expect(mergeNotices(new Map(), new Map([[key, [quantity]]]), [key])).toEqual(new Map([[key, [quantity]]]));
    expect(mergeNotices(new Map([[key, [{ kind: "unavailable" }]]]), new Map(), [key])).toEqual(new Map());
  });

  it("lets a line with only a price or quantity notice be sent", () => {
    const notices = new Map([[lineKey(tote, sage), [{ kind: "price", previous: 40 } as LineNotice]]]);
    expect(isBlockedLine(line(), notices)).toBe(false);
  });
});
