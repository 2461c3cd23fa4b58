import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { CartLine } from "~/shop/cart";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { it as italian } from "~/i18n/locales/it";
import { orderKinds } from "~db/schema/orders";
import { orderFormKinds, orderRequestInputSchema } from "./order-form";
import { composeOrderMessage, contactValues, problemMessages } from "./order-message";

const t = createPageI18n("en", en).t;
const tote = "0d3c7a8e-5b1f-4c2a-9e6d-1f2a3b4c5d6e";
const sage = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const scarf = "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e";

const lines: CartLine[] = [
  {
    id: tote,
    slug: "market-tote",
    name: "Market tote",
    price: 45,
    stock: 3,
    image: null,
    alt: "Market tote",
    description: "",
    tags: [],
    selectedColorId: sage,
    colorName: "Sage",
    colorHex: "#9caf88",
    leadTimeDays: null,
    qty: 2,
  },
  {
    id: scarf,
    slug: "chunky-scarf",
    name: "Chunky scarf",
    price: 19.99,
    stock: 2,
    image: null,
    alt: "Chunky scarf",
    description: "",
    tags: [],
    selectedColorId: null,
    colorName: null,
    colorHex: null,
    leadTimeDays: 7,
    qty: 1,
  },
];
const customer = { name: "Ada", email: "ada@example.com", phone: "", notes: "Gift wrap" };

describe("composeOrderMessage (docs/product/cart-and-orders.md#order-text)", () => {
  it("writes a stored request from the server's lines, with its reference in the text and the subject", () => {
    const message = composeOrderMessage({
      kind: "order",
      stored: {
        reference: 1042,
        total: 49.5,
        lines: [{ itemId: tote, variantId: sage, slug: "market-tote", name: "Borsa", colorName: "Salvia", unitPrice: 49.5, qty: 1, lineTotal: 49.5, leadTimeDays: null }],
      },
      lines,
      customer,
      language: "en",
      shopEmail: "shop@example.com",
      t,
    });
    expect(message.reference).toBe(1042);
    expect(message.text.split("\n")[0]).toBe("Order request #1042");
    expect(message.text).toContain("\nReference: #1042\n");
    expect(message.text).toContain("Borsa (Salvia) x 1 — €49.50");
    expect(message.text).toContain("Total: €49.50");
    expect(message.text).toContain("Notes: Gift wrap");
    expect(message.mailto).toMatch(/^mailto:shop@example\.com\?subject=Order%20request%20%231042&body=/);
  });

  it("writes an unsaved request from the cart, with the lead time, the VAT wording, the made-to-order piece's right of withdrawal and no reference", () => {
    const message = composeOrderMessage({
      kind: "order",
      stored: null,
      lines,
      customer,
      language: "en",
      shopEmail: "shop@example.com",
      vatNote: "VAT included",
      t,
    });
    expect(message.reference).toBeNull();
    expect(message.text.split("\n")).toEqual([
      "Order request",
      "--------------------------------",
      "Market tote (Sage) x 2 — €90.00",
      "Chunky scarf x 1 — €19.99 — made to order, ready in about 7 days",
      "--------------------------------",
      "Total: €109.99",
      "VAT included",
      "Made-to-order pieces included: you can withdraw within 14 days of delivery.",
      "",
      "Name: Ada",
      "Email: ada@example.com",
      "Notes: Gift wrap",
    ]);
    expect(message.mailto).toContain("subject=Order%20request&");
  });

  it("titles a commission as such, in the page's language", () => {
    const message = composeOrderMessage({
      kind: "commission",
      stored: null,
      lines: [{ ...lines[0], qty: 1 }],
      customer,
      language: "fr",
      shopEmail: "shop@example.com",
      t: createPageI18n("fr", fr).t,
    });
    expect(message.text.split("\n")[0]).toBe("Demande de création sur mesure");
    // Made to the shopper's specifications: the exclusion and its reason, never a withdrawal period.
    expect(message.text).toContain(
      "Une pièce réalisée à votre demande est confectionnée selon vos spécifications : le droit de rétractation ne s'applique donc pas (Code de la consommation, art. L221-28 3°).",
    );
    expect(message.text).not.toMatch(/14\sjours/);
    // French puts a no-break space before the colon the text joins (docs/product/style-fr.md).
    expect(message.text).toContain("Remarques\u00a0: Gift wrap");
  });
});

