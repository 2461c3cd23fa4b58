import { z } from "zod";
import { listHref, queryChoice, queryText } from "~/components/back-office/list-filters";
import { pageParam } from "~/components/back-office/page-window";
import { readTypedDay } from "~/lib/dates";
import { buttonTargets } from "~/orders/conversation/status-machine";
import type { DeliveryChoice, OrderKind, OrderLine, OrderStatus } from "~db/schema/orders";

/* The admin Orders pages' rows, filter and status flow (docs/product/back-office.md#orders), shared by the pages and the server. */

export type { OrderStatus };

/**
 * The statuses of db/schema/orders.ts, written out: importing them from there would bring the
 * database schema into the browser. A unit test keeps the two lists equal.
 */
export const orderStatuses = [
  "new",
  "contacted",
  "quoted",
  "accepted",
  "declined",
  "confirmed",
  "done",
  "cancelled",
] as const satisfies readonly OrderStatus[];

/** A stored request as the back office shows it. */
export type AdminOrder = {
  id: string;
  reference: number;
  kind: OrderKind;
  status: OrderStatus;
  customerName: string;
  customerEmail: string;
  phone: string | null;
  notes: string | null;
  language: string;
  lines: OrderLine[];
  total: number;
  createdAt: string;
  /** The key of the shopper's page /request/{token}. */
  token: string;
  lastMessageAt: string | null;
  /** The last e-mail to the shopper that could not be sent. */
  mailProblem: string | null;
  /** When the shopper withdrew from the contract (docs/product/cart-and-orders.md#withdrawal-function). */
  withdrawnAt: string | null;
  /** The name and the address for the acknowledgement the shopper gave when withdrawing. */
  withdrawalName: string | null;
  withdrawalEmail: string | null;
  /** Where the shopper wants the pieces: posted to an address, or collected; null until they say. */
  delivery: DeliveryChoice | null;
  /** How to pay, as the owner wrote it for this request (docs/product/cart-and-orders.md#payment-instructions). */
  paymentInstructions: string | null;
  /** The carrier and tracking number given on shipping, and when it was shipped or made ready to collect. */
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
};

/** A request as the list shows it: no lines, notes or key to the shopper's page. */
export type OrderListRow = Pick<
  AdminOrder,
  "id" | "reference" | "kind" | "status" | "customerName" | "customerEmail" | "createdAt" | "lastMessageAt" | "withdrawnAt"
> & {
  /** What was agreed: the accepted quote's total, else the request's (docs/product/back-office.md#orders). */
  agreedTotal: number;
  agreedFrom: "quote" | "request";
  /** The shopper wrote after the owner's last step: the request waits for her whatever its status. */
  unansweredMessage: boolean;
};

/** Twenty requests a page: the list stays quick however many have come in. */
export const ordersPageSize = 20;

/**
 * Where the status buttons may move a request from each status (the status machine's owner steps,
 * app/orders/conversation/status-machine.ts). Confirming takes the pieces off stock and cancelling
 * a confirmed request puts them back, so "done" (delivered) is final and a cancelled request can
 * only be opened again as new.
 */
export const nextStatuses = orderStatuses.reduce(
  (targets, status) => ({ ...targets, [status]: buttonTargets(status) }),
  {} as Record<OrderStatus, readonly OrderStatus[]>,
);

/** A date field of the filter: what the owner typed, and the day it names when it names one. */
export type TypedDay = { typed: string; day: string | undefined };

/** The list's filter (docs/product/back-office.md#list-filters), as the URL carries it. */
export type OrdersQuery = {
  status: OrderStatus | undefined;
  /** A name, an e-mail address or a reference (#1042), folded like the catalog's search. */
  search: string;
  from: TypedDay;
  to: TypedDay;
  page: number;
};

function typedDay(searchParams: URLSearchParams, name: string): TypedDay {
  // A day is at most "2026-11-27" with spaces around; anything longer is no day, kept short to show back.
  const typed = queryText(searchParams, name, 20);
  return { typed, day: typed ? readTypedDay(typed) : undefined };
}

/**
 * The list's filter from the URL (?status=…&q=…&from=…&to=…&page=…): an unknown status means all,
 * a date that names no day is kept as typed, to be shown with its message, and filters nothing.
 * A range typed the wrong way round is read the right way round.
 */
export function ordersQuery(searchParams: URLSearchParams): OrdersQuery {
  let from = typedDay(searchParams, "from");
  let to = typedDay(searchParams, "to");
  if (from.day && to.day && from.day > to.day) [from, to] = [to, from];
  return {
    status: queryChoice(searchParams, "status", orderStatuses),
    search: queryText(searchParams, "q"),
    from,
    to,
    page: pageParam(searchParams),
  };
}

/** Whether the list is narrowed by more than its status: the per-status counts no longer describe it. */
export const searchedOrDated = (query: Partial<Pick<OrdersQuery, "search" | "from" | "to">>) =>
  Boolean(query.search || query.from?.day || query.to?.day);

/** The address of the list (or its export) with the query's filters and a page; defaults stay out. */
export function ordersHref(query: Omit<OrdersQuery, "page">, page = 1, path = "/admin/orders"): string {
  return listHref(path, { status: query.status, q: query.search, from: query.from.typed, to: query.to.typed, page });
}

const status = z.enum(orderStatuses);
export const changeStatusSchema = z.object({ from: status, to: status });
