import { describe, expect, it } from "vitest";
import type { OrderLine } from "~db/schema/orders";
import { createPageI18n } from "~/i18n/i18n";
import { composeOrderMessage } from "~/orders/order-message";
import { shortOrderText } from "~/orders/order-text";
import { composeShopperMail, type ShopperMailKind } from "~/orders/conversation/shopper-mail.server";
import { composeWithdrawalAcknowledgement } from "~/orders/conversation/withdrawal-mail.server";
import { composeContractConfirmation } from "~/orders/conversation/contract-confirmation";
import { fr } from "./fr";

/*
 * The texts code builds from translated labels (docs/product/style-fr.md#typographie): the order
 * text, its short version for the mail link, the owner's copy of it and every e-mail to the
 * shopper, formatted in French as a shopper would read them. A join such as "Total: 68,00 €"
 * breaks a line between the word and its colon; the locale strings alone cannot show it.
 */

const t = createPageI18n("fr", fr).t;
const nbsp = "[\u00a0\u202f]";

/** Every French typography fault of a text: a mark without its no-break space, a plain space, a mixed apostrophe. */
function faults(text: string): string[] {
  const rules = [
    { rule: "no-break space before : ; ! ?", pattern: new RegExp(`(?<!${nbsp})[:;!?]+(?=\\s|$)`, "mu") },
    { rule: "no-break space after «", pattern: new RegExp(`«(?!${nbsp})`, "u") },
    { rule: "no-break space before »", pattern: new RegExp(`(?<!${nbsp})»`, "u") },
    { rule: "no-break space after n°", pattern: new RegExp(`n°(?!${nbsp})`, "u") },
    { rule: "the straight apostrophe only (docs/product/style-fr.md)", pattern: /[’‘“”]/u },
    { rule: "n° for a number, not #", pattern: /#\d/u },
  ];
  return rules.filter(({ pattern }) => pattern.test(text)).map(({ rule }) => rule);
}

const line: OrderLine = {
  itemId: "0d3c7a8e-5b1f-4c2a-9e6d-1f2a3b4c5d6e",
  variantId: null,
  slug: "ribbed-chunky-scarf",
  name: "Écharpe côtelée",
  colorName: "Rouille",
  unitPrice: 58,
  qty: 2,
  lineTotal: 116,
  leadTimeDays: 7,
};
const customer = { name: "Ada", email: "ada@example.com", phone: "+33 6 12 34 56 78", notes: "Un paquet cadeau, s'il vous plaît !" };

describe("French typography in the texts built by code", () => {
  it("finds a join without its no-break space, a curly apostrophe and a # number", () => {
    expect(faults("Total: 68,00 €")).toEqual(["no-break space before : ; ! ?"]);
    expect(faults("Demande #12 d’Ada")).toEqual(["the straight apostrophe only (docs/product/style-fr.md)", "n° for a number, not #"]);
    expect(faults("Total\u00a0: 68,00 €, n°\u00a012, «\u00a0oui\u00a0», https://example.com/?lng=fr")).toEqual([]);
  });

  it.each(["order", "commission"] as const)("holds in the %s text, its mail link and the owner's copy", (kind) => {
    const message = composeOrderMessage({
      kind,
      stored: { reference: 12, lines: [line], total: 116 },
      lines: [],
      customer,
      language: "fr",
      shopEmail: "shop@example.com",
      vatNote: t("policies.vatIncluded"),
      t,
      terms: {
        shipping: { handlingDays: 2, destinations: { it: null, eu: { rate: 9, freeOver: null, transitMinDays: 3, transitMaxDays: 5 }, world: null } },
        returns: null,
        destination: "eu",
      },
    });
    expect(message.text).toContain(`Demande${kind === "order" ? " de commande" : " de création sur mesure"} n°\u00a012`);
    expect(message.text).toMatch(/Total\u00a0: 116,00/);
    expect(faults(message.text)).toEqual([]);
    expect(faults(decodeURIComponent(message.mailto.split("subject=")[1]))).toEqual([]);
  });

  it("holds in the short text of a long order's mail link", () => {
    const text = shortOrderText({
      lines: [line],
      total: 116,
      customer,
      reference: 12,
      language: "fr",
      shipping: null,
      labels: {
        title: t("order.orderTitle"),
        total: t("order.textTotal"),
        name: t("order.textName"),
        email: t("order.textEmail"),
        phone: t("order.textPhone"),
        reference: t("order.textReference"),
        pieces: t("order.textPieces"),
        fullListOnClipboard: t("order.textFullListOnClipboard"),
      },
    });
    expect(text).toContain("Référence\u00a0: n°\u00a012");
    expect(faults(text)).toEqual([]);
  });

  const kinds = [
    "received",
    "message",
    "quoteSent",
    "confirmed",
    "done",
    "cancelled",
    "paymentInstructions",
    "shipped",
    "readyForCollection",
  ] satisfies ShopperMailKind[];

  it.each(kinds)("holds in the shopper's %s e-mail, text, HTML and subject", (kind) => {
    const mail = composeShopperMail(
      { id: "r1", reference: 12, token: "abc", language: "fr", customerEmail: "ada@example.com", lines: [line], total: 116 },
      kind,
      { message: "Voici les couleurs : rouille ou crème ?", quoteTotalCents: 12500, validUntil: "2026-12-24" },
      { publicUrl: "https://shop.example", shopName: "Filo" },
    );
    for (const text of [mail.subject, mail.text, mail.html]) expect(faults(text), text).toEqual([]);
    expect(mail.text).toContain("https://shop.example/request/abc?lng=fr");
    if (kind === "received") expect(mail.text).toMatch(/Total\u00a0: 116,00/);
  });

  it("holds in the shipping e-mail with its carrier, day and tracking number", () => {
    const mail = composeShopperMail(
      { id: "r1", reference: 12, token: "abc", language: "fr", customerEmail: "ada@example.com", lines: [line], total: 116 },
      "shipped",
      { carrier: "La Poste / Colissimo", trackingNumber: "6A12345678901", shippedOn: "2026-11-27" },
      { publicUrl: "https://shop.example", shopName: "Filo" },
    );
    for (const text of [mail.subject, mail.text, mail.html]) expect(faults(text), text).toEqual([]);
    expect(mail.subject).toBe("Votre commande n°\u00a012 est en route");
    expect(mail.text).toContain("J'ai expédié votre commande le 27 novembre 2026 avec La Poste / Colissimo.");
    expect(mail.text).toContain("Numéro de suivi\u00a0: 6A12345678901");
  });

  it("holds in the acknowledgement of a withdrawal, text, HTML and subject", () => {
    const mail = composeWithdrawalAcknowledgement(
      {
        id: "r1",
        reference: 12,
        token: "abc",
        language: "fr",
        withdrawnAt: new Date("2026-11-27T13:05:00Z"),
        withdrawalName: "Ada",
        withdrawalEmail: "ada@example.com",
      },
      ["Écharpe côtelée (Rouille) × 2"],
      { publicUrl: "https://shop.example", shopName: "Filo", timeZone: "Europe/Paris" },
    );
    for (const text of [mail.subject, mail.text, mail.html]) expect(faults(text), text).toEqual([]);
  });

  it("holds in the confirmation of the contract, with its model form and terms, text, HTML and subject", () => {
    const mail = composeContractConfirmation(
      {
        language: "fr",
        reference: 12,
        kind: "order",
        acceptedAt: new Date("2026-11-27T13:05:00Z"),
        timeZone: "Europe/Paris",
        lines: [
          { itemId: line.itemId, variantId: null, name: line.name, colorName: line.colorName, qty: 2, unitCents: 5800, madeToSpecifications: null },
          { itemId: null, variantId: null, name: "Plaid", colorName: null, qty: 1, unitCents: 12000, madeToSpecifications: "votre prénom brodé" },
        ],
        shippingCents: 900,
        totalCents: 24500,
        delivery: { method: "post", address: "Ada, 2 rue X, 75001 Paris, France", days: { min: 10, max: 12 } },
        seller: {
          country: "fr",
          name: "Anne Martin",
          individualEntrepreneur: true,
          address: "2 rue des Fleurs, 69001 Lyon",
          phone: "+33 4 12 34 56 78",
          vatNumber: null,
          vatRegime: "exempt",
          vatExemption: "TVA non applicable, art. 293 B du CGI",
          companyId: "732829320",
          registry: "RNE",
          mediator: "Médiateur X",
          host: "Hébergeur",
          paymentMeans: "Virement ; PayPal",
        },
        orderEmail: "shop@example.com",
        returns: null,
        shopName: "Filo",
        pageUrl: "https://shop.example/request/abc?lng=fr",
        termsUrl: "https://shop.example/policies/terms?lng=fr",
        termsHtml: "<h2>Vendeur</h2><p>Ces conditions s'appliquent aux ventes d'Anne Martin EI\u00a0: «\u00a0Filo\u00a0».</p>",
      },
      t,
    );
    for (const text of [mail.subject, mail.text, mail.html]) expect(faults(text), text).toEqual([]);
    expect(mail.text).toMatch(/Total\u00a0: 245,00/);
    expect(mail.text).toContain("Modèle de formulaire de rétractation");
  });
});
