import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateScaleCatalogue, scaleSize } from "../../bench/scale/generate";
import { loadConfig } from "~/config.server";
import { feedResponse, keptFeed, type FeedContext, type FeedFormat } from "~/feeds/feeds.server";
import { salesChannels } from "~/feeds/sales-channels.server";
import { storeImagesIn } from "~/media/images.server";
import { localDiskStorage } from "~/media/storage.server";
import { importDemo } from "~db/demo/import.server";
import { colorVariants, items, shopSettings } from "~db/schema";
import { languages, type Language } from "~shared/languages";
import type { ShippingSettings } from "~shared/settings-values";
import { contentReadsOf, createTestDatabase, type TestDatabase } from "../support/database";
import { checkAcrossEntries, googleEntrySchema, metaEntrySchema, readCsv, readGoogleFeed } from "../support/feed-schema";

/*
 * docs/product/feeds.md: the feeds of the demo shop and of the 10,000-item catalogue, read back
 * and checked against the platforms' rules (tests/support/feed-schema.ts), on either database.
 */

const publicUrl = "http://shop.test";
let database: TestDatabase;
let context: FeedContext;
let uploads: string;

const italy = { rate: 6.5, freeOver: 80, transitMinDays: 1, transitMaxDays: 3 };
const shipping: ShippingSettings = { handlingDays: 2, destinations: { it: italy, eu: { ...italy, rate: 14, freeOver: null }, world: { ...italy, rate: 25 } } };

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), "shop-feeds-"));
  await importDemo(database.db, storeImagesIn(localDiskStorage(uploads)));
  await database.db.update(shopSettings).set({ shipping });
  context = { db: database.db, contentReads: contentReadsOf(database.db), config: loadConfig({ PUBLIC_URL: publicUrl }) };
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});

async function fetchFeed(format: FeedFormat, language: Language, headers: Record<string, string> = {}) {
  const path = format === "google" ? "/feeds/google.xml" : "/feeds/meta.csv";
  return feedResponse(new Request(`${publicUrl}${path}?lng=${language}`, { headers }), context, format, language);
}

/** Both feeds in one language, read back and checked; the entries of each. */
async function checkedFeeds(language: Language) {
  const google = readGoogleFeed(await (await fetchFeed("google", language)).text());
  const meta = readCsv(await (await fetchFeed("meta", language)).text());
  const googleEntry = googleEntrySchema(publicUrl);
  const metaEntry = metaEntrySchema(publicUrl);
  const googleEntries = google.entries.map((entry) => googleEntry.parse(entry));
  const metaEntries = meta.map((row) => metaEntry.parse(row));
  expect(checkAcrossEntries(googleEntries)).toEqual([]);
  expect(checkAcrossEntries(metaEntries)).toEqual([]);
  return { channel: google.channel, googleEntries, metaEntries };
}

/** What the rules say a feed holds: each active item without colours, each active colour of an active item with colours. */
async function expectedIds(): Promise<string[]> {
  const rows = await database.db.select().from(items).where(eq(items.active, true));
  const colours = await database.db.select().from(colorVariants).where(eq(colorVariants.active, true));
  return rows
    .flatMap((item) => (item.hasColorVariants ? colours.filter((colour) => colour.itemId === item.id).map((colour) => colour.id) : [item.id]))
    .sort();
}

