import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";

// Intl separates the amount from the sign with (narrow) no-break spaces; compare with plain ones.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("formatPrice (docs/product/content-rules.md#prices: euros, 2 decimals)", () => {
  it("writes English prices with the sign first and a decimal point", () => {
    expect(formatPrice(45, "en")).toBe("€45.00");
    expect(formatPrice(1234.5, "en")).toBe("€1,234.50");
  });
  it("writes Italian prices with a decimal comma and the sign after", () => {
    expect(plain(formatPrice(45, "it"))).toBe("45,00 €");
    // Italian groups thousands only from five digits on.
    expect(plain(formatPrice(1234.5, "it"))).toBe("1234,50 €");
    expect(plain(formatPrice(12345.5, "it"))).toBe("12.345,50 €");
  });
  it("writes French prices with a decimal comma, spaced thousands and the sign after", () => {
    expect(plain(formatPrice(45, "fr"))).toBe("45,00 €");
    expect(plain(formatPrice(1234.5, "fr"))).toBe("1 234,50 €");
  });
  it("rounds to cents", () => {
    expect(formatPrice(0.005, "en")).toBe("€0.01");
    expect(formatPrice(19.999, "en")).toBe("€20.00");
    expect(formatPrice(0, "en")).toBe("€0.00");
  });
});
