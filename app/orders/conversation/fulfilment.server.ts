import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { orderRequestHistory, orderRequests, type OrderEvent, type OrderRequest } from "~db/schema";
import { isUuid } from "~/orders/admin/order-admin.server";
import type { ConversationResult } from "./conversation.server";
import { shipmentDetail } from "./fulfilment-form";

/*
 * The owner's payment instructions and shipping (decision 0070). Each write is one UPDATE whose
 * condition holds the allowed status and "the values differ": of two admins or a repeated submit
 * with the same values, exactly one changes the row and writes the history, so exactly one mail
 * goes; the other is told nothing changed.
 */

export type FulfilmentResult = ConversationResult<"unchanged">;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Why an update matched no row: no such request, a status that does not allow it, or the same values. */
async function whyNot(tx: Tx, orderId: string, allowed: readonly OrderRequest["status"][]): Promise<FulfilmentResult> {
  const [row] = await tx.select({ status: orderRequests.status }).from(orderRequests).where(eq(orderRequests.id, orderId));
  if (!row) return { ok: false, problem: "notFound" };
  return { ok: false, problem: allowed.includes(row.status) ? "unchanged" : "notAllowed" };
}

async function record(tx: Tx, order: OrderRequest, event: OrderEvent, detail: string | null, at: Date) {
  await tx.insert(orderRequestHistory).values({ orderId: order.id, actor: "owner", event, status: order.status, detail, at });
}

/** Saves how to pay for a request accepted or confirmed; the text as given goes in the history. */
export async function savePaymentInstructions(db: Database, orderId: string, instructions: string): Promise<FulfilmentResult> {
  if (!isUuid(orderId)) return { ok: false, problem: "notFound" };
  const allowed = ["accepted", "confirmed"] as const;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [order] = await tx
      .update(orderRequests)
      .set({ paymentInstructions: instructions, updatedAt: now })
      .where(
        and(
          eq(orderRequests.id, orderId),
          inArray(orderRequests.status, [...allowed]),
          sql`${orderRequests.paymentInstructions} IS DISTINCT FROM ${instructions}`,
        ),
      )
      .returning();
    if (!order) return whyNot(tx, orderId, allowed);
    await record(tx, order, "paymentInstructions", instructions, now);
    return { ok: true, order };
  });
}

/**
 * Marks a confirmed request shipped with its carrier and number, or ready to collect with neither.
 * A correction keeps the first shipping date. The status stays "confirmed": delivery ("done") is
 * the owner's next step, and it starts the withdrawal period (decision 0069).
 */
export async function markShipped(
  db: Database,
  orderId: string,
  shipment: { carrier: string | null; trackingNumber: string | null },
): Promise<FulfilmentResult> {
  if (!isUuid(orderId)) return { ok: false, problem: "notFound" };
  const allowed = ["confirmed"] as const;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [order] = await tx
      .update(orderRequests)
      .set({ ...shipment, shippedAt: sql`coalesce(${orderRequests.shippedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(
        and(
          eq(orderRequests.id, orderId),
          inArray(orderRequests.status, [...allowed]),
          sql`(${orderRequests.shippedAt} IS NULL
            OR ${orderRequests.carrier} IS DISTINCT FROM ${shipment.carrier}
            OR ${orderRequests.trackingNumber} IS DISTINCT FROM ${shipment.trackingNumber})`,
        ),
      )
      .returning();
    if (!order) return whyNot(tx, orderId, allowed);
    await record(tx, order, "shipped", shipmentDetail(shipment), now);
    return { ok: true, order };
  });
}
