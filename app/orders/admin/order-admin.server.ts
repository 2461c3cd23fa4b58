import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { queueBackInStockNotices } from "~db/stock-notices";
import { queueLowStockNotices } from "~/shop/low-stock.server";
import {
  colorVariants,
  items,
  orderQuotes,
  orderRequestCounts,
  orderRequestHistory,
  orderRequests,
  type OrderActor,
  type OrderEvent,
  type OrderRequest,
} from "~db/schema";
import {
  buttonStepTo,
  nextStatus,
  orderSteps,
  stockChange,
  type OrderStep,
  type Piece,
} from "~/orders/conversation/status-machine";
import { foldedContains } from "~db/schema/catalog-expressions";
import { endOfDayInZone, startOfDayInZone } from "~/lib/dates";
import {
  orderStatuses,
  ordersPageSize,
  searchedOrDated,
  type AdminOrder,
  type OrderListRow,
  type OrdersQuery,
  type OrderStatus,
} from "./order-admin";
import { pageWindow } from "~/components/back-office/page-window";

export const toAdminOrder = (row: OrderRequest): AdminOrder => ({
  id: row.id,
  reference: row.reference,
  kind: row.kind,
  status: row.status,
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  phone: row.phone,
  notes: row.notes,
  language: row.language,
  lines: row.lines,
  total: row.total,
  createdAt: row.createdAt.toISOString(),
  token: row.token,
  lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  mailProblem: row.mailProblem,
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  withdrawalName: row.withdrawalName,
  withdrawalEmail: row.withdrawalEmail,
  delivery: row.delivery,
  paymentInstructions: row.paymentInstructions,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  shippedAt: row.shippedAt?.toISOString() ?? null,
});

/** The list's filter without its page; what is not set filters nothing. */
export type OrderFilter = Partial<Omit<OrdersQuery, "page">>;

/** docs/product/back-office.md#list-filters: the requests a filter keeps, its days read on the shop's clock. */
function matching(filter: OrderFilter, timeZone: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [filter.status ? eq(orderRequests.status, filter.status) : undefined];
  if (filter.search) {
    const reference = /^#?\s*(\d{1,9})$/.exec(filter.search)?.[1];
    conditions.push(
      or(
        foldedContains(orderRequests.customerName, filter.search),
        foldedContains(orderRequests.customerEmail, filter.search),
        reference ? eq(orderRequests.reference, Number(reference)) : undefined,
      ),
    );
  }
  if (filter.from?.day) conditions.push(gte(orderRequests.createdAt, startOfDayInZone(filter.from.day, timeZone)));
  if (filter.to?.day) conditions.push(lte(orderRequests.createdAt, endOfDayInZone(filter.to.day, timeZone)));
  return and(...conditions);
}
const newestFirst = [desc(orderRequests.createdAt), desc(orderRequests.reference)];

export type OrdersPage = {
  orders: OrderListRow[];
  page: number;
  pageCount: number;
  /** How many requests each status has, for the filter. */
  counts: Record<OrderStatus, number>;
};

/** How many requests each status has. */
export async function orderCounts(db: Database): Promise<Record<OrderStatus, number>> {
  // Kept by triggers (migration 0005): counting 50,000 requests for each page would cost more than the page.
  const byStatus = await db.select().from(orderRequestCounts);
  const counts = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of byStatus) counts[row.status] = row.count;
  return counts;
}

// The menu's badge and the orders page's filter show the same counts: one read per request.
const countsPerRequest = new WeakMap<Request, Promise<Record<OrderStatus, number>>>();

/** The counts as this request shows them, read once however many of its loaders ask. */
export function orderCountsOf(request: Request, db: Database): Promise<Record<OrderStatus, number>> {
  let counts = countsPerRequest.get(request);
  if (!counts) countsPerRequest.set(request, (counts = orderCounts(db)));
  return counts;
}

/**
 * One page of the requests the filter keeps, newest first; `counts` as orderCounts gives them. A
 * status alone is counted by the kept counts; a search or dates are counted on the rows.
 */
