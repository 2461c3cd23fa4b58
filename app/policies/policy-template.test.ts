import { describe, expect, it } from "vitest";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { fr as french } from "~/i18n/locales/fr";
import { it as italian } from "~/i18n/locales/it";
import type { ReturnPolicy, ShippingSettings } from "~shared/settings-values";
import { policyTemplate } from "./policy-template";

const italy = { rate: 6.5, freeOver: 80, transitMinDays: 1, transitMaxDays: 3 };
const settings = (shipping: ShippingSettings) => ({ shopName: "Filo", orderEmail: "filo@example.com", seller: null, returns: null, shipping });

describe("the shipping policy", () => {
  it("names only the destinations the shop ships to, and says so first", () => {
    const italyOnly = policyTemplate("shipping", settings({ handlingDays: 2, destinations: { it: italy, eu: null, world: null } }), "en", createPageI18n("en", en).t);
    expect(italyOnly).toContain("<p>I ship to Italy only.</p><ul><li>Italy: €6.50, delivered in 1–3 days. Free from €80.00.</li></ul>");
    expect(italyOnly).not.toContain("European Union");
    expect(italyOnly).not.toContain("Rest of the world");
    const everywhere = policyTemplate(
      "shipping",
      settings({ handlingDays: 2, destinations: { it: italy, eu: { ...italy, freeOver: null }, world: { ...italy, freeOver: null } } }),
      "it",
      createPageI18n("it", italian).t,
    );
    expect(everywhere).toContain("Spedisco in tutto il mondo.");
    expect(everywhere.match(/<li>/g)).toHaveLength(3);
  });
});

describe("the right of withdrawal in the policies (docs/product/storefront.md#right-of-withdrawal)", () => {
  const t = { en: createPageI18n("en", en).t, it: createPageI18n("it", italian).t, fr: createPageI18n("fr", french).t };
  const shipping: ShippingSettings = { handlingDays: 2, destinations: { it: italy, eu: null, world: null } };
  const withReturns = (returns: ReturnPolicy | null) => ({ ...settings(shipping), returns });

  it("states the owner's longer period and who pays the way back, as set", () => {
    const withdrawal = policyTemplate("withdrawal", withReturns({ days: 30, paidBy: "shop" }), "it", t.it);
    expect(withdrawal).toContain("Hai il diritto di recedere dal contratto entro 30 giorni senza indicarne il motivo.");
    expect(withdrawal).toContain("Le spese di rispedizione le pago io.");
    expect(withdrawal).not.toContain("a tuo carico");
    const terms = policyTemplate("terms", withReturns({ days: 30, paidBy: "shop" }), "fr", t.fr);
    expect(terms).toContain("dans les 30 jours suivant la réception de la pièce");
    const returns = policyTemplate("shipping", withReturns({ days: 14, paidBy: "shopper" }), "en", t.en);
    expect(returns).toContain("You can return a piece within 14 days of receiving it");
    expect(returns).toContain("The cost of sending it back is yours.");
  });

  it("keeps the legal 14 days for a row stored with 0 days, and names only a commission as excluded", () => {
    const old = { days: 0, paidBy: "shopper", madeToOrderExcluded: true } as ReturnPolicy;
    for (const language of ["en", "it", "fr"] as const) {
      for (const kind of ["withdrawal", "terms", "shipping"] as const) {
        const html = policyTemplate(kind, withReturns(old), language, t[language]);
        expect(html, `${kind} ${language}`).not.toMatch(/\b0 (days|giorni|jours)/);
        expect(html, `${kind} ${language}`).toMatch(/\b14 (days|giorni|jours)/);
      }
    }
    const italianPage = policyTemplate("withdrawal", withReturns(null), "it", t.it);
    expect(italianPage).toContain("non è confezionato secondo le tue indicazioni: puoi recedere come per ogni altro pezzo");
    expect(italianPage).toContain("come un pezzo fatto su tua richiesta (art. 59, comma 1, lett. c del Codice del consumo");
    expect(policyTemplate("shipping", withReturns(null), "fr", t.fr)).not.toContain("ne sont ni reprises");
  });
});
