/**
 * The counts as the database keeps them (docs/product/statistics.md#what-is-kept): the tally's
 * counts added to one row a day per page or source, written a minute at a time and when the shop
 * stops, never on a request's path; the days past keeping deleted daily.
 */
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~db/client";
import { statisticDays, type StatisticKind } from "~db/schema";
import { addDays, dayInZone } from "~/lib/dates";
import { type DailyTiming, dailyTiming, scheduleDailyJob } from "~/lib/daily-job";
import { otherSource, type TallyCounts } from "./visit-tally.server";

/**
 * The most distinct sources one day keeps; later ones count as `other`. With the tally's own cap
 * per flush, a flood of made-up tags grows neither the memory nor the table, and the sources
 * already counted that day keep counting.
 */
export const sourcesPerDay = 500;

/** Days kept: the longest period the Statistics page shows. */
export const daysKept = 90;

/** Adds counts to a day's rows (YYYY-MM-DD, in the shop's time zone), in one transaction. */
export async function addToDay(db: Database, day: string, { pages, sources }: TallyCounts): Promise<void> {
  if (pages.size === 0 && sources.size === 0) return;
  await db.transaction(async (tx) => {
    const rows: { day: string; kind: StatisticKind; key: string; count: number }[] = [...pages].map(([key, count]) => ({ day, kind: "page", key, count }));
    if (sources.size > 0) {
      const keys = [...sources.keys()];
      const known = new Set(
        (
          await tx
            .select({ key: statisticDays.key })
            .from(statisticDays)
            .where(and(eq(statisticDays.day, day), eq(statisticDays.kind, "source"), inArray(statisticDays.key, keys)))
        ).map((row) => row.key),
      );
      const [{ kept }] = await tx
        .select({ kept: sql<number>`count(*)::int` })
        .from(statisticDays)
        .where(and(eq(statisticDays.day, day), eq(statisticDays.kind, "source")));
      let room = sourcesPerDay - kept;
      const capped = new Map<string, number>();
      for (const [key, count] of sources) {
        const fits = known.has(key) || key === otherSource || room > 0;
        if (fits && !known.has(key) && key !== otherSource) room -= 1;
        const named = fits ? key : otherSource;
        capped.set(named, (capped.get(named) ?? 0) + count);
      }
      rows.push(...[...capped].map(([key, count]) => ({ day, kind: "source" as const, key, count })));
    }
    await tx
      .insert(statisticDays)
      .values(rows)
      .onConflictDoUpdate({
        target: [statisticDays.day, statisticDays.kind, statisticDays.key],
        set: { count: sql`${statisticDays.count} + excluded.count` },
      });
  });
}

/** Deletes the days older than `daysKept` before today (in the shop's time zone); returns how many rows went. */
export async function deleteOldDays(db: Database, today: string): Promise<number> {
  const deleted = await db
    .delete(statisticDays)
    .where(lt(statisticDays.day, addDays(today, -daysKept)))
    .returning({ day: statisticDays.day });
  return deleted.length;
}

export type StatisticsKeeping = {
  /** Writes what the tally holds now (the end-to-end tests' "next minute" without the wait is a short interval). */
  flush(): Promise<void>;
  /** Stops the timers and writes the last counts. */
  stop(): Promise<void>;
};

/**
 * Writes the tally's counts every `flushMs` to the day they are written on in the shop's time zone
 * (a minute's counts at midnight may land on the next day), and deletes old days daily.
 */
export function keepStatistics(options: {
  db: Database;
  log: Logger;
  take: () => TallyCounts;
  timeZone: () => Promise<string>;
  flushMs: number;
  timing?: DailyTiming;
}): StatisticsKeeping {
  const { db, log, take, timeZone, flushMs } = options;
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    writing = writing.then(async () => {
      const counts = take();
      if (counts.pages.size === 0 && counts.sources.size === 0) return;
      try {
        await addToDay(db, dayInZone(new Date(), await timeZone()), counts);
      } catch (error) {
        // The counts are worth less than the shop's work: a minute is lost, never retried forever.
        log.warn({ err: error }, "a minute of the shop's statistics could not be written");
      }
    });
    return writing;
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  const retention = scheduleDailyJob(async () => {
    try {
      const deleted = await deleteOldDays(db, dayInZone(new Date(), await timeZone()));
      log.info({ deleted }, "statistics days past their time deleted");
    } catch (error) {
      log.warn({ err: error }, "old statistics days could not be deleted; trying again tomorrow");
    }
  }, options.timing ?? dailyTiming);
  return {
    flush,
    async stop() {
      clearInterval(timer);
      await retention.stop();
      await flush();
    },
  };
}