export async function listOrders(
  db: Database,
  query: OrderFilter & { page: number },
  counts: Record<OrderStatus, number>,
  timeZone: string,
): Promise<OrdersPage> {
  const where = matching(query, timeZone);
  const total = searchedOrDated(query)
    ? (await db.select({ n: count() }).from(orderRequests).where(where))[0].n
    : query.status
      ? counts[query.status]
      : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const { page, pageCount, offset } = pageWindow(total, ordersPageSize, query.page);
  // Only what the list shows: a request's lines and notes are read when it is opened; of its
  // quotes, only the accepted one's total, found by the quotes' (order, date) index.
  const rows = await db
    .select({
      id: orderRequests.id,
      reference: orderRequests.reference,
      kind: orderRequests.kind,
      status: orderRequests.status,
      customerName: orderRequests.customerName,
      customerEmail: orderRequests.customerEmail,
      total: orderRequests.total,
      // Written out: Drizzle leaves a lone table's columns unqualified, and "id" would be the quote's.
      quoteCents: sql<number | null>`(SELECT q.total_cents FROM order_quotes q
        WHERE q.order_id = order_requests.id AND q.state = 'accepted' ORDER BY q.created_at DESC LIMIT 1)`,
      createdAt: orderRequests.createdAt,
      lastMessageAt: orderRequests.lastMessageAt,
      withdrawnAt: orderRequests.withdrawnAt,
      // docs/product/back-office.md#orders: a shopper's message she has not acted on since (a message,
      // a quote, a status of hers) waits for her, whatever the status; both found by their indexes.
      unansweredMessage: sql<boolean>`EXISTS (SELECT 1 FROM order_messages m
        WHERE m.order_id = order_requests.id AND m.author = 'shopper' AND m.created_at > COALESCE(
          (SELECT max(h.at) FROM order_request_history h WHERE h.order_id = order_requests.id AND h.actor = 'owner'),
          '-infinity'::timestamptz))`,
    })
    .from(orderRequests)
    .where(where)
    .orderBy(...newestFirst)
    .limit(ordersPageSize)
    .offset(offset);
  const orders = rows.map(({ total, quoteCents, ...row }) => ({
    ...row,
    agreedTotal: quoteCents === null ? total : Number(quoteCents) / 100,
    agreedFrom: quoteCents === null ? ("request" as const) : ("quote" as const),
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  }));
  return { orders, page, pageCount, counts };
}

/** Every request the list's filter keeps, newest first, for the CSV export. */
export async function allOrders(db: Database, filter: OrderFilter, timeZone: string): Promise<AdminOrder[]> {
  const rows = await db.select().from(orderRequests).where(matching(filter, timeZone)).orderBy(...newestFirst);
  return rows.map(toAdminOrder);
}

export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function findOrder(db: Database, id: string): Promise<AdminOrder | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(orderRequests).where(eq(orderRequests.id, id));
  return row ? toAdminOrder(row) : undefined;
}

/** A line whose piece is no longer in stock in the quantity the request asks for. */
export type StockShortage = { name: string; colorName: string | null; wanted: number; available: number };

export type StatusChangeResult =
  | { ok: true }
  | { ok: false; problem: "notFound" | "notAllowed" | "changed" }
  | { ok: false; problem: "stock"; shortages: StockShortage[] };

class StockShort extends Error {
  constructor(readonly shortages: StockShortage[]) {
    super("stock short");
  }
}

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Moves a request from the status the owner saw (`from`) to `to` with a status button, and stock
 * with it (stockChange: confirming takes the agreement's pieces, cancelling a confirmed request puts
 * back what was taken). The status change, its history line, the stock change and its record are
 * one transaction, and the change only applies while the request is still in `from`: its row stays
 * locked until the end, so of a double click or two admins at once exactly one applies.
 */
export async function changeOrderStatus(
  db: Database,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
): Promise<StatusChangeResult> {
  const step = buttonStepTo(to);
  if (!step || nextStatus(from, step, "owner") !== to) return { ok: false, problem: "notAllowed" };
  try {
    return await db.transaction(async (tx) => {
      // A contract the shopper withdrew from only goes to "cancelled" (buttonTargetsAfterWithdrawal).
      if (to !== "cancelled" && isUuid(id)) {
        const [row] = await tx.select({ withdrawnAt: orderRequests.withdrawnAt }).from(orderRequests).where(eq(orderRequests.id, id)).for("update");
        if (row?.withdrawnAt) return { ok: false, problem: "notAllowed" } as const;
      }
      const moved = await takeStep(tx, { id, from, step, actor: "owner", event: "status" });
      if (!moved.ok) return moved;
      const quotes = await tx
        .select({ id: orderQuotes.id, state: orderQuotes.state, stockTaken: orderQuotes.stockTaken, lines: orderQuotes.lines })
        .from(orderQuotes)
        .where(eq(orderQuotes.orderId, id))
        .orderBy(asc(orderQuotes.createdAt));
      const change = stockChange(moved.order, quotes, from, to);
      if (change && "take" in change) {
        await takeFromStock(tx, change.take);
        await recordTaken(tx, id, change.recordOn);
        // docs/product/back-office.md#low-stock: a piece this took to its level is told in this transaction.
        await queueLowStockNotices(tx, change.take);
      } else if (change) {
        await putBackInStock(tx, change.putBack);
        await recordTaken(tx, id, null);
        // docs/product/back-in-stock.md#when-a-piece-is-back: what came back is told in this transaction.
        await queueBackInStockNotices(tx, [...new Set(change.putBack.map((piece) => piece.itemId))]);
      }
      return { ok: true } as const;
    });
  } catch (error) {
    if (error instanceof StockShort) return { ok: false, problem: "stock", shortages: error.shortages };
    throw error;
  }
}

