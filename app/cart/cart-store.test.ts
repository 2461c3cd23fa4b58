import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cartStorageKey, type CartLine } from "~/shop/cart";

const line: CartLine = {
  id: "item-1",
  slug: "market-tote",
  name: "Market tote",
  price: 45,
  stock: 2,
  image: null,
  alt: "Market tote",
  description: "",
  tags: [],
  selectedColorId: null,
  colorName: null,
  colorHex: null,
  leadTimeDays: null,
  qty: 1,
};

/** A browser-like global scope: local storage and window events. */
function fakeBrowser(stored: Record<string, string>) {
  const target = new EventTarget();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => {
      stored[key] = value;
    },
  });
  vi.stubGlobal("window", target);
  return target;
}

describe("the browser's cart store (docs/product/cart-and-orders.md#cart-storage: loaded from local storage, saved on every change)", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("reads the stored cart once and ignores data it cannot read", async () => {
    fakeBrowser({ [cartStorageKey]: JSON.stringify([line]) });
    const store = await import("./cart-store");
    expect(store.cartSnapshot()).toEqual([line]);
    expect(store.cartSnapshot()).toBe(store.cartSnapshot());

    vi.resetModules();
    fakeBrowser({ [cartStorageKey]: "{broken" });
    expect((await import("./cart-store")).cartSnapshot()).toEqual([]);
  });

  it("saves every change under crochet_cart_v1 and tells its subscribers", async () => {
    const stored: Record<string, string> = {};
    fakeBrowser(stored);
    const store = await import("./cart-store");
    const listener = vi.fn();
    const unsubscribe = store.subscribeCart(listener);
    store.saveCart([line]);
    expect(JSON.parse(stored[cartStorageKey])).toEqual([line]);
    expect(store.cartSnapshot()).toEqual([line]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("follows changes made in another tab", async () => {
    const browser = fakeBrowser({});
    const store = await import("./cart-store");
    const listener = vi.fn();
    store.subscribeCart(listener);
    const event = Object.assign(new Event("storage"), { key: cartStorageKey, newValue: JSON.stringify([line]) });
    browser.dispatchEvent(event);
    expect(store.cartSnapshot()).toEqual([line]);
    expect(listener).toHaveBeenCalled();
  });

  it("keeps working when storage refuses to save", async () => {
    fakeBrowser({});
    vi.stubGlobal("localStorage", {
      getItem: () => null,
      setItem: () => {
        throw new Error("quota exceeded");
      },
    });
    const store = await import("./cart-store");
    store.saveCart([line]);
    expect(store.cartSnapshot()).toEqual([line]);
  });

  it("gives the server an empty cart", async () => {
    const store = await import("./cart-store");
    expect(store.serverCartSnapshot()).toEqual([]);
  });
});
