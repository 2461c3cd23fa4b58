import { and, asc, eq, exists, gt, gte, inArray, isNull, lt, max, ne, notExists, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~db/client";
import { type DailyTiming, dailyTiming, scheduleDailyJob } from "~/lib/daily-job";
import { orderMessages, orderQuotes, orderRequestHistory, orderRequests } from "~db/schema";
import { becameContract, contractEvents, contractStatuses, isExpiredWithoutPurchase, retentionCutoff, statusesWithoutContract, type StoredRequestActivity } from "./retention";

/*
 * Deletes the requests that never became a sale once their last activity is twelve months old
 * (./retention.ts, decision 0076). Their history, messages and quotes go with them by cascade, and
 * the status counts follow by trigger (migration 0005).
 */

const runLimits = {
  /** Requests looked at, and locked, in one transaction: short enough that the shop's writes barely wait. */
  batchSize: 200,
  /** Batches in one run: a shop with a long backlog is cleared over a few days, never in one long pass. */
  batchesPerRun: 25,
};

/** What the retention rule reads of a request, locked before it decides. */
const activityColumns = {
  id: orderRequests.id,
  status: orderRequests.status,
  updatedAt: orderRequests.updatedAt,
  withdrawnAt: orderRequests.withdrawnAt,
  shippedAt: orderRequests.shippedAt,
};

/**
 * One batch of candidates after the id `after`. The query asks what the rule asks, so that requests
 * kept for good (old sales) never fill a batch and hold back the ones behind them; the rule then
 * decides on what the locked rows hold, so no step or message can join a request between reading
 * its activity and deleting it.
 */
async function deleteBatch(db: Database, now: Date, after: string | null, batchSize: number): Promise<{ deleted: number; last: string | null }> {
  const cutoff = retentionCutoff(now);
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select(activityColumns)
      .from(orderRequests)
      .where(
        and(
          inArray(orderRequests.status, [...statusesWithoutContract]),
          isNull(orderRequests.withdrawnAt),
          isNull(orderRequests.shippedAt),
          lt(orderRequests.updatedAt, cutoff),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(orderRequestHistory)
              .where(
                and(
                  eq(orderRequestHistory.orderId, orderRequests.id),
                  or(
                    inArray(orderRequestHistory.status, [...contractStatuses]),
                    inArray(orderRequestHistory.event, [...contractEvents]),
                    gte(orderRequestHistory.at, cutoff),
                  ),
                ),
              ),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(orderMessages)
              .where(and(eq(orderMessages.orderId, orderRequests.id), gte(orderMessages.createdAt, cutoff))),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(orderQuotes)
              .where(and(eq(orderQuotes.orderId, orderRequests.id), or(eq(orderQuotes.state, "accepted"), eq(orderQuotes.stockTaken, true)))),
          ),
          or(
            ne(orderRequests.status, "cancelled"),
            exists(
              tx
                .select({ one: sql`1` })
                .from(orderRequestHistory)
                .where(eq(orderRequestHistory.orderId, orderRequests.id)),
            ),
          ),
          after ? gt(orderRequests.id, after) : undefined,
        ),
      )
      .orderBy(asc(orderRequests.id))
      .limit(batchSize)
      .for("update");
    if (candidates.length === 0) return { deleted: 0, last: null };
    const ids = candidates.map((candidate) => candidate.id);
    // One after the other: a transaction holds one connection, which runs one query at a time.
    const history = await tx
      .select({
        orderId: orderRequestHistory.orderId,
        event: orderRequestHistory.event,
        status: orderRequestHistory.status,
        at: orderRequestHistory.at,
      })
      .from(orderRequestHistory)
      .where(inArray(orderRequestHistory.orderId, ids));
    const messages = await tx
      .select({
        orderId: orderMessages.orderId,
        latest: max(orderMessages.createdAt),
      })
      .from(orderMessages)
      .where(inArray(orderMessages.orderId, ids))
      .groupBy(orderMessages.orderId);
    const quotes = await tx
      .select({
        orderId: orderQuotes.orderId,
        state: orderQuotes.state,
        stockTaken: orderQuotes.stockTaken,
      })
      .from(orderQuotes)
      .where(inArray(orderQuotes.orderId, ids));
    const expired = candidates
      .filter((candidate) => {
        const activity: StoredRequestActivity = {
          ...candidate,
          history: history.filter((entry) => entry.orderId === candidate.id),
          latestMessageAt: messages.find((message) => message.orderId === candidate.id)?.latest ?? null,
          quotes: quotes.filter((quote) => quote.orderId === candidate.id),
        };
        return isExpiredWithoutPurchase(activity, now);
      })
      .map((candidate) => candidate.id);
    if (expired.length > 0) await tx.delete(orderRequests).where(inArray(orderRequests.id, expired));
    return {
      deleted: expired.length,
      last: candidates.length < batchSize ? null : ids[ids.length - 1],
    };
  });
}

