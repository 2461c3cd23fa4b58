import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { colorVariants, items, stockNotices, stockWishes } from "~db/schema";

/*
 * The one step every stock change takes for "Tell me when it's back" (docs/product/back-in-stock.md,
 * docs/decisions/0086): in the transaction that changes the stock, each confirmed wish whose item or
 * colour can now be bought is marked notified and its mail is written to the outbox. Here, below the
 * features, so that the back office's item save and the orders' put-back call it without knowing
 * the wishes' feature; the worker sends what it writes once the transaction has committed.
 */

/** A transaction of the shop's database. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A link's secret: 256 random bits, written in the mail and never stored as such. */
export const newLinkToken = () => randomBytes(32).toString("base64url");

/** What the table keeps of a link's secret. */
export const linkTokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Whether the wish's item, or its colour, can be bought: active, and above 0. */
const available = and(
  eq(items.active, true),
  or(
    and(isNull(stockWishes.variantId), eq(items.hasColorVariants, false), sql`${items.stock} > 0`),
    and(eq(colorVariants.active, true), sql`${colorVariants.stock} > 0`),
  ),
);

/**
 * Queues the back-in-stock mail of every confirmed wish for `itemIds` that can be bought now, each
 * once: the wish leaves "waiting" in the same statement that finds it. Returns how many.
 */
export async function queueBackInStockNotices(tx: Transaction, itemIds: readonly string[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const due = await tx
    .select({ id: stockWishes.id })
    .from(stockWishes)
    .innerJoin(items, eq(items.id, stockWishes.itemId))
    .leftJoin(colorVariants, eq(colorVariants.id, stockWishes.variantId))
    .where(and(inArray(stockWishes.itemId, [...itemIds]), eq(stockWishes.state, "waiting"), available))
    .for("update", { of: stockWishes });
  for (const wish of due) {
    // A new secret for the mail's unsubscribe link: the earlier one left with the confirmation.
    const unsubscribe = newLinkToken();
    await tx
      .update(stockWishes)
      .set({ state: "notified", notifiedAt: new Date(), unsubscribeTokenHash: linkTokenHash(unsubscribe) })
      .where(eq(stockWishes.id, wish.id));
    await tx.insert(stockNotices).values({ wishId: wish.id, kind: "back", links: { unsubscribe } });
  }
  return due.length;
}
