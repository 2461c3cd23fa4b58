import { defaultTimeZone, isoInZone } from "~/lib/dates";
import { lineLabel } from "~/orders/order-text";
import type { AdminOrder } from "./order-admin";

/**
 * A CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell that a
 * spreadsheet would read as a formula (starting with = + - @, or a tab or carriage return before
 * one) gets a leading apostrophe, so that a shopper's text never runs as a formula.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvColumns = [
  "reference",
  "created_at",
  "kind",
  "status",
  "language",
  "name",
  "email",
  "phone",
  "notes",
  "lines",
  "total",
  "quote_total",
  "history",
] as const;

/** What the export adds of each request's conversation (docs/decisions/0035): its last quote's total and its history. */
export type CsvConversation = { quoteTotalCents: number | null; history: { at: string; actor: string; event: string; status: string }[] };

const cents = (amount: number) => amount.toFixed(2);

/**
 * The requests as CSV, one row each; the lines read "Tote (Sage) x 2 @ 45.00 = 90.00", one per line of the cell.
 * Times are the shop's local time with their offset, "2026-11-27T08:20:00+01:00" (docs/decisions/0055).
 */
export function ordersCsv(
  orders: AdminOrder[],
  conversations: Map<string, CsvConversation> = new Map(),
  timeZone: string = defaultTimeZone,
): string {
  const rows = orders.map((order) => [
    order.reference,
    isoInZone(order.createdAt, timeZone),
    order.kind,
    order.status,
    order.language,
    order.customerName,
    order.customerEmail,
    order.phone,
    order.notes,
    order.lines
      .map((line) => `${lineLabel(line)} x ${line.qty} @ ${cents(line.unitPrice)} = ${cents(line.lineTotal)}`)
      .join("\n"),
    cents(order.total),
    conversationCells(conversations.get(order.id), timeZone).quoteTotal,
    conversationCells(conversations.get(order.id), timeZone).history,
  ]);
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (accented names).
  return `\uFEFF${[csvColumns, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** The last quote's total in euros, and the history one step a line: "2026-02-01T11:00:00+01:00 owner quoteSent quoted". */
function conversationCells(
  conversation: CsvConversation | undefined,
  timeZone: string,
): { quoteTotal: string | null; history: string } {
  if (!conversation) return { quoteTotal: null, history: "" };
  return {
    quoteTotal: conversation.quoteTotalCents === null ? null : (conversation.quoteTotalCents / 100).toFixed(2),
    history: conversation.history.map((h) => `${isoInZone(h.at, timeZone)} ${h.actor} ${h.event} ${h.status}`).join("\n"),
  };
}
