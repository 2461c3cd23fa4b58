import { describe, expect, it } from "vitest";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { it as italian } from "~/i18n/locales/it";
import { sellerItemLabel } from "./seller-items";

describe("a seller item's label", () => {
  it("follows the seller's country in the admin's language", () => {
    const tFr = createPageI18n("fr", fr).t;
    expect(sellerItemLabel(tFr, "vatNumber", "it")).toBe("Partita IVA");
    expect(sellerItemLabel(tFr, "vatNumber", "fr")).toBe("N° TVA intracommunautaire");
    expect(sellerItemLabel(tFr, "registry", "fr")).toBe("Immatriculation RCS ou RNE");
    expect(sellerItemLabel(createPageI18n("it", italian).t, "registry", "it")).toBe("Numero REA o registro");
    expect(sellerItemLabel(createPageI18n("en", en).t, "mediator", "it")).toBe("ADR body (optional)");
    expect(sellerItemLabel(createPageI18n("en", en).t, "mediator", "fr")).toBe("Consumer mediator (médiateur de la consommation)");
  });

  it("names the others the same whatever the country", () => {
    expect(sellerItemLabel(createPageI18n("it", italian).t, "phone", null)).toBe("Telefono");
    expect(sellerItemLabel(createPageI18n("en", en).t, "vatNumber", null)).toBe("VAT number");
  });
});
