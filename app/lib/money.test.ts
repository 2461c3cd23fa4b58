import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { languages, type Language } from "~shared/languages";
import { formatAmountInput, formatGroupedAmount, formatPrice, parseAmount } from "./money";

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

describe("parseAmount (docs/product/content-rules.md#amounts: one rule for every amount box)", () => {
  const cents = (text: string, language: Language) => {
    const amount = parseAmount(text, language);
    return "cents" in amount ? amount.cents : amount.problem;
  };

  it("reads the language's decimal mark and the dot, with the language's thousands", () => {
    for (const language of ["it", "fr"] as const) {
      expect(cents("54,90", language)).toBe(5490);
      expect(cents("54.90", language)).toBe(5490);
      expect(cents("54,9", language)).toBe(5490);
      expect(cents(" 54 ", language)).toBe(5400);
      expect(cents("0,05", language)).toBe(5);
    }
    expect(cents("1.234,50", "it")).toBe(123450);
    expect(cents("1.234.567", "it")).toBe(123456700);
    expect(cents("1 234,50", "fr")).toBe(123450);
    expect(cents("1\u00a0234,50", "fr")).toBe(123450);
    expect(cents("1\u202f234,50", "fr")).toBe(123450);
    expect(cents("1,234.50", "en")).toBe(123450);
    expect(cents("1,234", "en")).toBe(123400);
    expect(cents("54.90", "en")).toBe(5490);
  });

  it("reads a price copied from a page, euro sign and all", () => {
    expect(cents("€54.90", "en")).toBe(5490);
    expect(cents("54,90 €", "it")).toBe(5490);
    expect(cents("54,90\u00a0€", "fr")).toBe(5490);
  });

  it("refuses one dot before three digits in Italian and French: thousands or decimals", () => {
    expect(cents("1.234", "it")).toBe("ambiguous");
    expect(cents("12.345", "it")).toBe("ambiguous");
    expect(cents("1.234", "fr")).toBe("ambiguous");
  });

  it("refuses what is not an amount written the language's way", () => {
    const malformed: [string, Language][] = [
      ["", "it"],
      ["abc", "it"],
      ["-", "it"],
      ["--1", "it"],
      ["1e3", "en"],
      ["12.", "it"],
      [",50", "fr"],
      ["12,345", "it"],
      ["1.234.50", "it"],
      ["1,234.50", "it"],
      ["1 234,50", "it"],
      ["12 34", "fr"],
      ["1.234,50", "fr"],
      ["54,90", "en"],
      ["1.234", "en"],
      ["54,901", "fr"],
      ["€€5", "en"],
      ["99999999999999", "en"],
    ];
    for (const [text, language] of malformed) expect(cents(text, language), `${text} in ${language}`).toBe("malformed");
  });

  it("reads back every amount the shop writes, in every language (format then parse)", () => {
    // Up to the largest price the price column holds, €99,999,999.99.
    const amounts = fc.bigInt({ min: 0n, max: 9_999_999_999n }).map(Number);
    for (const language of languages) {
      fc.assert(
        fc.property(amounts, (amount) => {
          expect(cents(formatPrice(amount / 100, language), language)).toBe(amount);
          expect(cents(formatAmountInput(amount, language), language)).toBe(amount);
          expect(cents(formatGroupedAmount(amount, language), language)).toBe(amount);
        }),
        { numRuns: 2000 },
      );
    }
  });

  it("writes an amount box the language's way, without grouping", () => {
    expect(formatAmountInput(5490, "it")).toBe("54,90");
    expect(formatAmountInput(5490, "fr")).toBe("54,90");
    expect(formatAmountInput(123450, "en")).toBe("1234.50");
    expect(plain(formatGroupedAmount(123400, "fr"))).toBe("1 234,00");
    expect(formatGroupedAmount(123400, "it")).toBe("1.234,00");
  });
});

describe("parseAmount at its edges (docs/product/content-rules.md#amounts)", () => {
  it("reads a euro sign written against the amount at either end", () => {
    expect(parseAmount("54,90€", "it")).toEqual({ cents: 5490 });
    expect(parseAmount("€54.90", "en")).toEqual({ cents: 5490 });
  });

  it("ignores leading zeros, also past the thirteen digits allowed", () => {
    expect(parseAmount("007", "en")).toEqual({ cents: 700 });
    expect(parseAmount("0000000000000000001", "en")).toEqual({ cents: 100 });
  });

  it("reads up to thirteen digits of whole euros and refuses a fourteenth", () => {
    expect(parseAmount("1234567890123", "en")).toEqual({ cents: 123456789012300 });
    expect(parseAmount("12345678901234", "en")).toEqual({ problem: "malformed" });
  });
});