describe("composeOrderMessage with the shop's shipping and returns", () => {
  const terms = {
    shipping: {
      handlingDays: 2,
      destinations: {
        it: { rate: 6, freeOver: 100, transitMinDays: 1, transitMaxDays: 3 },
        eu: { rate: 14.5, freeOver: null, transitMinDays: 3, transitMaxDays: 7 },
        world: { rate: 25, freeOver: null, transitMinDays: 7, transitMaxDays: 20 },
      },
    },
    returns: { days: 30, paidBy: "shop" as const },
  };

  it("adds the shipping to the chosen destination, the total with it, and the return policy", () => {
    const message = composeOrderMessage({
      kind: "order",
      stored: null,
      lines,
      customer,
      language: "en",
      shopEmail: "shop@example.com",
      t,
      terms: { ...terms, destination: "eu" },
    });
    const text = message.text.split("\n");
    expect(text.slice(5, 8)).toEqual(["Total: €109.99", "Shipping (European Union): €14.50", "Total with shipping: €124.49"]);
    // One piece is made to order: it keeps the right, for the owner's 30 days.
    expect(text).toContain("Made-to-order pieces included: you can withdraw within 30 days of delivery.");
    expect(text.slice(-2)).toEqual([
      "You can withdraw and send a piece back within 30 days of delivery, without giving a reason, made-to-order pieces included.",
      "I pay the cost of sending it back.",
    ]);
  });

  it("states a commission's exclusion instead of the return policy", () => {
    const message = composeOrderMessage({
      kind: "commission",
      stored: null,
      lines: [{ ...lines[0], qty: 1 }],
      customer,
      language: "it",
      shopEmail: "shop@example.com",
      t: createPageI18n("it", italian).t,
      terms: { ...terms, destination: "it" },
    });
    expect(message.text).toContain(
      "Un pezzo fatto su tua richiesta è confezionato secondo le tue indicazioni, perciò il diritto di recesso non si applica (Codice del consumo, art. 59, comma 1, lett. c). La garanzia legale resta.",
    );
    expect(message.text).not.toContain("recedere");
    // The exclusion is the last word: no return policy follows it.
    expect(message.text.trimEnd().split("\n").at(-1)).toBe(`Note: ${customer.notes}`);
  });

  it("ships free from the threshold, and states no shipping without a destination", () => {
    const free = composeOrderMessage({ kind: "order", stored: null, lines, customer, language: "en", shopEmail: "s@example.com", t, terms: { ...terms, destination: "it" } });
    expect(free.text).toContain("Shipping (Italy): €0.00\nTotal with shipping: €109.99");
    const none = composeOrderMessage({ kind: "order", stored: null, lines, customer, language: "en", shopEmail: "s@example.com", t, terms: { ...terms, destination: null } });
    expect(none.text).not.toContain("Shipping");
  });

  it("states no shipping to a destination the shop does not ship to", () => {
    const italyOnly = { ...terms, shipping: { ...terms.shipping, destinations: { ...terms.shipping.destinations, eu: null, world: null } } };
    const message = composeOrderMessage({ kind: "order", stored: null, lines, customer, language: "en", shopEmail: "s@example.com", t, terms: { ...italyOnly, destination: "eu" } });
    expect(message.text).not.toContain("Shipping");
  });

  it("states no shipping while the shop has set none, whatever destination is chosen", () => {
    const message = composeOrderMessage({ kind: "order", stored: null, lines, customer, language: "en", shopEmail: "s@example.com", t, terms: { ...terms, shipping: null, destination: "it" } });
    expect(message.text).not.toContain("Shipping");
    expect(message.text).toContain("Total: €109.99");
  });
});

describe("problemMessages", () => {
  it("names each refused line and says why", () => {
    expect(
      problemMessages(
        [
          { itemId: tote, variantId: sage, reason: "stock", available: 1 },
          { itemId: scarf, variantId: null, reason: "price", price: 24 },
          { itemId: tote, variantId: sage, reason: "stock", available: 0 },
          { itemId: scarf, variantId: null, reason: "unavailable" },
          { itemId: scarf, variantId: sage, reason: "unavailable" },
        ],
        lines,
        "en",
        t,
      ),
    ).toEqual([
      "Market tote (Sage): only 1 left",
      "Chunky scarf: the price is now €24.00",
      "Market tote (Sage): sold out",
      "Chunky scarf: no longer available",
    ]);
  });
});

