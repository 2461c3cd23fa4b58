import { describe, expect, it } from "vitest";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { it as italian } from "~/i18n/locales/it";
import { deliveryDays, longestLeadTime, returnsAccepted, shippingCost } from "./shipping-terms";
import { returnSentences, shippingEstimate, shippingLines } from "./shipping-text";
import type { ReturnPolicy, ShippingSettings } from "~shared/settings-values";

const shipping: ShippingSettings = {
  handlingDays: 2,
  destinations: {
    it: { rate: 6, freeOver: 40, transitMinDays: 1, transitMaxDays: 3 },
    eu: { rate: 14.5, freeOver: null, transitMinDays: 4, transitMaxDays: 4 },
    world: { rate: 0, freeOver: null, transitMinDays: 7, transitMaxDays: 20 },
  },
};
const returns: ReturnPolicy = { days: 14, paidBy: "shopper", madeToOrderExcluded: true };
const t = { en: createPageI18n("en", en).t, it: createPageI18n("it", italian).t, fr: createPageI18n("fr", fr).t };

describe("shipping terms", () => {
  it("charges the flat rate below the free-shipping threshold and nothing from it on", () => {
    expect(shippingCost(shipping.destinations.it, 39.99)).toBe(6);
    expect(shippingCost(shipping.destinations.it, 40)).toBe(0);
    expect(shippingCost(shipping.destinations.eu, 1000)).toBe(14.5);
  });

  it("counts the making time instead of the preparation when it is longer", () => {
    expect(deliveryDays(shipping, "it")).toEqual({ preparation: 2, min: 3, max: 5 });
    expect(deliveryDays(shipping, "it", 10)).toEqual({ preparation: 10, min: 11, max: 13 });
    expect(deliveryDays(shipping, "it", 1)).toEqual({ preparation: 2, min: 3, max: 5 });
    expect(longestLeadTime([{ leadTimeDays: null }, { leadTimeDays: 7 }, { leadTimeDays: 3 }])).toBe(7);
    expect(longestLeadTime([{ leadTimeDays: null }])).toBeNull();
  });

  it("takes returns unless the shop takes none or excludes made-to-order pieces", () => {
    expect(returnsAccepted(returns, false)).toBe(true);
    expect(returnsAccepted(returns, true)).toBe(false);
    expect(returnsAccepted({ ...returns, madeToOrderExcluded: false }, true)).toBe(true);
    expect(returnsAccepted({ ...returns, days: 0 }, false)).toBe(false);
  });
});

describe("shipping and returns in words", () => {
  it("names each destination with its price, threshold and days, in the three languages", () => {
    expect(shippingLines(t.en, "en", shipping).map((l) => `${l.label}: ${l.price} · ${l.days}`)).toEqual([
      "Italy: €6.00, free from €40.00 · delivered in 3–5 days",
      "European Union: €14.50 · delivered in 6 days",
      "Rest of the world: free · delivered in 9–22 days",
    ]);
    const [italy] = shippingLines(t.it, "it", shipping, 10);
    // Intl puts a no-break space before the euro sign.
    expect(`${italy.label}: ${italy.price} · ${italy.days}`.replace(/\s/g, " ")).toBe("Italia: 6,00 €, gratuita da 40,00 € · consegna in 11–13 giorni");
    const [, europe] = shippingLines(t.fr, "fr", shipping);
    expect(`${europe.label}: ${europe.price} · ${europe.days}`.replace(/\s/g, " ")).toBe("Union européenne: 14,50 € · livré en 6 jours");
  });

  it("estimates the cart's shipping for the chosen destination", () => {
    expect(shippingEstimate(t.en, "en", shipping, "it", 30, null)).toMatchObject({ cost: 6, price: "€6.00", totalWithShipping: 36 });
    expect(shippingEstimate(t.en, "en", shipping, "it", 45, 8)).toMatchObject({ cost: 0, price: "free", days: "delivered in 9–11 days" });
  });

  it("states the return policy for the pieces concerned", () => {
    expect(returnSentences(t.en, returns, false)).toEqual([
      "You can return a piece within 14 days of delivery.",
      "Return postage is paid by you.",
    ]);
    expect(returnSentences(t.it, returns, true)).toEqual(["I pezzi su ordinazione non si possono rendere."]);
    expect(returnSentences(t.fr, { ...returns, paidBy: "shop" }, null)).toEqual([
      "Vous pouvez retourner une pièce sous 14 jours après la livraison.",
      "Les frais de retour sont à la charge de la boutique.",
      "Les pièces faites sur commande ne peuvent pas être retournées.",
    ]);
    expect(returnSentences(t.en, { ...returns, days: 0 }, false)).toEqual(["Returns are not accepted."]);
  });
});
