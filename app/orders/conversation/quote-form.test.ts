import { describe, expect, it } from "vitest";
import { largestQuoteCents } from "~/lib/money";
import {
  dayAfter,
  quoteInputSchema,
  quoteTotalCents,
  specsReasonMaxLength,
} from "./quote-form";

describe("the owner's quote form", () => {
  it("reads euros as the owner types them in her language into integer cents", () => {
    const quote = (price: string, shipping: string) =>
      quoteInputSchema("it").safeParse({ lines: [{ source: "0", qty: "1", price }], shipping, validUntil: "2026-02-08" });
    const parsed = quote("1.234,5", "3,00");
    expect([parsed.data?.lines[0].price, parsed.data?.shipping]).toEqual([123450, 300]);
    expect(quote("54.90", "0").data?.lines[0].price).toBe(5490);
    for (const wrong of ["-1", "1.234", "abc", "1e3", "12.", "1234567"])
      expect(quote(wrong, "0").success, wrong).toBe(false);
    // A quantity is read by the same rule: "1.000" is never 1, "2,5" never 25.
    const quantity = (qty: string) =>
      quoteInputSchema("it").safeParse({ lines: [{ source: "0", qty, price: "5" }], validUntil: "2026-02-08" });
    expect(quantity("12").data?.lines[0].qty).toBe(12);
    expect(quantity("1.000").error?.issues.map((issue) => issue.message)).toEqual(["common.amountAmbiguous"]);
    expect(quantity("2,5").error?.issues.map((issue) => issue.message)).toEqual(["admin.conversation.qtyInvalid"]);
  });

  it("adds the lines and shipping in cents, without floating-point drift", () => {
    expect(
      quoteTotalCents(
        [
          { unitCents: 1999, qty: 3 },
          { unitCents: 10, qty: 1 },
        ],
        690,
      ),
    ).toBe(6697);
  });

  it("offers the day two weeks ahead on the shop's clock", () => {
    // 23:30 UTC is already the next day in Rome, still the same day in UTC and New York.
    expect(dayAfter(new Date("2026-01-25T23:30:00Z"), 14, "Europe/Rome")).toBe("2026-02-09");
    expect(dayAfter(new Date("2026-01-25T23:30:00Z"), 14, "America/New_York")).toBe("2026-02-08");
    expect(dayAfter(new Date("2026-01-25T23:30:00Z"), 14, "UTC")).toBe("2026-02-08");
  });

  it("takes the request's lines and the owner's own, leaving out the removed ones", () => {
    const parsed = quoteInputSchema("en").safeParse({
      lines: [
        { source: "0", qty: "2", price: "40" },
        { source: "1", qty: "1", price: "5", remove: "on" },
        { name: "Gift wrap", qty: "1", price: "2.50" },
      ],
      shipping: "6.90",
      validUntil: "2026-02-08",
    });
    expect(parsed.success).toBe(true);
    expect(
      parsed.data?.lines.map((l) => [l.source, l.price, l.remove]),
    ).toEqual([
      [0, 4000, undefined],
      [1, 500, "on"],
      [undefined, 250, undefined],
    ]);
    expect(parsed.data?.shipping).toBe(690);
  });

  it("refuses a quote with no line left, a bad price, a nameless added line or a wrong date", () => {
    const messages = (input: unknown) =>
      quoteInputSchema("en").safeParse(input).error?.issues.map((i) => i.message) ??
      [];
    expect(
      messages({
        lines: [{ source: "0", qty: "1", price: "5", remove: "on" }],
        validUntil: "2026-02-08",
      }),
    ).toContain("admin.conversation.noLines");
    expect(
      messages({
        lines: [{ source: "0", qty: "1", price: "-5" }],
        validUntil: "2026-02-08",
      }),
    ).toContain("admin.conversation.priceInvalid");
    expect(
      messages({ lines: [{ qty: "1", price: "5" }], validUntil: "2026-02-08" }),
    ).toContain("admin.conversation.lineNameRequired");
    expect(
      messages({
        lines: [{ source: "0", qty: "0", price: "5" }],
        validUntil: "2026-02-08",
      }),
    ).toContain("admin.conversation.qtyInvalid");
    expect(
      messages({
        lines: [{ source: "0", qty: "1", price: "5" }],
        validUntil: "08/02/2026",
      }),
    ).toContain("admin.conversation.validUntilInvalid");
    expect(
      messages({
        lines: [{ source: "0", qty: "1", price: "5" }],
        shipping: "free",
        validUntil: "2026-02-08",
      }),
    ).toContain("common.amountMalformed");
  });

  it("bounds every amount, so that no quote can total more than the largest amount", () => {
    const messages = (lines: Record<string, string>[], shipping = "0") =>
      quoteInputSchema("en")
        .safeParse({ lines, shipping, validUntil: "2026-02-08" })
        .error?.issues.map((i) => i.message) ?? [];
    expect(messages([{ source: "0", qty: "999", price: "999999.99" }])).toEqual(["admin.conversation.totalTooLarge"]);
    expect(messages([{ source: "0", qty: "1", price: "999999.99" }], "0.01")).toEqual(["admin.conversation.totalTooLarge"]);
    expect(messages([{ source: "0", qty: "1", price: "999999.99" }])).toEqual([]);
    expect(messages([{ source: "0", qty: "1", price: "1,000,000" }])).toEqual(["admin.conversation.priceInvalid"]);
    expect(largestQuoteCents).toBe(99_999_999);
    // A line left out of the quote does not count.
    expect(
      messages([
        { source: "0", qty: "1", price: "999999.99" },
        { source: "1", qty: "999", price: "999999.99", remove: "on" },
      ]),
    ).toEqual([]);
  });

  it("reads a line made to the shopper's specifications with its reason, required and bounded", () => {
    const parse = (line: Record<string, string>) =>
      quoteInputSchema("it").safeParse({ lines: [{ source: "0", qty: "1", price: "5", ...line }], validUntil: "2026-02-08" });
    const made = parse({ specs: "on", specsReason: "  sulle tue misure " });
    expect(made.data?.lines[0]).toMatchObject({ specs: "on", specsReason: "sulle tue misure" });
    expect(parse({ specsReason: "ignored" }).data?.lines[0].specs).toBeUndefined();
    const messages = (line: Record<string, string>) => parse(line).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
    expect(messages({ specs: "on" })).toEqual([["lines.0.specsReason", "admin.conversation.specsReasonRequired"]]);
    expect(messages({ specs: "on", specsReason: "   " })).toEqual([["lines.0.specsReason", "admin.conversation.specsReasonRequired"]]);
    expect(messages({ specs: "on", specsReason: "x".repeat(specsReasonMaxLength + 1) })).toEqual([
      ["lines.0.specsReason", "admin.conversation.specsReasonTooLong"],
    ]);
    // A line left out of the quote needs no reason.
    expect(messages({ specs: "on", remove: "on" })).toEqual([["lines", "admin.conversation.noLines"]]);
  });
});
