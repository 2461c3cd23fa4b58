import { describe, expect, it } from "vitest";
import { translator } from "~/i18n/messages.server";
import {
  maxSendAttempts,
  mayWaitFor,
  retryDelayMs,
  stockAlertMail,
  unconfirmedCutoff,
  waitableChoice,
  wishAddress,
  wishCutoff,
} from "./stock-alert-rules";
import { stockAlertFormSchema } from "./wish-form";

describe("who may wait (docs/product/back-in-stock.md#the-form)", () => {
  it("a piece or colour sold out, never a unique piece sold, never one in stock", () => {
    expect(mayWaitFor({ stock: 0, isUnique: false })).toBe(true);
    expect(mayWaitFor({ stock: 0, isUnique: true })).toBe(false);
    expect(mayWaitFor({ stock: 1, isUnique: false })).toBe(false);
  });

  it("a product page offers its sold-out colours, or the item without colours when sold out", () => {
    const colours = [
      { id: "a", name: "Sand", stock: 3 },
      { id: "b", name: "Rust", stock: 0 },
    ];
    expect(waitableChoice({ stock: 3, isUnique: false, variants: colours })).toEqual({ colours: [{ id: "b", name: "Rust" }] });
    expect(waitableChoice({ stock: 3, isUnique: false, variants: [colours[0]] })).toBeNull();
    expect(waitableChoice({ stock: 0, isUnique: true, variants: colours })).toBeNull();
    expect(waitableChoice({ stock: 0, isUnique: false, variants: [] })).toEqual({ colours: null });
    expect(waitableChoice({ stock: 0, isUnique: true, variants: [] })).toBeNull();
  });

  it("one address whatever its letters' case and spaces", () => {
    expect(wishAddress("  Ada@Example.COM ")).toBe("ada@example.com");
  });

  it("the form takes an address and the piece's ids, nothing else", () => {
    const itemId = "0b7a3c1e-2d4f-4a6b-8c9d-0e1f2a3b4c5d";
    expect(stockAlertFormSchema.safeParse({ email: "ada@example.com", itemId }).success).toBe(true);
    expect(stockAlertFormSchema.safeParse({ email: "not an address", itemId }).success).toBe(false);
    expect(stockAlertFormSchema.safeParse({ email: "ada@example.com", itemId: "x" }).success).toBe(false);
    expect(stockAlertFormSchema.safeParse({ email: `${"a".repeat(250)}@example.com`, itemId }).success).toBe(false);
  });
});

describe("how long wishes are kept", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  it("unconfirmed: 7 days", () => {
    expect(unconfirmedCutoff(now).toISOString()).toBe("2026-11-20T10:00:00.000Z");
  });
  it("any: 12 calendar months", () => {
    expect(wishCutoff(now).toISOString()).toBe("2025-11-27T10:00:00.000Z");
  });
});

describe("retries", () => {
  it("wait one minute, then twice as long each time, at most six hours", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60 * 1000);
    expect(maxSendAttempts).toBeGreaterThan(1);
  });
});

describe("the mails", () => {
  const input = {
    t: translator("fr"),
    shopName: "Filo",
    pieceName: "Sac – Rouille",
    productLink: "https://shop.example/product/sac?lng=fr&color=1",
    confirmLink: "https://shop.example/back-in-stock/confirm/abc?lng=fr",
    unsubscribeLink: "https://shop.example/back-in-stock/unsubscribe/def?lng=fr",
  };

  it("ask for a confirmation, in the wish's language, with RFC 8058's one-click headers", () => {
    const mail = stockAlertMail({ ...input, kind: "confirm" });
    expect(mail.subject).toBe("À confirmer\u00a0: Sac – Rouille");
    expect(mail.text).toContain(input.confirmLink);
    expect(mail.text).toContain(input.unsubscribeLink);
    expect(mail.text).not.toContain(input.productLink);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${input.unsubscribeLink}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("say the piece is back with its page's link alone: no picture, no tracking", () => {
    const mail = stockAlertMail({ ...input, kind: "back" });
    expect(mail.subject).toBe("De retour\u00a0: Sac – Rouille");
    expect(mail.text).toContain(input.productLink);
    expect(mail.text).not.toContain(input.confirmLink);
    expect(mail.text).not.toMatch(/<img|utm_/);
    expect(mail.headers["List-Unsubscribe"]).toBe(`<${input.unsubscribeLink}>`);
  });
});
