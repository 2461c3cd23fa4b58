/**
 * docs/product/statistics.md on both databases: the counts a visit adds in memory reach one row a
 * day per page and source through the shop's HTTP side, without a cookie; what is not a person
 * reading a page adds nothing; a day keeps a bounded number of sources; old days go.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { items, orderQuotes, orderRequests, statisticDays } from "~db/schema";
import { addToDay, daysKept, deleteOldDays, sourcesPerDay } from "~/statistics/statistic-days.server";
import { statisticsReport } from "~/statistics/statistics-report.server";
import { otherSource } from "~/statistics/visit-tally.server";
import { addDays } from "~/lib/dates";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { httpShops, type HttpShop } from "../support/http-shop";

const browser = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

describe("a day's rows", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  const rowsOf = async (day: string) =>
    Object.fromEntries(
      (await database.db.select().from(statisticDays).where(eq(statisticDays.day, day))).map((row) => [`${row.kind} ${row.key}`, row.count]),
    );

  it("adds each flush's counts to the day's rows", async () => {
    const day = "2026-11-20";
    await addToDay(database.db, day, { pages: new Map([["/", 2]]), sources: new Map([["direct", 1]]) });
    await addToDay(database.db, day, { pages: new Map([["/", 3], ["/about", 1]]), sources: new Map([["ref:google.com", 1], ["direct", 1]]) });
    expect(await rowsOf(day)).toEqual({ "page /": 5, "page /about": 1, "source direct": 2, "source ref:google.com": 1 });
  });

  it("names at most a bounded number of sources a day, and the ones already named keep counting", async () => {
    const day = "2026-11-21";
    await addToDay(database.db, day, { pages: new Map(), sources: new Map([["utm:instagram|social|", 1]]) });
    const flood = new Map(Array.from({ length: sourcesPerDay + 50 }, (_, i) => [`utm:made-up-${i}||`, 1]));
    await addToDay(database.db, day, { pages: new Map(), sources: flood });
    await addToDay(database.db, day, { pages: new Map(), sources: new Map([["utm:instagram|social|", 1], ["utm:newcomer||", 1]]) });
    const rows = await rowsOf(day);
    expect(Object.keys(rows).length).toBe(sourcesPerDay + 1);
    expect(rows["source utm:instagram|social|"]).toBe(2);
    expect(rows[`source ${otherSource}`]).toBe(51 + 1);
    expect(rows["source utm:newcomer||"]).toBeUndefined();
  });

  it("deletes the days past keeping", async () => {
    const today = "2026-11-27";
    await addToDay(database.db, addDays(today, -daysKept - 1), { pages: new Map([["/", 1]]), sources: new Map() });
    await addToDay(database.db, addDays(today, -daysKept), { pages: new Map([["/", 1]]), sources: new Map() });
    expect(await deleteOldDays(database.db, today)).toBe(1);
    expect(await rowsOf(addDays(today, -daysKept))).toEqual({ "page /": 1 });
  });
});

describe("the Statistics page's report", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  it("reads the period's days in the shop's time zone, and each piece from its views to its accepted quotes", async () => {
    const { db } = database;
    const [tote] = await db.insert(items).values({ slug: "market-tote", nameI18n: { en: "Market tote", it: "Borsa del mercato" }, price: 45, stock: 3 }).returning();
    const [hat] = await db.insert(items).values({ slug: "bobble-hat", nameI18n: { en: "Bobble hat" }, price: 20, stock: 3 }).returning();
    await addToDay(db, "2025-06-14", { pages: new Map([["/product/market-tote", 10], ["/", 4]]), sources: new Map([["utm:instagram|social|bio", 3], ["direct", 1]]) });
    await addToDay(db, "2025-06-09", { pages: new Map([["/product/market-tote", 1]]), sources: new Map() });
    // Before the 7 days: not read.
    await addToDay(db, "2025-06-08", { pages: new Map([["/product/market-tote", 100]]), sources: new Map([["ref:pinterest.com", 50]]) });
    const line = (item: typeof tote) => ({ itemId: item.id, variantId: null, slug: item.slug, name: "x", colorName: null, unitPrice: 45, qty: 1, lineTotal: 45, leadTimeDays: null });
    const request = (at: Date, lines: ReturnType<typeof line>[]) => ({ customerName: "Ada", customerEmail: "ada@example.com", language: "en", lines, total: 45, createdAt: at });
    const [first] = await db
      .insert(orderRequests)
      .values([
        request(new Date("2025-06-14T10:00:00Z"), [line(tote), line(tote)]),
        request(new Date("2025-06-13T10:00:00Z"), [line(tote), line(hat)]),
        // 00:30 on 9 June in Rome, the period's first day, though still 8 June in UTC.
        request(new Date("2025-06-08T22:30:00Z"), [line(tote)]),
        // 23:30 on 8 June in Rome, before the period.
        request(new Date("2025-06-08T21:30:00Z"), [line(tote)]),
      ])
      .returning();
    const quote = (state: "accepted" | "declined", answeredAt: Date) => ({
      orderId: first.id,
      lines: [{ itemId: tote.id, variantId: null, name: "x", colorName: null, qty: 1, unitCents: 4500 }],
      totalCents: 4500,
      validUntil: new Date("2025-07-01T00:00:00Z"),
      state,
      answeredAt,
    });
    await db.insert(orderQuotes).values([quote("accepted", new Date("2025-06-15T08:00:00Z")), quote("declined", new Date("2025-06-15T08:00:00Z"))]);

    const report = await statisticsReport(db, { days: 7, timeZone: "Europe/Rome", language: "it", now: new Date("2025-06-15T09:00:00Z") });
    expect([report.from, report.to]).toEqual(["2025-06-09", "2025-06-15"]);
    expect(report.daily.map((day) => day.views)).toEqual([1, 0, 0, 0, 0, 14, 0]);
    expect(report.pages).toEqual([
      { path: "/product/market-tote", views: 11 },
      { path: "/", views: 4 },
    ]);
    expect(report.items).toEqual([
      { name: "Borsa del mercato", views: 11, requests: 3, accepted: 1 },
      { name: "Bobble hat", views: 0, requests: 1, accepted: 0 },
    ]);
    expect(report.sources).toEqual([
      { key: "utm:instagram|social|bio", arrivals: 3 },
      { key: "direct", arrivals: 1 },
    ]);
  });
});

describe("visits through the shop", () => {
  const shops = httpShops();
  let shop: HttpShop;
  beforeAll(async () => {
    shop = await shops.open({ databaseUrl: await shops.newDatabaseUrl(), env: { SHOP_STATISTICS_FLUSH_SECONDS: "1" } });
  });

  const visit = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
    const response = await fetch(shop.url + path, { method, headers: { "user-agent": browser, "accept-language": "en", ...headers } });
    await response.arrayBuffer();
    return response;
  };

  it("counts pages and arrivals, written within the flush interval, and sets no cookie", async () => {
    const tagged = await visit("/?utm_source=Instagram&utm_medium=social&utm_campaign=winter&fbclid=abc");
    expect(tagged.status).toBe(200);
    expect(tagged.headers.get("set-cookie")).toBeNull();
    expect((await visit("/?utm_source=instagram&utm_medium=social&utm_campaign=winter")).headers.get("x-page-cache")).toBe("hit");
    // A return visit whose browser shows its own copy again.
    const again = await visit("/?utm_source=instagram&utm_medium=social&utm_campaign=winter", { "if-none-match": tagged.headers.get("etag")! });
    expect(again.status).toBe(304);
    await visit("/about", { referer: "https://www.google.com/search?q=crochet" });
    await visit("/about", { referer: `${shop.url}/` });
    // Once scripts run, a link followed loads the next page's data: a view of that page, with no
    // arrival; the page's own data read again after a form is none.
    expect((await visit("/about.data", { referer: `${shop.url}/` })).status).toBe(200);
    expect((await visit("/_root.data?_routes=routes%2Fhome", { referer: `${shop.url}/about` })).status).toBe(200);
    await visit("/about.data", { referer: `${shop.url}/about` });
    // Not a person reading a page, or not a page: none of these counts.
    await visit("/", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await visit("/", { "sec-purpose": "prefetch" });
    await visit("/", {}, "HEAD");
    await visit("/", { cookie: "shop.session_token=someone" });
    expect((await visit(`/product/made-up-${Date.now()}`)).status).toBe(404);
    expect((await visit(`/no-such-page-${Date.now()}`)).status).toBe(404);
    await visit(`/product/made-up-${Date.now()}.data`, { referer: `${shop.url}/` });

    const counted = async () =>
      Object.fromEntries((await shop.database.db.select().from(statisticDays)).map((row) => [`${row.kind} ${row.key}`, row.count]));
    const expected = { "page /": 4, "page /about": 3, "source utm:instagram|social|winter": 3, "source ref:google.com": 1 };
    await vi.waitFor(async () => expect(await counted()).toEqual(expected), { timeout: 10_000, interval: 200 });
    // Nothing more comes from what was left out.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await counted()).toEqual(expected);
    const [row] = await shop.database.db.select().from(statisticDays).where(and(eq(statisticDays.kind, "page"), eq(statisticDays.key, "/")));
    expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("counts nothing when the shop is told not to", async () => {
    const quiet = await shops.open({ databaseUrl: await shops.newDatabaseUrl(), env: { SHOP_STATISTICS: "off", SHOP_STATISTICS_FLUSH_SECONDS: "1" } });
    await fetch(`${quiet.url}/?utm_source=instagram`, { headers: { "user-agent": browser } }).then((r) => r.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await quiet.database.db.select().from(statisticDays)).toEqual([]);
  });
});
