import { and, eq, lt, or } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~db/client";
import { type DailyTiming, dailyTiming, scheduleDailyJob } from "~/lib/daily-job";
import { stockWishes } from "~db/schema";
import { unconfirmedCutoff, wishCutoff } from "./stock-alert-rules";

/*
 * What the privacy page promises of wishes (docs/product/back-in-stock.md#how-long-wishes-are-kept):
 * unconfirmed ones go after 7 days, every one 12 months after it was made; their mails go with
 * them by cascade. A few hundred rows at most in a shop of this size: one statement.
 */

/** Deletes the wishes kept past their time at `now`; returns how many went. */
export async function deleteExpiredWishes(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(stockWishes)
    .where(
      or(
        and(eq(stockWishes.state, "unconfirmed"), lt(stockWishes.createdAt, unconfirmedCutoff(now))),
        lt(stockWishes.createdAt, wishCutoff(now)),
      ),
    )
    .returning({ id: stockWishes.id });
  return deleted.length;
}

/** Runs the deletion shortly after the start and then daily, never awaited by the start; `stop` waits for a run. */
export function scheduleWishRetention(db: Database, log: Logger, timing: DailyTiming = dailyTiming) {
  return scheduleDailyJob(
    () =>
      deleteExpiredWishes(db, new Date()).then(
        (deleted) => log.info({ deleted }, "back-in-stock wishes past their time deleted"),
        (error: unknown) => log.warn({ err: error }, "old back-in-stock wishes could not be deleted; trying again tomorrow"),
      ),
    timing,
  );
}
