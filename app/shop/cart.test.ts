import { describe, expect, it } from "vitest";
import {
  addBlock,
  addToCart,
  type Cart,
  cartCount,
  cartStorageKey,
  cartTotal,
  type CartProduct,
  clampQuantity,
  clearCart,
  parseCart,
  quantityInCart,
  removeFromCart,
  serializeCart,
  setQuantity,
} from "./cart";

function product(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: "item-1",
    slug: "market-bag",
    name: "Market bag",
    price: 45,
    stock: 3,
    image: "/uploads/products/items/a.webp",
    alt: "Market bag",
    description: "A roomy bag",
    tags: ["bags"],
    selectedColorId: null,
    colorName: null,
    colorHex: null,
    leadTimeDays: null,
    ...overrides,
  };
}

/** Adds and insists that the add went through. */
function added(cart: Cart, item: CartProduct): Cart {
  const result = addToCart(cart, item);
  if (!result.ok) throw new Error(`add refused: ${result.reason}`);
  return result.cart;
}

describe("cart storage key (docs/product/cart-and-orders.md#cart-storage)", () => {
  it("is crochet_cart_v1", () => {
    expect(cartStorageKey).toBe("crochet_cart_v1");
  });
});

describe("addToCart (docs/product/cart-and-orders.md#adding-to-the-cart, docs/product/cart-and-orders.md#stock-cap)", () => {
  it("appends a new line with one unit", () => {
    const cart = added([], product());
    expect(cart).toHaveLength(1);
    expect(cart[0].qty).toBe(1);
    expect(cart[0].name).toBe("Market bag");
  });

  it("raises the quantity by one for the same item in the same colour", () => {
    const red = product({ selectedColorId: "red", colorName: "Red" });
    const cart = added(added([], red), red);
    expect(cart).toHaveLength(1);
    expect(cart[0].qty).toBe(2);
  });

  it("keeps the same item in another colour on its own line", () => {
    const red = product({ selectedColorId: "red" });
    const blue = product({ selectedColorId: "blue" });
    const cart = added(added(added([], red), blue), red);
    expect(cart.map((l) => [l.selectedColorId, l.qty])).toEqual([
      ["red", 2],
      ["blue", 1],
    ]);
  });

  it("keeps different items on their own lines", () => {
    const cart = added(added([], product()), product({ id: "item-2", slug: "hat" }));
    expect(cart.map((l) => l.id)).toEqual(["item-1", "item-2"]);
  });

  it("does not change the cart it was given", () => {
    const before: Cart = [{ ...product(), qty: 1 }];
    added(before, product());
    expect(before[0].qty).toBe(1);
  });

  it("refreshes the line's details (price, stock) with the latest ones", () => {
    const cart = added(added([], product({ price: 45 })), product({ price: 48, stock: 5 }));
    expect(cart[0]).toMatchObject({ price: 48, stock: 5, qty: 2 });
  });

  it("is refused as out of stock when the stock is 0 or less", () => {
    for (const stock of [0, -1]) {
      const result = addToCart([], product({ stock }));
      expect(result).toEqual({ ok: false, reason: "out-of-stock", cart: [] });
    }
  });

  it("is refused at the maximum when the cart already holds the whole stock", () => {
    let cart: Cart = [];
    cart = added(cart, product({ stock: 2 }));
    cart = added(cart, product({ stock: 2 }));
    const result = addToCart(cart, product({ stock: 2 }));
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.reason).toBe("at-maximum");
    expect(result.cart).toBe(cart);
  });

  it("counts the stock per colour", () => {
    const red = product({ selectedColorId: "red", stock: 1 });
    const blue = product({ selectedColorId: "blue", stock: 1 });
    const cart = added([], red);
    expect(addToCart(cart, red).ok).toBe(false);
    expect(addToCart(cart, blue).ok).toBe(true);
  });

  it("has no cap when the stock is unknown", () => {
    let cart: Cart = [];
    for (let i = 0; i < 50; i++) cart = added(cart, product({ stock: null }));
    expect(cart[0].qty).toBe(50);
  });
});

