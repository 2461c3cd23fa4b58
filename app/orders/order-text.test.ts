import { describe, expect, it } from "vitest";
import { mailtoHref, orderText, type OrderTextLabels, shortOrderText } from "./order-text";

const labels: OrderTextLabels = {
  title: "Order request",
  total: "Total",
  name: "Name",
  email: "Email",
  phone: "Phone",
  notes: "Notes",
  reference: "Reference",
  madeToOrder: (days) => `made to order, ready in about ${days} days`,
};

const lines = [
  { name: "Market tote", colorName: "Sage", qty: 2, lineTotal: 90, leadTimeDays: null },
  { name: "Beanie", colorName: null, qty: 1, lineTotal: 28.5, leadTimeDays: 10 },
];

describe("orderText (docs/product/cart-and-orders.md#order-text)", () => {
  it("has the title, a separator, a line per item, the total and the contact fields", () => {
    const text = orderText({
      lines,
      total: 118.5,
      customer: { name: " Ada ", email: "ada@example.com", phone: "  ", notes: "  " },
      language: "en",
      labels,
    });
    expect(text.split("\n")).toEqual([
      "Order request",
      "--------------------------------",
      "Market tote (Sage) x 2 — €90.00",
      "Beanie x 1 — €28.50 — made to order, ready in about 10 days",
      "--------------------------------",
      "Total: €118.50",
      "",
      "Name: Ada",
      "Email: ada@example.com",
    ]);
  });

  it("adds phone, notes and the stored reference when there are some", () => {
    const text = orderText({
      lines: lines.slice(0, 1),
      total: 90,
      customer: { name: "Ada", email: "ada@example.com", phone: "+39 333 1234567", notes: "Gift wrap, please" },
      reference: 1042,
      language: "it",
      labels,
    });
    // The reference as Italian writes it (docs/product/style-it.md).
    expect(text).toContain("Order request n. 1042");
    expect(text).toContain("Reference: n. 1042");
    expect(text).toContain("Phone: +39 333 1234567");
    expect(text).toContain("Notes: Gift wrap, please");
    // Euros with 2 decimals, written the Italian way.
    expect(text).toMatch(/Market tote \(Sage\) x 2 — 90,00\s€/);
  });
});

describe("orderText with shipping and the return policy (docs/decisions/0034)", () => {
  it("adds the shipping and the total it makes, trims the contact fields and ends with the policy", () => {
    const text = orderText({
      lines: lines.slice(0, 1),
      total: 90,
      customer: { name: "Ada", email: " ada@example.com ", phone: " +39 333 1234567 ", notes: " Gift wrap " },
      language: "en",
      labels,
      shipping: { label: "Shipping to Italy", cost: 7.5, totalLabel: "Total with shipping" },
      terms: ["Returns within 14 days.", "Write before sending."],
    });
    expect(text.split("\n")).toEqual([
      "Order request",
      "--------------------------------",
      "Market tote (Sage) x 2 — €90.00",
      "--------------------------------",
      "Total: €90.00",
      "Shipping to Italy: €7.50",
      "Total with shipping: €97.50",
      "",
      "Name: Ada",
      "Email: ada@example.com",
      "Phone: +39 333 1234567",
      "Notes: Gift wrap",
      "",
      "Returns within 14 days.",
      "Write before sending.",
    ]);
  });
});

describe("shortOrderText (docs/decisions/0034: a mailto link under its limit)", () => {
  const shortLabels = { ...labels, pieces: "Pieces", fullListOnClipboard: "The full list is on your clipboard." };

  it("gives the reference, the pieces, the totals, the trimmed contact and where the full list is", () => {
    const text = shortOrderText({
      lines,
      total: 118.5,
      customer: { name: " Ada ", email: " ada@example.com ", phone: " +39 333 1234567 " },
      reference: 1042,
      language: "en",
      labels: shortLabels,
      shipping: { label: "Shipping to Italy", cost: 7.5, totalLabel: "Total with shipping" },
    });
    expect(text.split("\n")).toEqual([
      "Order request #1042",
      "--------------------------------",
      "Reference: #1042",
      "Pieces: 3",
      "Total: €118.50",
      "Shipping to Italy: €7.50",
      "Total with shipping: €126.00",
      "",
      "Name: Ada",
      "Email: ada@example.com",
      "Phone: +39 333 1234567",
      "",
      "The full list is on your clipboard.",
      "--------------------------------",
    ]);
  });

  it("leaves out the reference, the shipping and a blank or missing phone when there are none", () => {
    const text = shortOrderText({
      lines: lines.slice(1),
      total: 28.5,
      customer: { name: "Ada", email: "ada@example.com", phone: "  " },
      language: "en",
      labels: shortLabels,
    });
    expect(text.split("\n")).toEqual([
      "Order request",
      "--------------------------------",
      "Pieces: 1",
      "Total: €28.50",
      "",
      "Name: Ada",
      "Email: ada@example.com",
      "",
      "The full list is on your clipboard.",
      "--------------------------------",
    ]);
    const withoutPhone = shortOrderText({
      lines: lines.slice(1),
      total: 28.5,
      customer: { name: "Ada", email: "ada@example.com" },
      language: "en",
      labels: shortLabels,
    });
    expect(withoutPhone).toBe(text);
  });
});

describe("mailtoHref", () => {
  it("encodes subject and body, with CRLF line breaks", () => {
    const href = mailtoHref("shop@example.com", "Richiesta d'ordine & co", "a\nb");
    expect(href).toBe("mailto:shop@example.com?subject=Richiesta%20d'ordine%20%26%20co&body=a%0D%0Ab");
  });

  it("states how VAT applies after the total, then the word on withdrawal the page gives", () => {
    const text = orderText({
      lines,
      total: 118.5,
      customer: { name: "Ada", email: "ada@example.com" },
      language: "en",
      labels: { ...labels, vat: "VAT included", withdrawal: "Made-to-order pieces included: you can withdraw within 14 days of delivery." },
    });
    expect(text.split("\n").slice(5, 9)).toEqual([
      "Total: €118.50",
      "VAT included",
      "Made-to-order pieces included: you can withdraw within 14 days of delivery.",
      "",
    ]);
    // No word given (every piece is in stock): nothing more is said.
    const inStock = orderText({
      lines: lines.slice(0, 1),
      total: 90,
      customer: { name: "Ada", email: "ada@example.com" },
      language: "en",
      labels: { ...labels, vat: "TVA non applicable, art. 293 B du CGI" },
    });
    expect(inStock).toContain("Total: €90.00\nTVA non applicable, art. 293 B du CGI\n\n");
    expect(inStock).not.toContain("withdrawal");
  });
});