/** Marks the one quote whose pieces are off stock (none: the request's own lines, or nothing taken). */
async function recordTaken(tx: Transaction, orderId: string, quoteId: string | null) {
  const marked = quoteId ? eq(orderQuotes.id, quoteId) : sql`false`;
  await tx
    .update(orderQuotes)
    .set({ stockTaken: marked })
    .where(and(eq(orderQuotes.orderId, orderId), or(eq(orderQuotes.stockTaken, true), marked)));
}

/**
 * One step of the status machine inside a transaction: moves the request from `from` to the
 * step's status, withdraws the quotes the step closes, and writes who did it to the history.
 * Refused (nothing written) when the step is not allowed from `from` for this actor, or the
 * request is no longer in `from`.
 */
export async function takeStep(
  tx: Transaction,
  input: { id: string; from: OrderStatus; step: OrderStep; actor: OrderActor; event: OrderEvent; detail?: string | null },
): Promise<{ ok: true; order: OrderRequest } | { ok: false; problem: "notFound" | "notAllowed" | "changed" }> {
  const to = nextStatus(input.from, input.step, input.actor);
  if (!to) return { ok: false, problem: "notAllowed" };
  if (!isUuid(input.id)) return { ok: false, problem: "notFound" };
  const [moved] = await tx
    .update(orderRequests)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(orderRequests.id, input.id), eq(orderRequests.status, input.from)))
    .returning();
  if (!moved) {
    const [exists] = await tx.select({ id: orderRequests.id }).from(orderRequests).where(eq(orderRequests.id, input.id));
    return { ok: false, problem: exists ? "changed" : "notFound" };
  }
  const closes = orderSteps[input.step].closes;
  if (closes)
    await tx
      .update(orderQuotes)
      .set({ state: "withdrawn" })
      .where(and(eq(orderQuotes.orderId, moved.id), inArray(orderQuotes.state, [...closes])));
  await tx
    .insert(orderRequestHistory)
    .values({ orderId: moved.id, actor: input.actor, event: input.event, status: to, detail: input.detail ?? null });
  return { ok: true, order: moved };
}

/** Takes every piece off stock, or throws StockShort naming each piece that no longer suffices. */
async function takeFromStock(tx: Transaction, pieces: Piece[]) {
  const shortages: StockShortage[] = [];
  for (const piece of pieces) {
    const enough = piece.variantId
      ? await tx
          .update(colorVariants)
          .set({ stock: sql`${colorVariants.stock} - ${piece.qty}`, updatedAt: new Date() })
          .where(and(eq(colorVariants.id, piece.variantId), gte(colorVariants.stock, piece.qty)))
          .returning({ id: colorVariants.id })
      : await tx
          .update(items)
          // A unique piece, once confirmed, is sold.
          .set({
            stock: sql`CASE WHEN ${items.isUnique} THEN 0 ELSE ${items.stock} - ${piece.qty} END`,
            updatedAt: new Date(),
          })
          .where(and(eq(items.id, piece.itemId), gte(items.stock, piece.qty)))
          .returning({ id: items.id });
    if (enough.length === 0) {
      shortages.push({
        name: piece.name,
        colorName: piece.colorName,
        wanted: piece.qty,
        available: await stockOf(tx, piece),
      });
    }
  }
  if (shortages.length) throw new StockShort(shortages);
}

async function stockOf(tx: Transaction, piece: Piece): Promise<number> {
  const [row] = piece.variantId
    ? await tx.select({ stock: colorVariants.stock }).from(colorVariants).where(eq(colorVariants.id, piece.variantId))
    : await tx.select({ stock: items.stock }).from(items).where(eq(items.id, piece.itemId));
  return row?.stock ?? 0;
}

/** Puts the pieces of a cancelled confirmation back; a piece deleted since has nowhere to go back to. */
async function putBackInStock(tx: Transaction, pieces: Piece[]) {
  for (const piece of pieces) {
    if (piece.variantId) {
      await tx
        .update(colorVariants)
        .set({ stock: sql`${colorVariants.stock} + ${piece.qty}`, updatedAt: new Date() })
        .where(eq(colorVariants.id, piece.variantId));
    } else {
      await tx
        .update(items)
        .set({ stock: sql`${items.stock} + ${piece.qty}`, updatedAt: new Date() })
        .where(eq(items.id, piece.itemId));
    }
  }
}