/** Deletes up to a run's worth of expired requests; returns how many went. */
export async function deleteExpiredRequests(db: Database, now: Date, signal?: AbortSignal, { batchSize, batchesPerRun } = runLimits): Promise<number> {
  let deleted = 0;
  let after: string | null = null;
  for (let batch = 0; batch < batchesPerRun && !signal?.aborted; batch++) {
    const done = await deleteBatch(db, now, after, batchSize);
    deleted += done.deleted;
    if (!done.last) break;
    after = done.last;
  }
  return deleted;
}

/**
 * Runs the deletion shortly after the start and then daily, in the background: the start never
 * waits for it, a failure is logged and tried again the next day (a day: the privacy page's twelve
 * months are kept to within one). `stop` waits for a run under way.
 */
export function scheduleRequestRetention(db: Database, log: Logger, timing: DailyTiming = dailyTiming) {
  return scheduleDailyJob(
    (signal) =>
      deleteExpiredRequests(db, new Date(), signal).then(
        (deleted) => log.info({ deleted }, "order requests that never became a sale deleted after twelve months"),
        (error: unknown) => log.warn({ err: error }, "old order requests could not be deleted; trying again tomorrow"),
      ),
    timing,
  );
}

/**
 * An erasure on request (GDPR art. 17, docs/product/cart-and-orders.md#how-long-requests-are-kept):
 * every request of `email` that never became a sale is deleted at once, with its history, messages
 * and quotes; a sale record stays, as tax law asks, and is counted so the owner can say so.
 */
export async function eraseRequestsOf(db: Database, email: string): Promise<{ deleted: number; kept: number }> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const requests = await tx
      .select(activityColumns)
      .from(orderRequests)
      .where(or(eq(sql`lower(${orderRequests.customerEmail})`, address), eq(sql`lower(${orderRequests.withdrawalEmail})`, address)))
      .for("update");
    if (requests.length === 0) return { deleted: 0, kept: 0 };
    const ids = requests.map((request) => request.id);
    const history = await tx
      .select({ orderId: orderRequestHistory.orderId, event: orderRequestHistory.event, status: orderRequestHistory.status, at: orderRequestHistory.at })
      .from(orderRequestHistory)
      .where(inArray(orderRequestHistory.orderId, ids));
    const quotes = await tx
      .select({ orderId: orderQuotes.orderId, state: orderQuotes.state, stockTaken: orderQuotes.stockTaken })
      .from(orderQuotes)
      .where(inArray(orderQuotes.orderId, ids));
    const erasable = requests
      .filter(
        (request) =>
          !becameContract({
            ...request,
            history: history.filter((entry) => entry.orderId === request.id),
            latestMessageAt: null,
            quotes: quotes.filter((quote) => quote.orderId === request.id),
          }),
      )
      .map((request) => request.id);
    if (erasable.length > 0) await tx.delete(orderRequests).where(inArray(orderRequests.id, erasable));
    return { deleted: erasable.length, kept: requests.length - erasable.length };
  });
}
