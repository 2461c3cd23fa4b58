import type { OrderKind, OrderStatus } from "~db/schema/orders";
import type { ReturnPolicy } from "~shared/settings-values";
import { addDays, dayInZone, endOfDayInZone } from "~/lib/dates";
import { contractLineKind, lineWithdrawal, withdrawalDays } from "~/lib/withdrawal";
import { lineLabel } from "~/orders/order-text";

/*
 * The withdrawal function's period (docs/product/cart-and-orders.md#withdrawal-function, decision
 * 0069, LEGAL.md §4–§5): 14 days from delivery, or the owner's longer period (decision 0067), which
 * the shop knows only when the owner marks the order delivered ("done"). Until then the period has not started running, so the function stays
 * offered from the moment the shopper accepts the quote; once delivered, it stays until the end of
 * the 14th day after, on the shop's clock. Pure, so the page, the server and the tests agree.
 */

/** Days the owner has to refund after a withdrawal (LEGAL.md §4). */
const refundDays = 14;

/** The statuses in which a contract stands: the quote accepted, confirmed, delivered. */
const contractStatuses: readonly OrderStatus[] = ["accepted", "confirmed", "done"];

export type WithdrawalState =
  /** No contract yet (or no longer one): nothing to withdraw from. */
  | { kind: "none" }
  /** Every line made to the shopper's specifications (LEGAL.md §4, the exception). */
  | { kind: "excluded" }
  /** Offered for `days` from delivery; `lastDay` (YYYY-MM-DD) once the order is delivered, null while it is not. */
  | { kind: "open"; days: number; lastDay: string | null }
  /** The period ended on `lastDay`. */
  | { kind: "ended"; lastDay: string }
  /** The shopper withdrew at `at`. */
  | { kind: "withdrawn"; at: string };

/** A line of the accepted quote, or of the request when there is none. */
type PieceLine = { name: string; colorName: string | null; qty: number; madeToSpecifications?: string | null };

/** The request's last quote, as the page and the server read it. */
type LastQuote = { state: string; lines: readonly PieceLine[] } | null;

/**
 * The contract's lines a shopper can withdraw from: the accepted quote's lines not made to their
 * specifications (LEGAL.md §4; a line stored before the owner could say so follows the request's
 * kind). Without an accepted quote, the request's own lines, unless it is a commission.
 */
function withdrawableLines(order: { kind: OrderKind; lines: readonly PieceLine[] }, quote: LastQuote): readonly PieceLine[] {
  const kind = contractLineKind(order.kind);
  const lines = quote?.state === "accepted" ? quote.lines : order.lines;
  return lines.filter((line) => !lineWithdrawal({ kind, madeToSpecifications: line.madeToSpecifications }, null).excluded);
}

/**
 * Where a request stands with the withdrawal function at `now`: excluded when every line of the
 * contract is made to the shopper's specifications; open when at least one line keeps the right.
 */
export function withdrawalState(
  order: { kind: OrderKind; status: OrderStatus; withdrawnAt: string | null; lines: readonly PieceLine[] },
  quote: LastQuote,
  /** When the owner marked it delivered. */
  deliveredAt: string | null,
  shop: { timeZone: string; returns: Pick<ReturnPolicy, "days"> | null },
  now = new Date(),
): WithdrawalState {
  if (order.withdrawnAt) return { kind: "withdrawn", at: order.withdrawnAt };
  if (!contractStatuses.includes(order.status)) return { kind: "none" };
  if (!withdrawableLines(order, quote).length) return { kind: "excluded" };
  const days = withdrawalDays(shop.returns);
  if (order.status !== "done" || !deliveredAt) return { kind: "open", days, lastDay: null };
  const lastDay = addDays(dayInZone(new Date(deliveredAt), shop.timeZone), days);
  return now <= endOfDayInZone(lastDay, shop.timeZone) ? { kind: "open", days, lastDay } : { kind: "ended", lastDay };
}

/** The last day (YYYY-MM-DD, shop's clock) the owner has to refund a withdrawal made at `withdrawnAt`. */
export function refundDeadline(withdrawnAt: string, timeZone: string): string {
  return addDays(dayInZone(new Date(withdrawnAt), timeZone), refundDays);
}

/**
 * When the owner marked the order delivered, from its history (oldest first): "done" is final, so
 * the first entry in it; later ones (a message) do not move the start of the period.
 */
export function deliveredAt(history: readonly { status: OrderStatus; at: string }[]): string | null {
  return history.find((entry) => entry.status === "done")?.at ?? null;
}

/** What a withdrawal takes back, one text per line: the lines of the contract that keep the right. */
export function withdrawnPieces(order: { kind: OrderKind; lines: readonly PieceLine[] }, quote: LastQuote): string[] {
  return withdrawableLines(order, quote).map((line) => `${lineLabel(line)} × ${line.qty}`);
}
