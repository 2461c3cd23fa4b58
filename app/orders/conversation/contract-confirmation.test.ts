import { describe, expect, it } from "vitest";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import type { SellerSettings } from "~shared/settings-values";
import { composeContractConfirmation, type ConfirmationFacts } from "./contract-confirmation";

const seller: SellerSettings = {
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
  paymentMeans: "Bank transfer, PayPal",
  complaintsEmail: "complaints@shop.test",
};

const facts = (change: Partial<ConfirmationFacts> = {}): ConfirmationFacts => ({
  language: "en",
  reference: 1001,
  kind: "order",
  acceptedAt: new Date("2026-11-27T10:00:00Z"),
  timeZone: "Europe/Rome",
  lines: [
    { itemId: "a", variantId: null, name: "Tote", colorName: "Sage", qty: 2, unitCents: 4500, madeToSpecifications: null },
    { itemId: null, variantId: null, name: "Name blanket", colorName: null, qty: 1, unitCents: 9000, madeToSpecifications: "your name stitched in" },
  ],
  shippingCents: 500,
  totalCents: 18500,
  delivery: { method: "post", address: "Ada Lovelace, Rue X 2, 75001 Paris, France", days: { min: 12, max: 15 } },
  seller,
  orderEmail: "shop@shop.test",
  returns: { days: 30, paidBy: "shop" },
  shopName: "Filo",
  pageUrl: "https://shop.test/request/abc?lng=en",
  termsUrl: "https://shop.test/policies/terms?lng=en",
  termsHtml: "<h2>Seller</h2><p>These terms apply to the sales of Anna Rossi &amp; Co.</p><ul><li>Governing law: Italian law</li></ul>",
  ...change,
});

const t = { en: createPageI18n("en", en).t, fr: createPageI18n("fr", fr).t };

describe("the confirmation of the contract (LEGAL.md §6)", () => {
  it("carries the seller, the pieces with prices and each line's withdrawal right or exclusion, payment, delivery and total", () => {
    const { subject, text } = composeContractConfirmation(facts(), t.en);
    expect(subject).toBe("Confirmation of your order #1001: your copy of the contract");
    expect(text).toContain("On 27 November 2026 you accepted my quote for request #1001");
    expect(text).toContain("- Anna Rossi\n- Via Roma 1, 00100 Roma\n- Phone: +39 06 1234567\n- E-mail: shop@shop.test\n- Partita IVA IT01234567897\n- REA RM-123456");
    expect(text).toContain("- Tote (Sage) × 2 — €90.00. You can withdraw within 30 days of delivery.");
    expect(text).toContain("- Name blanket × 1 — €90.00. Made to your specifications (your name stitched in): no right of withdrawal.");
    expect(text).toContain("- Delivery: €5.00\n- Total: €185.00\nVAT included");
    expect(text).toContain("Means of payment accepted: Bank transfer, PayPal");
    expect(text).toContain("By post to: Ada Lovelace, Rue X 2, 75001 Paris, France\nExpected delivery 12–15 days after this confirmation, making time included.");
    expect(text).toContain("For a complaint, write to me at complaints@shop.test.");
  });

  it("carries the withdrawal information, the link to the withdrawal function and the model form, then the terms in full", () => {
    const { text, html } = composeContractConfirmation(facts(), t.en);
    expect(text).toContain("within 30 days of the day you, or someone you name other than the carrier, take possession of the pieces");
    expect(text).toContain("Withdraw from contract here:\nhttps://shop.test/request/abc?lng=en#withdrawal");
    expect(text).toContain("within 14 days of the day your decision reaches me");
    // Who pays the way back follows the owner's setting.
    expect(text).toContain("I pay the direct cost of sending the pieces back.");
    expect(text).toContain("beyond what is needed to establish their nature, characteristics and functioning");
    expect(text).toContain("Model withdrawal form\n(Fill in this form and send it back only if you wish to withdraw from the contract.)\n- To: Anna Rossi, Via Roma 1, 00100 Roma, shop@shop.test, +39 06 1234567");
    expect(text).toContain("only if this form is notified on paper");
    expect(text).toContain("Legal guarantee\nEvery piece is covered by the legal guarantee of conformity for two years from delivery");
    expect(text).toContain("Terms of sale\nMy terms of sale, as published today at https://shop.test/policies/terms?lng=en:\n\nSeller\n\nThese terms apply to the sales of Anna Rossi & Co.\n\n- Governing law: Italian law");
    expect(html).toContain("<li>To: Anna Rossi, Via Roma 1, 00100 Roma, shop@shop.test, +39 06 1234567</li>");
    expect(html).toContain("<p>These terms apply to the sales of Anna Rossi &amp; Co.</p>");
    expect(html).toContain('<a href="https://shop.test/request/abc?lng=en#withdrawal">https://shop.test/request/abc?lng=en#withdrawal</a></p>');
    expect(html).toContain('<a href="https://shop.test/policies/terms?lng=en">https://shop.test/policies/terms?lng=en</a>:</p>');
  });

  it("states that no right of withdrawal applies, and why, when every line is made to specifications, and gives no form", () => {
    const { text } = composeContractConfirmation(facts({ lines: [facts().lines[1]], returns: null }), t.en);
    expect(text).toContain("The right of withdrawal does not apply to this contract: every piece is made to your specifications");
    expect(text).not.toContain("Model withdrawal form");
    expect(text).not.toContain("Withdraw from contract here");
  });

  it("says who pays the way back when it is the shopper, and states collection with its day", () => {
    const { text } = composeContractConfirmation(facts({ returns: null, delivery: { method: "collection", days: 9 } }), t.en);
    expect(text).toContain("within 14 days of the day you");
    expect(text).toContain("The direct cost of sending the pieces back is yours.");
    expect(text).toContain("You collect the pieces from me: I will write to you to arrange when.\nReady for collection 9 days after this confirmation at the latest");
  });

  it("reads in French with its typography", () => {
    const { subject, text } = composeContractConfirmation(facts({ language: "fr", pageUrl: "https://shop.test/request/abc?lng=fr" }), t.fr);
    expect(subject).toBe("Confirmation de votre commande n°\u00a01001\u00a0: votre exemplaire du contrat");
    expect(text).toContain("Modèle de formulaire de rétractation");
    expect(text).toContain("Total\u00a0: 185,00\u00a0€");
    expect(text).toContain("Se rétracter du contrat ici\u00a0:\nhttps://shop.test/request/abc?lng=fr#withdrawal");
  });
});
