import { and, count, eq, gt, max } from "drizzle-orm";
import type { Database } from "~db/client";
import { orderMessages, orderRequestHistory, orderRequests, type DeliveryChoice, type OrderRequest } from "~db/schema";
import { isUuid } from "~/orders/admin/order-admin.server";
import { deliveryChoiceOpen } from "./delivery-choice";
import { shopperMessageLimits } from "./shopper-message";
import { openStatuses } from "./status-machine";

/*
 * The shopper's own writes on their request's page besides answering a quote: a message
 * (docs/product/cart-and-orders.md#shopper-messages) and the delivery choice
 * (docs/product/cart-and-orders.md#delivery-choice). Each runs under the request's row lock, so two
 * posts at once are counted one after the other against the limits.
 */

export type ShopperMessageProblem = "notFound" | "closed" | "unanswered" | "full";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function lockedRequest(tx: Tx, orderId: string): Promise<OrderRequest | undefined> {
  const [order] = await tx.select().from(orderRequests).where(eq(orderRequests.id, orderId)).for("update");
  return order;
}

/**
 * Stores the shopper's message, stamps the request for the back office's list and writes it in the
 * history. Refused on a closed request, past `shopperMessageLimits`. `firstUnanswered` says the
 * owner had answered everything before it: only such a message is mailed to her, so a shopper
 * writing several in a row sends her one e-mail.
 */
export async function postShopperMessage(
  db: Database,
  orderId: string,
  body: string,
  now = new Date(),
): Promise<{ ok: true; order: OrderRequest; firstUnanswered: boolean } | { ok: false; problem: ShopperMessageProblem }> {
  if (!isUuid(orderId)) return { ok: false, problem: "notFound" };
  return db.transaction(async (tx) => {
    const order = await lockedRequest(tx, orderId);
    if (!order) return { ok: false, problem: "notFound" } as const;
    if (!openStatuses.includes(order.status)) return { ok: false, problem: "closed" } as const;
    const [{ answeredAt }] = await tx
      .select({ answeredAt: max(orderRequestHistory.at) })
      .from(orderRequestHistory)
      .where(and(eq(orderRequestHistory.orderId, orderId), eq(orderRequestHistory.actor, "owner")));
    const shopperWrote = and(eq(orderMessages.orderId, orderId), eq(orderMessages.author, "shopper"));
    const [[{ total }], [{ unanswered }]] = await Promise.all([
      tx.select({ total: count() }).from(orderMessages).where(shopperWrote),
      tx
        .select({ unanswered: count() })
        .from(orderMessages)
        .where(answeredAt ? and(shopperWrote, gt(orderMessages.createdAt, answeredAt)) : shopperWrote),
    ]);
    if (total >= shopperMessageLimits.total) return { ok: false, problem: "full" } as const;
    if (unanswered >= shopperMessageLimits.unanswered) return { ok: false, problem: "unanswered" } as const;
    await tx.update(orderRequests).set({ lastMessageAt: now }).where(eq(orderRequests.id, orderId));
    await tx.insert(orderMessages).values({ orderId, author: "shopper", body, createdAt: now });
    await tx.insert(orderRequestHistory).values({ orderId, actor: "shopper", event: "message", status: order.status, at: now });
    return { ok: true, order, firstUnanswered: unanswered === 0 } as const;
  });
}

export type DeliveryProblem = "notFound" | "notAllowed";

/**
 * Stores where the shopper wants the pieces, replacing an earlier choice: only until a quote is
 * accepted, since accepting it is what binds them to the delivery.
 */
export async function chooseDelivery(
  db: Database,
  orderId: string,
  choice: DeliveryChoice,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; problem: DeliveryProblem }> {
  if (!isUuid(orderId)) return { ok: false, problem: "notFound" };
  return db.transaction(async (tx) => {
    const order = await lockedRequest(tx, orderId);
    if (!order) return { ok: false, problem: "notFound" } as const;
    if (!deliveryChoiceOpen.includes(order.status)) return { ok: false, problem: "notAllowed" } as const;
    await tx.update(orderRequests).set({ delivery: choice, updatedAt: now }).where(eq(orderRequests.id, orderId));
    await tx.insert(orderRequestHistory).values({ orderId, actor: "shopper", event: "deliveryChosen", status: order.status, at: now });
    return { ok: true } as const;
  });
}
