import { lineLabel } from "../order-text";
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

export const csvColumns = [
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
] as const;

const cents = (amount: number) => amount.toFixed(2);

/** The requests as CSV, one row each; the lines read "Tote (Sage) x 2 @ 45.00 = 90.00", one per line of the cell. */
export function ordersCsv(orders: AdminOrder[]): string {
  const rows = orders.map((order) => [
    order.reference,
    order.createdAt,
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
  ]);
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (accented names).
  return `\uFEFF${[csvColumns, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
