import { describe, expect, it } from "vitest";
import { orderNumber, typeset } from "./typography";

const nbsp = "\u00a0";

describe("typeset (docs/product/style-fr.md#typographie)", () => {
  it("puts a no-break space before the marks a French text built by code joins", () => {
    expect(typeset("Total: 68,00 €\nNom : Ada\nVraiment?\nMerci !", "fr")).toBe(
      `Total${nbsp}: 68,00 €\nNom${nbsp}: Ada\nVraiment${nbsp}?\nMerci${nbsp}!`,
    );
    expect(typeset("«Merci» et « encore »", "fr")).toBe(`«${nbsp}Merci${nbsp}» et «${nbsp}encore${nbsp}»`);
    expect(typeset("la demande n°12, n° 13", "fr")).toBe(`la demande n°${nbsp}12, n°${nbsp}13`);
  });

  it("leaves addresses, times and the other languages as they are", () => {
    const link = "Lien : https://shop.example/request/abc?lng=fr à 12:30";
    expect(typeset(link, "fr")).toBe(`Lien${nbsp}: https://shop.example/request/abc?lng=fr à 12:30`);
    expect(typeset(`<!doctype html><p>Total: 1</p>`, "fr")).toBe(`<!doctype html><p>Total${nbsp}: 1</p>`);
    expect(typeset("<p>Filo &amp; Uncinetto &#39; Ada&#x27; ok ; fin</p>", "fr")).toBe(
      `<p>Filo &amp; Uncinetto &#39; Ada&#x27; ok${nbsp}; fin</p>`,
    );
    expect(typeset("Totale: 68,00 €", "it")).toBe("Totale: 68,00 €");
    expect(typeset("Total: €68.00", "en")).toBe("Total: €68.00");
  });
});

describe("orderNumber", () => {
  it("writes a request's number the way each language does", () => {
    expect(orderNumber(12, "en")).toBe("#12");
    expect(orderNumber(12, "it")).toBe("n. 12");
    expect(orderNumber(12, "fr")).toBe(`n°${nbsp}12`);
  });
});
