import { z } from "zod";
import { pageParam } from "~/components/back-office/page-window";
import { buttonTargets } from "~/orders/conversation/status-machine";
import type { OrderKind, OrderLine, OrderStatus } from "~db/schema/orders";

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
};

/** A request as the list shows it: no lines, notes or key to the shopper's page. */
export type OrderListRow = Pick<
  AdminOrder,
  "id" | "reference" | "kind" | "status" | "customerName" | "customerEmail" | "createdAt" | "lastMessageAt"
> & {
  /** What was agreed: the accepted quote's total, else the request's (docs/product/back-office.md#orders). */
  agreedTotal: number;
  agreedFrom: "quote" | "request";
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

/** The list's filter from the URL (?status=…&page=…); anything unknown means all, page 1. */
export function ordersQuery(searchParams: URLSearchParams): { status: OrderStatus | undefined; page: number } {
  const status = orderStatuses.find((s) => s === searchParams.get("status"));
  return { status, page: pageParam(searchParams) };
}

const status = z.enum(orderStatuses);
export const changeStatusSchema = z.object({ from: status, to: status });
