import type { OrderKind, OrderStatus } from "~db/schema/orders";
import type { ReturnPolicy } from "~shared/settings-values";
import { addDays, dayInZone, endOfDayInZone } from "~/lib/dates";
import { lineWithdrawal } from "~/lib/withdrawal";
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
  /** A commission, made to the shopper's specifications (LEGAL.md §4, the exception). */
  | { kind: "excluded" }
  /** Offered for `days` from delivery; `lastDay` (YYYY-MM-DD) once the order is delivered, null while it is not. */
  | { kind: "open"; days: number; lastDay: string | null }
  /** The period ended on `lastDay`. */
  | { kind: "ended"; lastDay: string }
  /** The shopper withdrew at `at`. */
  | { kind: "withdrawn"; at: string };

/** Where a request stands with the withdrawal function at `now`. */
export function withdrawalState(
  order: { kind: OrderKind; status: OrderStatus; withdrawnAt: string | null },
  /** When the owner marked it delivered. */
  deliveredAt: string | null,
  shop: { timeZone: string; returns: Pick<ReturnPolicy, "days"> | null },
  now = new Date(),
): WithdrawalState {
  if (order.withdrawnAt) return { kind: "withdrawn", at: order.withdrawnAt };
  if (!contractStatuses.includes(order.status)) return { kind: "none" };
  const right = lineWithdrawal(order.kind === "commission" ? "commission" : "catalogue", shop.returns);
  if (right.excluded) return { kind: "excluded" };
  if (order.status !== "done" || !deliveredAt) return { kind: "open", days: right.days, lastDay: null };
  const lastDay = addDays(dayInZone(new Date(deliveredAt), shop.timeZone), right.days);
  return now <= endOfDayInZone(lastDay, shop.timeZone) ? { kind: "open", days: right.days, lastDay } : { kind: "ended", lastDay };
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

/** What a withdrawal takes back, one text per line: the accepted quote's lines, else the request's own. */
export function withdrawnPieces(
  requestLines: readonly { name: string; colorName: string | null; qty: number }[],
  quote: { state: string; lines: readonly { name: string; colorName: string | null; qty: number }[] } | null,
): string[] {
  const lines = quote?.state === "accepted" ? quote.lines : requestLines;
  return lines.map((line) => `${lineLabel(line)} × ${line.qty}`);
}