describe("addBlock", () => {
  it("names the reason an add is refused, or none", () => {
    expect(addBlock(undefined, 10)).toBeNull();
    expect(addBlock(null, 10)).toBeNull();
    expect(addBlock(0, 0)).toBe("out-of-stock");
    expect(addBlock(-2, 0)).toBe("out-of-stock");
    expect(addBlock(3, 3)).toBe("at-maximum");
    expect(addBlock(3, 4)).toBe("at-maximum");
    expect(addBlock(3, 2)).toBeNull();
  });
});

describe("quantityInCart", () => {
  it("is the quantity of the line with that item and colour, else 0", () => {
    const cart = added(added([], product({ selectedColorId: "red" })), product({ selectedColorId: "red" }));
    expect(quantityInCart(cart, "item-1", "red")).toBe(2);
    expect(quantityInCart(cart, "item-1", "blue")).toBe(0);
    expect(quantityInCart(cart, "item-1", null)).toBe(0);
  });
});

describe("removeFromCart", () => {
  it("removes only the line with that item and colour", () => {
    const cart = added(added([], product({ selectedColorId: "red" })), product({ selectedColorId: "blue" }));
    const after = removeFromCart(cart, "item-1", "red");
    expect(after.map((l) => l.selectedColorId)).toEqual(["blue"]);
  });
  it("leaves the cart alone when nothing matches", () => {
    const cart = added([], product());
    expect(removeFromCart(cart, "item-9", null)).toEqual(cart);
  });
});

describe("setQuantity and clampQuantity (docs/product/cart-and-orders.md#cart-quantity)", () => {
  // Built in each test rather than once for the suite: a change to addToCart then fails these
  // tests instead of the suite's setup, which the mutation run would not count.
  const cart = () => added([], product({ stock: 4 }));

  it("sets the quantity within the bounds", () => {
    expect(setQuantity(cart(), "item-1", null, 3)[0].qty).toBe(3);
  });
  it("never goes below 1", () => {
    expect(setQuantity(cart(), "item-1", null, 0)[0].qty).toBe(1);
    expect(setQuantity(cart(), "item-1", null, -5)[0].qty).toBe(1);
    expect(setQuantity(cart(), "item-1", null, Number.NaN)[0].qty).toBe(1);
  });
  it("never goes above a positive stock", () => {
    expect(setQuantity(cart(), "item-1", null, 10)[0].qty).toBe(4);
  });
  it("has no upper bound when the stock is unknown or not positive", () => {
    expect(clampQuantity(99, null)).toBe(99);
    expect(clampQuantity(99, 0)).toBe(99);
  });
  it("uses whole units", () => {
    expect(clampQuantity(2.7, 5)).toBe(2);
  });
  it("changes only the line with that item and colour", () => {
    const two = added(added([], product({ selectedColorId: "red" })), product({ selectedColorId: "blue" }));
    const after = setQuantity(two, "item-1", "blue", 2);
    expect(after.map((l) => l.qty)).toEqual([1, 2]);
  });
});

describe("total, count and clear", () => {
  const cart = () =>
    added(
      added(added([], product({ price: 19.9 })), product({ price: 19.9 })),
      product({ id: "item-2", price: 0.3, selectedColorId: "red" }),
    );

  it("totals price times quantity, in cents", () => {
    expect(cartTotal(cart())).toBe(40.1);
    expect(cartTotal([])).toBe(0);
  });
  it("counts units", () => {
    expect(cartCount(cart())).toBe(3);
    expect(cartCount([])).toBe(0);
  });
  it("clears", () => {
    expect(clearCart()).toEqual([]);
  });
});

