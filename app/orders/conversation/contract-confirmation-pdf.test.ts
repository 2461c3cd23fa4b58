import { describe, expect, it } from "vitest";
import { pdfInfo, pdfLines, pdfPageCount, pdfText } from "../../../tests/support/pdf-text";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { it as italian } from "~/i18n/locales/it";
import { formatPrice } from "~/lib/money";
import type { Language } from "~shared/languages";
import { composeContractConfirmation, type ConfirmationFacts } from "./contract-confirmation";
import { contractConfirmationPdf, winAnsiText } from "./contract-confirmation-pdf.server";

/* docs/product/cart-and-orders.md#contract-confirmation: the PDF copy of the confirmation (LEGAL.md §6). */

const locales = { en, it: italian, fr };

const facts = (language: Language): ConfirmationFacts => ({
  language,
  reference: 1001,
  kind: "order",
  acceptedAt: new Date("2026-11-27T10:00:00Z"),
  timeZone: "Europe/Rome",
  lines: [
    { itemId: "a", variantId: null, name: "Coperta grande", colorName: "Écru", qty: 2, unitCents: 61700, madeToSpecifications: null },
    { itemId: null, variantId: null, name: "Borsa «Ada»", colorName: null, qty: 1, unitCents: 9000, madeToSpecifications: "il tuo nome ricamato" },
  ],
  shippingCents: 500,
  totalCents: 132900,
  delivery: { method: "post", address: "Ada Lovelace, 2 rue des Fleurs, 69001 Lyon, France", days: { min: 12, max: 15 } },
  seller: {
    country: "it",
    name: "Anna Rossi",
    address: "Via Roma 1\n00100 Roma",
    phone: "+39 06 1234567",
    vatNumber: "IT01234567897",
    vatRegime: "included",
    vatExemption: null,
    registry: "REA RM-123456",
    mediator: null,
    host: "Host srl",
    paymentMeans: "Bonifico bancario, PayPal",
  },
  orderEmail: "shop@shop.test",
  returns: { days: 30, paidBy: "shop" },
  shopName: "Filo & Uncinetto",
  pageUrl: `https://shop.test/request/abc?lng=${language}`,
  termsUrl: `https://shop.test/policies/terms?lng=${language}`,
  termsHtml: `<h2>Terms</h2>${"<p>Every piece is made by hand, one at a time, in the small studio of the shop; its colours may vary slightly.</p>".repeat(40)}`,
});

async function rendered(language: Language) {
  const t = createPageI18n(language, locales[language]).t;
  const mail = composeContractConfirmation(facts(language), t);
  const pdf = await contractConfirmationPdf({
    language,
    shopName: "Filo & Uncinetto",
    seller: "Anna Rossi",
    subject: mail.subject,
    blocks: mail.blocks,
    createdAt: facts(language).acceptedAt,
  });
  return { mail, pdf, t };
}

const oneSpace = (text: string) => text.replace(/\s+/g, " ");

describe("the PDF copy of the contract's confirmation", () => {
  it.each(["fr", "it"] as const)("in %s is a valid A4 PDF of the mail's blocks, over several pages, in the request's language", async (language) => {
    const { mail, pdf, t } = await rendered(language);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1").trim()).toBe("%%EOF");
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(pdf.toString("latin1")).toContain(`/Count ${pages}`);
    expect(pdf.toString("latin1")).toContain("/MediaBox [0 0 595.28 841.89]");
    expect(pdf.toString("latin1")).toContain(`/Lang (${language})`);
    // The title is the subject, with the request's number.
    expect(pdfInfo(pdf, "Title")).toBe(mail.subject);
    expect(pdfInfo(pdf, "Author")).toBe("Anna Rossi");

    const lines = pdfLines(pdf);
    expect(lines[0]).toBe("Filo & Uncinetto");
    const text = pdfText(pdf);
    expect(text).toContain(oneSpace(mail.subject));
    for (const title of ["seller", "order", "withdrawalTitle", "guaranteeTitle", "complaintsTitle", "termsTitle"] as const) {
      expect(lines).toContain(t(`admin.shopperMail.contract.${title}`).replace(/\u202f/g, "\u00a0"));
    }
    expect(text).toContain("Anna Rossi");
    expect(text).toContain("Via Roma 1, 00100 Roma");
    expect(text).toContain(oneSpace(t("admin.shopperMail.contract.total", { price: formatPrice(1329, language) })));
    expect(text).toContain("il tuo nome ricamato");
    expect(text).toContain("Ada Lovelace, 2 rue des Fleurs, 69001 Lyon, France");
    expect(text).toContain(`https://shop.test/request/abc?lng=${language}#withdrawal`);
    expect(text).toContain("the small studio of the shop");
    // Every character of the mail's text is in the PDF, in order: only spacing, line wrapping and the list marks differ.
    const letters = (source: string) => source.replace(/(^|\s)-\s/g, " ").replace(/\s+/g, "");
    expect(letters(pdfLines(pdf).join("\n"))).toContain(letters(mail.text));
  });

  it("writes the French spaces Helvetica has: a price's narrow no-break space becomes a no-break space, never a wrong glyph", async () => {
    const { pdf } = await rendered("fr");
    const price = formatPrice(1234, "fr");
    expect(price).toContain("\u202f");
    expect(pdfLines(pdf).join("\n")).toContain(`${price.replace(/\u202f/g, "\u00a0")}.`);
    expect(pdfLines(pdf).join("")).not.toMatch(/[^\n\x20-\x7e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/u);
  });

  it("gives the same file for the same confirmation", async () => {
    expect((await rendered("it")).pdf.equals((await rendered("it")).pdf)).toBe(true);
  });

  it("covers every character of the shop's texts in en, it and fr", () => {
    const leaves = (tree: unknown): string[] =>
      typeof tree === "string" ? [tree] : Object.values(tree as Record<string, unknown>).flatMap(leaves);
    for (const text of Object.values(locales).flatMap(leaves)) expect(winAnsiText(text)).toBe(text.replace(/\u202f/g, "\u00a0"));
    // A name typed by a shopper may hold letters outside it: accents dropped, else "?".
    expect(winAnsiText("Łukasz Żółć ő")).toBe("?ukasz Zó?c o");
  });
});