describe("contactValues", () => {
  it("reads each contact field as typed, and an absent one as empty", () => {
    const form = new FormData();
    form.set("name", " Ada ");
    form.set("email", "ada@example.com");
    form.set("phone", "+39 333 1234567");
    form.set("notes", "Gift wrap");
    expect(contactValues(form)).toEqual({ name: " Ada ", email: "ada@example.com", phone: "+39 333 1234567", notes: "Gift wrap" });
    expect(contactValues(new FormData())).toEqual({ name: "", email: "", phone: "", notes: "" });
  });
});

describe("the order form's messages (docs/product/cart-and-orders.md#order-form)", () => {
  it("knows the kinds of order request the database knows", () => {
    expect([...orderFormKinds]).toEqual([...orderKinds]);
  });

  function errors(fields: Record<string, string>) {
    const formData = new FormData();
    for (const [name, value] of Object.entries({ "lines[0].itemId": tote, "lines[0].qty": "1", ...fields })) formData.set(name, value);
    const submission = parseWithZod(formData, { schema: orderRequestInputSchema });
    return submission.status === "error" ? submission.error : null;
  }

  it("asks for a name of at least 2 characters and a valid email, also when the fields are left empty", () => {
    expect(errors({})).toMatchObject({ name: ["order.nameRequired"], email: ["order.emailInvalid"] });
    expect(errors({ name: " A ", email: "ada@" })).toMatchObject({ name: ["order.nameRequired"], email: ["order.emailInvalid"] });
    expect(errors({ name: "Ada", email: "ada@example.com" })).toBeNull();
  });

  it("reads the lines the dialog sends: no colour, numbers, the price seen", () => {
    const formData = new FormData();
    for (const [name, value] of Object.entries({ name: "Ada", email: "ada@example.com", "lines[0].itemId": tote, "lines[0].qty": "2", "lines[0].unitPrice": "45.5" })) {
      formData.set(name, value);
    }
    const submission = parseWithZod(formData, { schema: orderRequestInputSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value.lines).toEqual([{ itemId: tote, variantId: null, qty: 2, unitPrice: 45.5 }]);
      expect(submission.value.kind).toBe("order");
      expect(contactValues(formData)).toEqual({ name: "Ada", email: "ada@example.com", phone: "", notes: "" });
    }
  });
});

describe("composeOrderMessage for a long cart", () => {
  const many: CartLine[] = Array.from({ length: 50 }, (_, i) => ({ ...lines[0], id: `${i}`, name: `Granny square blanket no. ${i + 1}`, qty: 1 + (i % 2) }));
  const body = (mailto: string) => decodeURIComponent(new URL(mailto).searchParams.get("body") ?? "");

  it("keeps the e-mail link short with the reference, pieces, total and contact data, and the full text for the clipboard", () => {
    const message = composeOrderMessage({
      kind: "order",
      stored: null,
      lines: many,
      customer: { ...customer, phone: "+39 055 123" },
      language: "en",
      shopEmail: "shop@example.com",
      t,
    });
    expect(message.mailto.length).toBeLessThan(2_000);
    expect(message.text).toContain("Granny square blanket no. 50 (Sage) x 2");
    expect(body(message.mailto).split("\r\n")).toEqual([
      "Order request",
      "--------------------------------",
      "Pieces: 75",
      `Total: ${message.text.match(/^Total: (.*)$/m)?.[1]}`,
      "",
      "Name: Ada",
      "Email: ada@example.com",
      "Phone: +39 055 123",
      "",
      "The full list of pieces is on your clipboard: please paste it below this line.",
      "--------------------------------",
    ]);
  });

  it("keeps the full text in the link while it is short enough", () => {
    const message = composeOrderMessage({ kind: "order", stored: null, lines, customer, language: "en", shopEmail: "shop@example.com", t });
    expect(body(message.mailto)).toBe(message.text.replace(/\n/g, "\r\n"));
  });
});