describe("parseCart and serializeCart (docs/product/cart-and-orders.md#cart-storage: unparseable stored data is ignored)", () => {
  it("reads back what it wrote", () => {
    const cart = added(added([], product({ selectedColorId: "red", colorName: "Red", colorHex: "#aa0000" })), product());
    expect(parseCart(serializeCart(cart))).toEqual(cart);
  });
  it("is empty for nothing stored", () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart(undefined)).toEqual([]);
    expect(parseCart("")).toEqual([]);
  });
  it("is empty for text that is not JSON", () => {
    expect(parseCart("{not json")).toEqual([]);
  });
  it("is empty for JSON that is not a list of lines", () => {
    expect(parseCart('{"id":"x"}')).toEqual([]);
    expect(parseCart("42")).toEqual([]);
    expect(parseCart("null")).toEqual([]);
    expect(parseCart('[{"id":"x","qty":1}]')).toEqual([]);
  });
  it("is empty when a line has an impossible quantity or price", () => {
    const line = { ...product(), qty: 1 };
    expect(parseCart(JSON.stringify([{ ...line, qty: 0 }]))).toEqual([]);
    expect(parseCart(JSON.stringify([{ ...line, qty: 1.5 }]))).toEqual([]);
    expect(parseCart(JSON.stringify([{ ...line, price: -1 }]))).toEqual([]);
    expect(parseCart(JSON.stringify([{ ...line, price: "45" }]))).toEqual([]);
  });
  it("is empty when one line of several has a field of the wrong type", () => {
    const line = { ...product(), qty: 1 };
    expect(parseCart(JSON.stringify([line, { ...line, tags: ["cotton", 3] }]))).toEqual([]);
    expect(parseCart(JSON.stringify([line, { ...line, stock: 2.5 }]))).toEqual([]);
    expect(parseCart(JSON.stringify([line, { ...line, colorName: 7 }]))).toEqual([]);
    expect(parseCart(JSON.stringify([line, null]))).toEqual([]);
  });
  it.each([
    ["id", 7],
    ["id", ""],
    ["slug", null],
    ["name", 3],
    ["price", null],
    ["stock", "3"],
    ["image", 1],
    ["alt", null],
    ["description", null],
    ["tags", "bags"],
    ["selectedColorId", 1],
    ["colorHex", 1],
    ["leadTimeDays", 1.5],
    ["qty", "1"],
  ])("is empty when a line's %s is %j", (field, value) => {
    const line = { ...product(), qty: 1 };
    expect(parseCart(JSON.stringify([line]))).toEqual([line]);
    expect(parseCart(JSON.stringify([{ ...line, [field]: value }]))).toEqual([]);
  });
  it("keeps a line given away for free, as a price of 0", () => {
    const line = { ...product(), price: 0, qty: 1 };
    expect(parseCart(JSON.stringify([line]))).toEqual([line]);
  });
  it("is empty for stored text that is a JSON string or number", () => {
    expect(parseCart('"a cart"')).toEqual([]);
    expect(parseCart('["a line"]')).toEqual([]);
  });
  it("keeps only the fields of a cart line", () => {
    const line = { ...product(), qty: 2 };
    expect(parseCart(JSON.stringify([{ ...line, injected: "<script>" }]))).toEqual([line]);
  });
});

describe("a kept line's reduction (docs/product/sale-prices.md#the-prior-price)", () => {
  const line = { ...product(), qty: 1 };
  const reduction = { was: 89, startsAt: "2026-11-01T00:00:00.000Z", endsAt: "2026-12-01T00:00:00.000Z" };
  it("reads back a reduction, a checked line without one, and a line kept before sales existed", () => {
    for (const kept of [{ ...line, reduction }, { ...line, reduction: { ...reduction, since: "2026-10-20T09:00:00.000Z" } }, { ...line, reduction: null }, line]) {
      expect(parseCart(serializeCart([kept]))).toEqual([kept]);
    }
  });
  it("drops a reduction of another shape without losing the line", () => {
    for (const bad of [{ was: "89" }, { was: 0, startsAt: "a", endsAt: "b" }, { was: 89, startsAt: 1, endsAt: "b" }, "sale", 7]) {
      expect(parseCart(JSON.stringify([{ ...line, reduction: bad }]))).toEqual([line]);
    }
  });
});
