import { describe, expect, it } from "vitest";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { it as italian } from "~/i18n/locales/it";
import type { ShippingSettings } from "~shared/settings-values";
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
