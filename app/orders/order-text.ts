import type { Language } from "~shared/languages";
import { formatPrice } from "~/lib/money";
import { orderNumber, typeset } from "~/lib/typography";

/** One line of the order as the shopper sends it. */
export type OrderTextLine = {
  name: string;
  colorName: string | null;
  qty: number;
  lineTotal: number;
  leadTimeDays: number | null;
};

/** The translated words of the order text; the page passes them in its language. */
export type OrderTextLabels = {
  title: string;
  total: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  reference: string;
  /** e.g. "made to order, ready in about {{days}} days", already filled in per line. */
  madeToOrder: (days: number) => string;
  /** How VAT applies to the total (docs/decisions/0037). */
  vat?: string;
  /** Said once: the right of withdrawal of made-to-order pieces, or a commission's exclusion. */
  withdrawal?: string;
};

export type OrderTextInput = {
  lines: OrderTextLine[];
  total: number;
  customer: { name: string; email: string; phone?: string | null; notes?: string | null };
  /** The stored request's number, when the server has stored it. */
  reference?: number | null;
  /** Shipping to the shopper's destination, added after the pieces' total. */
  shipping?: { label: string; cost: number; totalLabel: string } | null;
  /** The shop's return policy, in sentences, after the contact details. */
  terms?: readonly string[];
  language: Language;
  labels: OrderTextLabels;
};

const separator = "-".repeat(32);

/** "Market tote (Sage)": a line's name with its colour. */
export function lineLabel(line: { name: string; colorName: string | null }): string {
  return line.colorName ? `${line.name} (${line.colorName})` : line.name;
}

/**
 * The order request as plain text (docs/product/cart-and-orders.md#order-text): a title, a separator line, one line per item with
 * its quantity and line total in euros, the total (and the shipping to the shopper's destination
 * with the total it makes), then the shopper's name, e-mail, and phone and notes when given, and
 * the shop's return policy when stated (docs/decisions/0034).
 */
export function orderText({ lines, total, customer, reference, language, labels, shipping, terms }: OrderTextInput): string {
  const money = (amount: number) => formatPrice(amount, language);
  const out = [reference ? `${labels.title} ${orderNumber(reference, language)}` : labels.title, separator];
  for (const line of lines) {
    const madeToOrder = line.leadTimeDays ? ` — ${labels.madeToOrder(line.leadTimeDays)}` : "";
    out.push(`${lineLabel(line)} x ${line.qty} — ${money(line.lineTotal)}${madeToOrder}`);
  }
  out.push(separator, `${labels.total}: ${money(total)}`);
  if (shipping) out.push(`${shipping.label}: ${money(shipping.cost)}`, `${shipping.totalLabel}: ${money(total + shipping.cost)}`);
  if (labels.vat) out.push(labels.vat);
  if (labels.withdrawal) out.push(labels.withdrawal);
  out.push("");
  if (reference) out.push(`${labels.reference}: ${orderNumber(reference, language)}`);
  out.push(`${labels.name}: ${customer.name.trim()}`, `${labels.email}: ${customer.email.trim()}`);
  if (customer.phone?.trim()) out.push(`${labels.phone}: ${customer.phone.trim()}`);
  if (customer.notes?.trim()) out.push(`${labels.notes}: ${customer.notes.trim()}`);
  if (terms?.length) out.push("", ...terms);
  return typeset(out.join("\n"), language);
}

/**
 * Past about 2,000 characters some mail programs and Windows cut or refuse a mailto: link; its
 * encoded body is kept under this many (docs/decisions/0034).
 */
export const mailtoBodyLimit = 1_800;

export type ShortOrderTextInput = Pick<OrderTextInput, "lines" | "total" | "customer" | "reference" | "language" | "shipping"> & {
  labels: Pick<OrderTextLabels, "title" | "total" | "name" | "email" | "phone" | "reference"> & {
    pieces: string;
    fullListOnClipboard: string;
  };
};

/**
 * The order in a few lines, for an e-mail whose full text would make its link too long: the
 * reference, the number of pieces, the total, the shopper's contact data, and where the full list
 * is (the clipboard, the page having copied it there).
 */
export function shortOrderText({ lines, total, customer, reference, language, labels, shipping }: ShortOrderTextInput): string {
  const money = (amount: number) => formatPrice(amount, language);
  const pieces = lines.reduce((sum, line) => sum + line.qty, 0);
  const out = [reference ? `${labels.title} ${orderNumber(reference, language)}` : labels.title, separator];
  if (reference) out.push(`${labels.reference}: ${orderNumber(reference, language)}`);
  out.push(`${labels.pieces}: ${pieces}`, `${labels.total}: ${money(total)}`);
  if (shipping) out.push(`${shipping.label}: ${money(shipping.cost)}`, `${shipping.totalLabel}: ${money(total + shipping.cost)}`);
  out.push("", `${labels.name}: ${customer.name.trim()}`, `${labels.email}: ${customer.email.trim()}`);
  if (customer.phone?.trim()) out.push(`${labels.phone}: ${customer.phone.trim()}`);
  out.push("", labels.fullListOnClipboard, separator);
  return typeset(out.join("\n"), language);
}

/** The body as a mailto: link carries it: line breaks as CRLF, every reserved character escaped. */
export function encodedMailtoBody(body: string): string {
  return encodeURIComponent(body.replace(/\r?\n/g, "\r\n"));
}

/** A mailto: link with a subject and body, encoded so every mail program reads it alike. */
export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${encodeURIComponent(to).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}&body=${encodedMailtoBody(body)}`;
}
