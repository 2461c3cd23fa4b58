/**
 * What the Statistics page reads (docs/product/statistics.md#the-statistics-page): over the last
 * 7, 30 or 90 days of the shop's calendar, the views a day, the most read pages, the items with
 * their views, order requests and accepted quotes, and the sources. Requests and quotes come from
 * the order tables, which already know them.
 */
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { items, orderQuotes, orderRequests, statisticDays } from "~db/schema";
import { localized } from "~/i18n/content";
import { addDays, dayInZone, startOfDayInZone } from "~/lib/dates";
import type { Language } from "~shared/languages";
import type { StatisticsPeriod } from "./statistics-periods";


/** How many rows each list shows: the busiest. */
export const rowsShown = 10;

export type ItemFunnel = { name: string; views: number; requests: number; accepted: number };

export type StatisticsReport = {
  days: StatisticsPeriod;
  /** The first and last day of the period (YYYY-MM-DD, the shop's calendar). */
  from: string;
  to: string;
  /** Every day of the period, the days without a view at 0. */
  daily: { day: string; views: number }[];
  pages: { path: string; views: number }[];
  items: ItemFunnel[];
  sources: { key: string; arrivals: number }[];
};

export async function statisticsReport(db: Database, options: { days: StatisticsPeriod; timeZone: string; language: Language; now?: Date }): Promise<StatisticsReport> {
  const { days, timeZone, language } = options;
  const to = dayInZone(options.now ?? new Date(), timeZone);
  const from = addDays(to, -(days - 1));
  const inPeriod = and(gte(statisticDays.day, from), sql`${statisticDays.day} <= ${to}`);
  const total = sql<number>`sum(${statisticDays.count})::int`;

  const byDay = await db
    .select({ day: statisticDays.day, views: total })
    .from(statisticDays)
    .where(and(inPeriod, eq(statisticDays.kind, "page")))
    .groupBy(statisticDays.day);
  const viewsOn = new Map(byDay.map((row) => [row.day, row.views]));
  const daily = Array.from({ length: days }, (_, i) => addDays(from, i)).map((day) => ({ day, views: viewsOn.get(day) ?? 0 }));

  const keysBy = (kind: "page" | "source") =>
    db
      .select({ key: statisticDays.key, count: total })
      .from(statisticDays)
      .where(and(inPeriod, eq(statisticDays.kind, kind)))
      .groupBy(statisticDays.key)
      .orderBy(desc(total), statisticDays.key);
  const pageRows = await keysBy("page");
  const sourceRows = await keysBy("source");

  return {
    days,
    from,
    to,
    daily,
    pages: pageRows.slice(0, rowsShown).map((row) => ({ path: row.key, views: row.count })),
    items: await itemFunnels(db, pageRows, { start: startOfDayInZone(from, timeZone), end: startOfDayInZone(addDays(to, 1), timeZone), language }),
    sources: sourceRows.slice(0, rowsShown).map((row) => ({ key: row.key, arrivals: row.count })),
  };
}

const productPrefix = "/product/";

/**
 * Each item's views (its product page's), order requests that hold it and accepted quotes that
 * hold it, in the period; the items with the most views first, then the most requests.
 */
async function itemFunnels(db: Database, pageRows: { key: string; count: number }[], period: { start: Date; end: Date; language: Language }): Promise<ItemFunnel[]> {
  const viewsBySlug = new Map<string, number>();
  for (const row of pageRows) {
    if (!row.key.startsWith(productPrefix)) continue;
    const slug = safelyDecoded(row.key.slice(productPrefix.length));
    viewsBySlug.set(slug, (viewsBySlug.get(slug) ?? 0) + row.count);
  }
  const requests = await db
    .select({ lines: orderRequests.lines })
    .from(orderRequests)
    .where(and(gte(orderRequests.createdAt, period.start), lt(orderRequests.createdAt, period.end)));
  const quotes = await db
    .select({ lines: orderQuotes.lines })
    .from(orderQuotes)
    .where(and(eq(orderQuotes.state, "accepted"), gte(orderQuotes.answeredAt, period.start), lt(orderQuotes.answeredAt, period.end)));
  const requestsById = countOncePer(requests.map((request) => request.lines.map((line) => line.itemId)));
  const acceptedById = countOncePer(quotes.map((quote) => quote.lines.map((line) => line.itemId)));

  const slugs = [...viewsBySlug.keys()];
  const ids = [...new Set([...requestsById.keys(), ...acceptedById.keys()])];
  if (slugs.length === 0 && ids.length === 0) return [];
  const known = await db
    .select({ id: items.id, slug: items.slug, name: items.nameI18n })
    .from(items)
    .where(sql`${slugs.length > 0 ? inArray(items.slug, slugs) : sql`false`} OR ${ids.length > 0 ? inArray(items.id, ids) : sql`false`}`);
  return known
    .map((item) => ({
      name: localized(item.name, period.language),
      views: viewsBySlug.get(item.slug) ?? 0,
      requests: requestsById.get(item.id) ?? 0,
      accepted: acceptedById.get(item.id) ?? 0,
    }))
    .sort((a, b) => b.views - a.views || b.requests - a.requests || a.name.localeCompare(b.name))
    .slice(0, rowsShown);
}

/** How many of the lists name each id, counting a list once however many of its lines name it. */
function countOncePer(lists: (string | null)[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ids of lists) {
    for (const id of new Set(ids)) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

function safelyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
