import { describe, expect, it } from "vitest";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { it as italian } from "~/i18n/locales/it";
import { deliveryDays, longestLeadTime, servedDestinations, shippingCost } from "./shipping-terms";
import { returnSentences, shippingEstimate, shippingLines, shipsToText } from "./shipping-text";
import type { ReturnPolicy, ShippingRate, ShippingSettings } from "~shared/settings-values";

const italy: ShippingRate = { rate: 6, freeOver: 40, transitMinDays: 1, transitMaxDays: 3 };
const europe: ShippingRate = { rate: 14.5, freeOver: null, transitMinDays: 4, transitMaxDays: 4 };
const world: ShippingRate = { rate: 0, freeOver: null, transitMinDays: 7, transitMaxDays: 20 };
/** A row as stored before destinations could be switched off: all three have a rate. */
const shipping: ShippingSettings = { handlingDays: 2, destinations: { it: italy, eu: europe, world } };
const italyOnly: ShippingSettings = { handlingDays: 2, destinations: { it: { ...italy, rate: 6.5, freeOver: 80 }, eu: null, world: null } };
const returns: ReturnPolicy = { days: 14, paidBy: "shopper" };
const t = { en: createPageI18n("en", en).t, it: createPageI18n("it", italian).t, fr: createPageI18n("fr", fr).t };

describe("shipping terms", () => {
  it("charges the flat rate below the free-shipping threshold and nothing from it on", () => {
    expect(shippingCost(italy, 39.99)).toBe(6);
    expect(shippingCost(italy, 40)).toBe(0);
    expect(shippingCost(europe, 1000)).toBe(14.5);
  });

  it("frees shipping from each destination's own threshold", () => {
    const zones: ShippingSettings = { ...shipping, destinations: { it: italy, eu: { ...europe, freeOver: 120 }, world: null } };
    const cost = (total: number) => servedDestinations(zones).map(({ destination, rate }) => [destination, shippingCost(rate, total)]);
    expect(cost(50)).toEqual([["it", 0], ["eu", 14.5]]);
    expect(cost(120)).toEqual([["it", 0], ["eu", 0]]);
  });

  it("serves the destinations switched on, Italy first, then the EU, then the world", () => {
    expect(servedDestinations(shipping).map(({ destination }) => destination)).toEqual(["it", "eu", "world"]);
    expect(servedDestinations(italyOnly)).toEqual([{ destination: "it", rate: italyOnly.destinations.it }]);
    const abroad: ShippingSettings = { handlingDays: 1, destinations: { world, it: null, eu: europe } };
    expect(servedDestinations(abroad).map(({ destination }) => destination)).toEqual(["eu", "world"]);
  });

  it("counts the making time instead of the preparation when it is longer", () => {
    expect(deliveryDays(shipping, italy)).toEqual({ preparation: 2, min: 3, max: 5 });
    expect(deliveryDays(shipping, italy, 10)).toEqual({ preparation: 10, min: 11, max: 13 });
    expect(deliveryDays(shipping, italy, 1)).toEqual({ preparation: 2, min: 3, max: 5 });
    expect(longestLeadTime([{ leadTimeDays: null }, { leadTimeDays: 7 }, { leadTimeDays: 3 }])).toBe(7);
    expect(longestLeadTime([{ leadTimeDays: null }])).toBeNull();
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
    expect(`${europe.label}: ${europe.price} · ${europe.days}`.replace(/\s/g, " ")).toBe("Union européenne: 14,50 € · livraison en 6 jours");
  });

  it("names only the destinations the shop ships to", () => {
    expect(shippingLines(t.en, "en", italyOnly).map((l) => `${l.label}: ${l.price}`)).toEqual(["Italy: €6.50, free from €80.00"]);
  });

  it("says where the shop ships, in the three languages", () => {
    const to = (it: ShippingRate | null, eu: ShippingRate | null, w: ShippingRate | null) => ({ handlingDays: 2, destinations: { it, eu, world: w } });
    expect(shipsToText(t.en, italyOnly)).toBe("I ship to Italy only.");
    expect(shipsToText(t.it, italyOnly)).toBe("Spedisco solo in Italia.");
    expect(shipsToText(t.fr, italyOnly)).toBe("J'expédie uniquement en Italie.");
    expect(shipsToText(t.en, to(italy, europe, null))).toBe("I ship to Italy and the rest of the European Union.");
    expect(shipsToText(t.it, to(italy, europe, null))).toBe("Spedisco in Italia e nel resto dell'Unione europea.");
    expect(shipsToText(t.fr, to(italy, europe, null))).toBe("J'expédie en Italie et dans le reste de l'Union européenne.");
    expect(shipsToText(t.en, shipping)).toBe("I ship worldwide.");
    // Every combination has its sentence in every language (never a key shown as text).
    const rates = [italy, null];
    for (const language of ["en", "it", "fr"] as const) {
      for (const a of rates) for (const b of [europe, null]) for (const c of [world, null]) {
        if (!a && !b && !c) continue;
        expect(shipsToText(t[language], to(a, b, c))).not.toMatch(/shipping\.shipsTo/);
      }
    }
  });

  it("estimates the cart's shipping for the chosen destination", () => {
    const [served] = servedDestinations(shipping);
    expect(shippingEstimate(t.en, "en", shipping, served, 30, null)).toMatchObject({ cost: 6, price: "€6.00", totalWithShipping: 36 });
    expect(shippingEstimate(t.en, "en", shipping, served, 45, 8)).toMatchObject({ cost: 0, price: "free", days: "delivered in 9–11 days" });
  });

  it("states the right of withdrawal, made-to-order pieces included, and who pays the way back", () => {
    expect(returnSentences(t.en, returns)).toEqual([
      "You can withdraw and send a piece back within 14 days of delivery, without giving a reason, made-to-order pieces included.",
      "The cost of sending it back is yours.",
    ]);
    expect(returnSentences(t.it, { days: 30, paidBy: "shop" })).toEqual([
      "Puoi recedere e rispedirmi un pezzo entro 30 giorni dalla consegna, senza dare spiegazioni, anche se fatto su ordinazione.",
      "Le spese di rispedizione le pago io.",
    ]);
    expect(returnSentences(t.fr, { ...returns, paidBy: "shop" })).toEqual([
      "Vous pouvez vous rétracter et me renvoyer une pièce dans les 14 jours suivant la livraison, sans donner de motif, pièces sur commande comprises.",
      "Je prends en charge les frais de renvoi.",
    ]);
  });

  it("never states fewer than the legal 14 days, even from a row stored with 0 days and made-to-order pieces excluded", () => {
    const old = { days: 0, paidBy: "shopper", madeToOrderExcluded: true } as ReturnPolicy;
    expect(returnSentences(t.it, old)[0]).toBe(
      "Puoi recedere e rispedirmi un pezzo entro 14 giorni dalla consegna, senza dare spiegazioni, anche se fatto su ordinazione.",
    );
    expect(returnSentences(t.en, null)).toEqual([
      "You can withdraw and send a piece back within 14 days of delivery, without giving a reason, made-to-order pieces included.",
      "The cost of sending it back is yours.",
    ]);
  });
});