describe("the demo shop's feeds", () => {
  it.each(languages)("in %s follow the platforms' rules and list every active item and colour", async (language) => {
    const { channel, googleEntries, metaEntries } = await checkedFeeds(language);
    const ids = await expectedIds();
    expect(googleEntries.map((entry) => entry.id).sort()).toEqual(ids);
    expect(metaEntries.map((entry) => entry.id).sort()).toEqual(ids);
    expect(channel.link).toBe(`${publicUrl}/?lng=${language}`);
    for (const entry of googleEntries) {
      expect(new URL(entry.link).searchParams.get("lng")).toBe(language);
      // Italy and the 26 other member states; the rest of the world has no country list.
      expect(entry.shipping?.map((line) => line.country)).toHaveLength(27);
    }
    // The demo's made-to-order pieces carry their making time and their label.
    const made = await database.db.select().from(items).where(eq(items.active, true));
    const slowest = made.filter((item) => item.leadTimeDays).sort((a, b) => b.leadTimeDays! - a.leadTimeDays!)[0];
    if (slowest) {
      const entry = googleEntries.find((e) => e.id === slowest.id || e.item_group_id === slowest.id)!;
      expect(entry.custom_label_1).toBe("made to order");
      expect(Number(entry.max_handling_time)).toBe(Math.max(slowest.leadTimeDays!, shipping.handlingDays));
    }
  });

  it("leave an item without its name in a language out of that language's feed, and say why", async () => {
    const [pictured] = await database.db.select().from(items).where(eq(items.hasColorVariants, false)).limit(1);
    const [english] = await database.db
      .insert(items)
      .values({ slug: "english-only", nameI18n: { en: "English only" }, price: 12, stock: 1, images: pictured.images })
      .returning();
    try {
      const italian = await keptFeed(context, "google", "it");
      expect(italian.leftOut).toContainEqual({ itemId: english.id, slug: "english-only", name: { en: "English only" }, color: null, reason: "name" });
      const { googleEntries } = await checkedFeeds("en");
      expect(googleEntries.map((entry) => entry.id)).toContain(english.id);
      expect((await checkedFeeds("it")).googleEntries.map((entry) => entry.id)).not.toContain(english.id);
      // The Sales channels page names it under the Italian feeds, in the back office's language.
      const channels = await salesChannels(context, "fr");
      const italianChannel = channels.find((channel) => channel.language === "it")!;
      expect(italianChannel.addresses).toEqual({ google: `${publicUrl}/feeds/google.xml?lng=it`, meta: `${publicUrl}/feeds/meta.csv?lng=it` });
      expect(italianChannel.leftOut).toContainEqual({ name: "English only", reason: "name" });
      expect(italianChannel.entries).toBe((await checkedFeeds("it")).googleEntries.length);
      expect(channels.find((channel) => channel.language === "en")!.leftOutCount).toBe(0);
    } finally {
      await database.db.delete(items).where(eq(items.id, english.id));
    }
  });

  it("answer a fetcher holding the current version with 304, and with the new feed once the content changes", async () => {
    const first = await fetchFeed("google", "en", { "accept-encoding": "gzip, deflate" });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await fetchFeed("google", "en", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // The other format and language have validators of their own.
    expect((await fetchFeed("meta", "en")).headers.get("etag")).not.toBe(etag);
    expect((await fetchFeed("google", "it")).headers.get("etag")).not.toBe(etag);

    const [piece] = await database.db.select().from(items).where(eq(items.hasColorVariants, false)).limit(1);
    await database.db.update(items).set({ nameI18n: { ...piece.nameI18n, en: "Renamed piece" } }).where(eq(items.id, piece.id));
    const changed = await fetchFeed("google", "en", { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(await changed.text()).toContain("<g:title>Renamed piece</g:title>");
  });
});

describe("a feed kept for the content version", () => {
  it("is built once for fetches arriving together after a change, and built again after the next", async () => {
    await database.db.update(items).set({ stock: 4 }).where(eq(items.hasColorVariants, false));
    const [one, two] = await Promise.all([keptFeed(context, "meta", "fr"), keptFeed(context, "meta", "fr")]);
    expect(two).toBe(one);
    expect(await keptFeed(context, "meta", "fr")).toBe(one);
    await database.db.update(items).set({ stock: 5 }).where(eq(items.hasColorVariants, false));
    expect(await keptFeed(context, "meta", "fr")).not.toBe(one);
  });
});

describe("the feeds of a 10,000-item catalogue", () => {
  it("follow the platforms' rules and list every active item and colour", { timeout: 300_000 }, async () => {
    // The feeds hold items and colours only: the scale's articles and order requests are left out.
    await generateScaleCatalogue(database.db, { ...scaleSize, articles: 0, orderRequests: 0 });
    const { googleEntries, metaEntries } = await checkedFeeds("fr");
    const ids = await expectedIds();
    expect(ids.length).toBeGreaterThan(10_000);
    expect(googleEntries.map((entry) => entry.id).sort()).toEqual(ids);
    expect(metaEntries).toHaveLength(ids.length);
  });
});
