import { describe, expect, it } from "vitest";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { it as italian } from "~/i18n/locales/it";
import type { QuoteLine } from "~db/schema/orders";
import { preContractSummary, type SummaryFacts } from "./pre-contract-summary";

const line = (name: string, unitCents: number, madeToSpecifications?: string | null): QuoteLine => ({
  itemId: null,
  variantId: null,
  name,
  colorName: null,
  qty: 2,
  unitCents,
  madeToSpecifications,
});

const facts = (extra: Partial<SummaryFacts> = {}): SummaryFacts => ({
  language: "en",
  kind: "order",
  quote: { lines: [line("Market tote", 4500, null), line("Cardigan", 12000, "in your measurements")], shippingCents: 690, totalCents: 33690 },
  sellerName: "Giulia Rossi",
  seller: { address: "Via Roma 1\n 10121 Torino ", phone: "+39 011 123456", complaintsEmail: null, paymentMeans: "Bank transfer or PayPal" },
  orderEmail: "hello@shop.test",
  returns: null,
  handlingDays: 2,
  leadTimeDays: 10,
  deliveryTimes: [{ label: "Italy", days: "delivered in 12–14 days" }],
  delivery: null,
  termsHref: "/policies/terms",
  ...extra,
});

describe("the pre-contractual summary (LEGAL.md §3)", () => {
  const t = createPageI18n("en", en).t;

  it("names the seller, the pieces with their prices and right of withdrawal, the delivery cost and the total with it", () => {
    const summary = preContractSummary(t, facts());
    expect(summary.seller).toEqual(["Giulia Rossi", "Via Roma 1, 10121 Torino", "+39 011 123456", "hello@shop.test"]);
    expect(summary.pieces).toEqual([
      { label: "Market tote × 2", price: "€90.00", withdrawal: "You can withdraw within 14 days of delivery" },
      { label: "Cardigan × 2", price: "€240.00", withdrawal: "Made to your specifications (in your measurements): no right of withdrawal" },
    ]);
    expect([summary.shipping, summary.total]).toEqual(["€6.90", "€336.90"]);
  });

  it("states the means of payment, the days to the door counting the making, the guarantee, the complaints contact and the terms", () => {
    const summary = preContractSummary(t, facts());
    expect(summary.paymentMeans).toBe("Bank transfer or PayPal");
    expect(summary.delivery).toEqual(["Days from your order to delivery, making time included:", "Italy: delivered in 12–14 days"]);
    expect(summary.guarantee).toBe("Every piece has the legal guarantee of conformity for two years from delivery.");
    // No complaints address of its own: the order address.
    expect(summary.complaints).toBe("hello@shop.test");
    expect(preContractSummary(t, facts({ seller: { ...facts().seller!, complaintsEmail: " complaints@shop.test " } })).complaints).toBe("complaints@shop.test");
    expect(summary.termsHref).toBe("/policies/terms");
  });

  it("says when the piece leaves in a shop without shipping settings", () => {
    expect(preContractSummary(t, facts({ deliveryTimes: [] })).delivery).toEqual(["Sent within 10 days of your order, making time included"]);
  });

  it("gives a collection the days until it is ready, the longer of the preparation and the making", () => {
    const free = { lines: [line("Market tote", 4500, null)], shippingCents: 0, totalCents: 4500 };
    expect(preContractSummary(t, facts({ delivery: { method: "collection" }, quote: free })).delivery).toEqual([
      "Collected from me, ready within 10 days of your order, making time included",
    ]);
    expect(preContractSummary(t, facts({ delivery: { method: "collection" }, leadTimeDays: null, quote: free })).delivery).toEqual([
      "Collected from me, ready within 2 days of your order, making time included",
    ]);
    expect(preContractSummary(t, facts({ delivery: { method: "collection" }, leadTimeDays: null, handlingDays: 0, quote: free })).delivery).toEqual([
      "Collected from me, ready on the day of your order",
    ]);
  });

  it("tells a shopper who collects, before ordering, that the quote still counts a delivery cost", () => {
    expect(preContractSummary(t, facts({ delivery: { method: "collection" } })).delivery).toEqual([
      "Collected from me, ready within 10 days of your order, making time included",
      en.request.summary.collectionWithShipping,
    ]);
  });

  it("reads a commission's quote stored before the mark as excluded, a free delivery as free, and the owner's longer period", () => {
    const summary = preContractSummary(
      t,
      facts({ kind: "commission", returns: { days: 30 }, quote: { lines: [line("Basket", 3900), line("Box", 500, null)], shippingCents: 0, totalCents: 8800 } }),
    );
    expect(summary.pieces.map((piece) => piece.withdrawal)).toEqual([
      "Made to your specifications: no right of withdrawal",
      "You can withdraw within 30 days of delivery",
    ]);
    expect(summary.shipping).toBe("free");
  });

  it("speaks the page's language, French typography included", () => {
    const summary = preContractSummary(createPageI18n("fr", fr).t, facts({ language: "fr" }));
    expect(summary.total).toBe("336,90\u00a0€");
    expect(summary.delivery[1]).toBe("Italy\u00a0: delivered in 12–14 days");
    expect(summary.pieces[1].withdrawal).toBe("Fabriqué selon vos spécifications (in your measurements)\u00a0: sans droit de rétractation");
    expect(preContractSummary(createPageI18n("it", italian).t, facts({ language: "it" })).guarantee).toBe(
      "Ogni pezzo ha la garanzia legale di conformità per due anni dalla consegna.",
    );
  });
});
