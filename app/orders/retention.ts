import type { OrderEvent, OrderStatus, QuoteState } from "~db/schema/orders";

/*
 * How long a request that never became a sale is kept (docs/product/cart-and-orders.md#how-long-requests-are-kept,
 * LEGAL.md §10, decision 0076): twelve months after its last activity. A request that became a
 * contract is a record of a sale and stays, even when it was later cancelled or withdrawn from,
 * because tax law asks the owner to keep it. Pure, so that the daily job and the tests read the
 * same rule.
 */

/** Months a request that never became a sale is kept after its last activity, as the privacy page says. */
export const unpurchasedRequestMonths = 12;

/** The statuses that are, or follow, a contract: a shopper's accepted quote, or the owner's confirmation. */
export const contractStatuses: readonly OrderStatus[] = ["accepted", "confirmed", "done"];

/** Steps that happen only once there is a contract: the confirmation sent, a withdrawal, a shipment. */
export const contractEvents: readonly OrderEvent[] = ["quoteAccepted", "confirmationSent", "withdrawn", "shipped"];

/** The statuses a request can be in without ever having become a contract: the only ones the job looks at. */
export const statusesWithoutContract: readonly OrderStatus[] = ["new", "contacted", "quoted", "declined", "cancelled"];

/** What the rule reads of a stored request. */
export type StoredRequestActivity = {
  status: OrderStatus;
  updatedAt: Date;
  withdrawnAt: Date | null;
  shippedAt: Date | null;
  history: readonly { event: OrderEvent; status: OrderStatus; at: Date }[];
  latestMessageAt: Date | null;
  quotes: readonly { state: QuoteState; stockTaken: boolean }[];
};

/**
 * Whether the request ever became a contract. A cancelled request without any history is counted
 * as one: it was cancelled before the history was kept (migration 0008), so it may have been
 * confirmed first, and a sale record must not be lost on a guess.
 */
export function becameContract(request: StoredRequestActivity): boolean {
  return (
    !statusesWithoutContract.includes(request.status) ||
    request.withdrawnAt !== null ||
    request.shippedAt !== null ||
    request.history.some((entry) => contractStatuses.includes(entry.status) || contractEvents.includes(entry.event)) ||
    request.quotes.some((quote) => quote.state === "accepted" || quote.stockTaken) ||
    (request.status === "cancelled" && request.history.length === 0)
  );
}

/** The latest moment anyone touched the request: its own row, a step of its history, or a message. */
export function lastActivity(request: StoredRequestActivity): Date {
  const times = [request.updatedAt, request.latestMessageAt, ...request.history.map((entry) => entry.at)];
  return new Date(Math.max(...times.filter((time): time is Date => time !== null).map((time) => time.getTime())));
}

/** The moment before which a request's last activity makes it old enough: the same day and time, twelve months earlier. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - unpurchasedRequestMonths);
  return cutoff;
}

/** Whether the request is one the privacy page promises to delete by `now`. */
export function isExpiredWithoutPurchase(request: StoredRequestActivity, now: Date): boolean {
  return !becameContract(request) && lastActivity(request) < retentionCutoff(now);
}
