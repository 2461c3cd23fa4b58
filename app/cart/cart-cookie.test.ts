import { describe, expect, it } from "vitest";
import { addCookieLine, cookieCartHeader, cookieCartLimits, parseCookieCart, removeCookieLine, serializeCookieCart } from "./cart-cookie";

const item = "11111111-1111-4111-8111-111111111111";
const other = "22222222-2222-4222-8222-222222222222";
const colour = "33333333-3333-4333-8333-333333333333";

describe("the cookie cart", () => {
  it("reads back what it wrote", () => {
    const lines = [
      { itemId: item, variantId: colour, qty: 2 },
      { itemId: other, variantId: null, qty: 1 },
    ];
    expect(parseCookieCart(serializeCookieCart(lines))).toEqual(lines);
  });

  it("keeps the valid part of a changed cookie and skips repeats", () => {
    const value = `${item}*1.garbage.${other}*0.${other}*100.${other}:nope*1.${item}*5.${other}*3`;
    expect(parseCookieCart(value)).toEqual([
      { itemId: item, variantId: null, qty: 1 },
      { itemId: other, variantId: null, qty: 3 },
    ]);
  });

  it("reads nothing from an empty, missing or oversized cookie", () => {
    expect(parseCookieCart(undefined)).toEqual([]);
    expect(parseCookieCart("")).toEqual([]);
    expect(parseCookieCart(`${item}*1.`.repeat(200))).toEqual([]);
  });

  it("reads at most the line limit", () => {
    const many = Array.from({ length: 25 }, (_, index) => `${item.slice(0, -2)}${String(index).padStart(2, "0")}*1`).join(".");
    expect(parseCookieCart(many)).toHaveLength(cookieCartLimits.lines);
  });

  it("adds one at a time up to the stock, one for a unique piece", () => {
    const once = addCookieLine([], { itemId: item, variantId: null }, 1);
    expect(once).toEqual({ ok: true, lines: [{ itemId: item, variantId: null, qty: 1 }] });
    if (!once.ok) return;
    expect(addCookieLine(once.lines, { itemId: item, variantId: null }, 1)).toEqual({ ok: false, reason: "at-maximum" });
    const twice = addCookieLine(once.lines, { itemId: item, variantId: null }, 3);
    expect(twice.ok && twice.lines).toEqual([{ itemId: item, variantId: null, qty: 2 }]);
    expect(addCookieLine([], { itemId: item, variantId: null }, 0)).toEqual({ ok: false, reason: "out-of-stock" });
  });

  it("caps a line without a known stock and the count of lines", () => {
    expect(addCookieLine([{ itemId: item, variantId: null, qty: 99 }], { itemId: item, variantId: null }, null)).toEqual({
      ok: false,
      reason: "at-maximum",
    });
    const full = Array.from({ length: cookieCartLimits.lines }, (_, index) => ({
      itemId: `${item.slice(0, -2)}${String(index).padStart(2, "0")}`,
      variantId: null,
      qty: 1,
    }));
    expect(addCookieLine(full, { itemId: other, variantId: null }, 5)).toEqual({ ok: false, reason: "too-many-lines" });
  });

  it("removes by item and colour", () => {
    const lines = [
      { itemId: item, variantId: colour, qty: 1 },
      { itemId: item, variantId: null, qty: 1 },
    ];
    expect(removeCookieLine(lines, { itemId: item, variantId: colour })).toEqual([{ itemId: item, variantId: null, qty: 1 }]);
  });

  it("is sent for the whole site, Lax, and forgotten when empty", () => {
    expect(cookieCartHeader([{ itemId: item, variantId: null, qty: 1 }], true)).toBe(
      `cart=${item}*1; Max-Age=2592000; Path=/; SameSite=Lax; Secure`,
    );
    expect(cookieCartHeader([], false)).toBe("cart=; Max-Age=0; Path=/; SameSite=Lax");
  });
});
