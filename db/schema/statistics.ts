import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** What a row counts (docs/product/statistics.md): views of a page, or arrivals from a source. */
export const statisticKinds = ["page", "source"] as const;
export type StatisticKind = (typeof statisticKinds)[number];

/**
 * The shop's own audience counts, one row a day (in the shop's time zone), kind and key: a page's
 * path, or a source's short key. Aggregates only: nothing in a row tells one visitor from another.
 */
export const statisticDays = pgTable(
  "statistic_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: statisticKinds }).notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    // Led by the day: the page's reads and the daily deletion of the days past keeping take a range of it.
    primaryKey({ columns: [t.day, t.kind, t.key] }),
    check("statistic_days_kind", sql`${t.kind} IN ('page','source')`),
    check("statistic_days_count_positive", sql`${t.count} > 0`),
  ],
);
