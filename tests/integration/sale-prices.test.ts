import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { endSale, saveSale } from "~/admin/items/item-sales.server";
import { loadConfig } from "~/config.server";
import { storeOrderRequest } from "~/orders/order-requests.server";
import { feedResponse, type FeedContext } from "~/feeds/feeds.server";
import { startSaleClock } from "~/shop/sale-clock.server";
import { readPrices } from "~/shop/sale-price.server";
import { shopperItems } from "~/shop/shopper-item.server";
import { readContentVersion } from "~db/content-version";
import { colorVariants, itemPrices, items, itemSales } from "~db/schema";
import { contentReadsOf, createTestDatabase, type TestDatabase } from "../support/database";
import { googleEntrySchema, metaEntrySchema, readCsv, readGoogleFeed } from "../support/feed-schema";

/*
 * docs/product/sale-prices.md on both databases: the price history the database keeps, the prior
 * price a reduction announces (the lowest of the 30 days before it), the sales the owner may set,
 * the feeds, and the content version moving on when a sale starts.
 */

const publicUrl = "http://shop.test";
const day = 24 * 60 * 60 * 1000;
let database: TestDatabase;
let uploads: string;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), "shop-sales-"));
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});
beforeEach(async () => {
  await db().delete(items);
});

/** An item priced at `price` since `days` ago, its history as the database wrote it at its creation. */
async function itemSince(price: number, days: number, slug = "market-tote") {
  const createdAt = new Date(Date.now() - days * day);
  const [item] = await db()
    .insert(items)
    .values({ slug, nameI18n: { en: "Market tote", fr: "Cabas du marché" }, price, stock: 3, images: ["/uploads/products/items/0b7c2a6e-3f1d-4c8a-9e2b-5d6f7a8b9c0d.webp"], createdAt })
    .returning();
  return item;
}

/** Changes the item's price as the back office does, then dates that change `days` ago. */
async function priceChanged(itemId: string, price: number, days: number) {
  await db().update(items).set({ price }).where(eq(items.id, itemId));
  await db()
    .update(itemPrices)
    .set({ appliedFrom: new Date(Date.now() - days * day) })
    .where(sql`${itemPrices.itemId} = ${itemId} AND ${itemPrices.price} = ${price}`);
}

const hours = (n: number) => new Date(Date.now() + n * 60 * 60 * 1000);

async function googleEntry(itemId: string) {
  const context: FeedContext = { db: db(), contentReads: contentReadsOf(db()), config: loadConfig({ PUBLIC_URL: publicUrl }) };
  const response = await feedResponse(new Request(`${publicUrl}/feeds/google.xml?lng=fr`), context, "google", "fr");
  const entries = readGoogleFeed(await response.text()).entries.map((entry) => googleEntrySchema(publicUrl).parse(entry));
  const meta = await feedResponse(new Request(`${publicUrl}/feeds/meta.csv?lng=fr`), context, "meta", "fr");
  const rows = readCsv(await meta.text()).map((row) => metaEntrySchema(publicUrl).parse(row));
  return { google: entries.find((entry) => entry.id === itemId), meta: rows.find((row) => row.id === itemId) };
}

describe("the price history", () => {
  it("holds an item's first price and every change, written by the database with the item", async () => {
    const item = await itemSince(40, 100);
    await db().update(items).set({ stock: 2 }).where(eq(items.id, item.id));
    await db().update(items).set({ price: 60 }).where(eq(items.id, item.id));
    const history = await db().select().from(itemPrices).where(eq(itemPrices.itemId, item.id)).orderBy(itemPrices.appliedFrom);
    expect(history.map((point) => point.price)).toEqual([40, 60]);
    expect(history[0].appliedFrom).toEqual(item.createdAt);
  });
});

describe("a reduction's prior price", () => {
  it("is the 30-day lowest: a price raised and then reduced announces no reduction from the raised price", async () => {
    const item = await itemSince(40, 100);
    await priceChanged(item.id, 60, 10);
    expect(await saveSale(db(), { itemId: item.id, variantId: null, price: 50, startsAt: hours(-1), endsAt: hours(24) })).toMatchObject({ ok: true });

    const [card] = await shopperItems(db(), [{ ...item, price: 60 }], "fr");
    expect(card.price).toBe(50);
    expect(card.reduction).toBeNull();
    const { google, meta } = await googleEntry(item.id);
    expect(google).toMatchObject({ price: "50.00 EUR" });
    expect(google?.sale_price).toBeUndefined();
    expect(meta).toMatchObject({ price: "50.00 EUR" });
    expect(meta?.sale_price).toBeUndefined();
  });

  it("is announced, struck, on the card, the colours and in both feeds when it is above the sale price", async () => {
    const item = await itemSince(60, 100);
    const startsAt = hours(-1);
    const endsAt = hours(48);
    expect(await saveSale(db(), { itemId: item.id, variantId: null, price: 45, startsAt, endsAt })).toMatchObject({ ok: true });

    const prices = await readPrices(db(), [item.id]);
    const reduction = { was: 60, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
    expect(prices(item, null)).toEqual({ price: 45, reduction });
    const [card] = await shopperItems(db(), [item], "fr");
    expect(card).toMatchObject({ price: 45, reduction });
    const { google, meta } = await googleEntry(item.id);
    const range = `${startsAt.toISOString().slice(0, 16)}Z/${endsAt.toISOString().slice(0, 16)}Z`;
    expect(google).toMatchObject({ price: "60.00 EUR", sale_price: "45.00 EUR", sale_price_effective_date: range });
    expect(meta).toMatchObject({ price: "60.00 EUR", sale_price: "45.00 EUR", sale_price_effective_date: range });
  });

  it("counts an earlier sale in the window: a sale after a sale is cut from the first one's price", async () => {
    const item = await itemSince(60, 100);
    const [first] = await db()
      .insert(itemSales)
      .values({ itemId: item.id, price: 40, startsAt: new Date(Date.now() - 20 * day), endsAt: new Date(Date.now() - 10 * day) })
      .returning();
    expect(first.price).toBe(40);
    await saveSale(db(), { itemId: item.id, variantId: null, price: 50, startsAt: hours(-1), endsAt: hours(24) });
    expect((await readPrices(db(), [item.id]))(item, null)).toEqual({ price: 50, reduction: null });
  });

  it("puts a colour's sale on that colour only", async () => {
    const item = await itemSince(60, 100);
    await db().update(items).set({ hasColorVariants: true }).where(eq(items.id, item.id));
    const [sage, rust] = await db()
      .insert(colorVariants)
      .values([
        { itemId: item.id, colorNameI18n: { en: "Sage" }, stock: 2, sortOrder: 0 },
        { itemId: item.id, colorNameI18n: { en: "Rust" }, stock: 2, sortOrder: 1 },
      ])
      .returning();
    await saveSale(db(), { itemId: item.id, variantId: sage.id, price: 48, startsAt: hours(-1), endsAt: hours(24) });
    const [card] = await shopperItems(db(), [{ ...item, hasColorVariants: true }], "en");
    expect(card.price).toBe(60);
    expect(card.variants.find((v) => v.id === sage.id)).toMatchObject({ price: 48, reduction: { was: 60 } });
    expect(card.variants.find((v) => v.id === rust.id)).toMatchObject({ price: 60, reduction: null });
  });
});

describe("an order request during a sale", () => {
  it("is stored at the sale's price the shopper saw, and refused at the regular one", async () => {
    const item = await itemSince(60, 100);
    await saveSale(db(), { itemId: item.id, variantId: null, price: 45, startsAt: hours(-1), endsAt: hours(24) });
    const request = (unitPrice: number) => ({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "",
      notes: "",
      kind: "order" as const,
      lines: [{ itemId: item.id, variantId: null, qty: 2, unitPrice }],
    });
    expect(await storeOrderRequest(db(), request(60), "fr")).toEqual({
      ok: false,
      problems: [{ itemId: item.id, variantId: null, reason: "price", price: 45 }],
    });
    const stored = await storeOrderRequest(db(), request(45), "fr");
    expect(stored).toMatchObject({ ok: true, total: 90, lines: [{ unitPrice: 45, lineTotal: 90 }] });
  });
});

describe("the sales the owner may set", () => {
  it("refuses an end before the start, a price not below the item's and an overlap, and ends a running sale now", async () => {
    const item = await itemSince(60, 100);
    const sale = { itemId: item.id, variantId: null, price: 50, startsAt: hours(1), endsAt: hours(24) };
    expect(await saveSale(db(), { ...sale, endsAt: hours(0.5) })).toEqual({ ok: false, problem: "endBeforeStart" });
    expect(await saveSale(db(), { ...sale, price: 60 })).toEqual({ ok: false, problem: "notBelowPrice" });
    expect(await saveSale(db(), { ...sale, startsAt: hours(-48), endsAt: hours(-24) })).toEqual({ ok: false, problem: "endPassed" });
    const saved = await saveSale(db(), sale);
    expect(saved.ok).toBe(true);
    expect(await saveSale(db(), { ...sale, startsAt: hours(20), endsAt: hours(30) })).toEqual({ ok: false, problem: "overlap" });
    expect((await saveSale(db(), { ...sale, startsAt: hours(24), endsAt: hours(30) })).ok).toBe(true);

    const running = await saveSale(db(), { ...sale, startsAt: hours(-2), endsAt: hours(0.5) });
    expect(running.ok).toBe(true);
    if (!running.ok || !saved.ok) return;
    expect(await endSale(db(), running.id, item.id)).toBe(true);
    const [ended] = await db().select().from(itemSales).where(eq(itemSales.id, running.id));
    expect(ended.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await endSale(db(), saved.id, item.id)).toBe(true);
    expect(await db().select().from(itemSales).where(eq(itemSales.id, saved.id))).toEqual([]);
  });
});

describe("kept pages at a sale's start", () => {
  it("see the content version move on when a sale starts", async () => {
    const item = await itemSince(60, 100);
    const clock = startSaleClock(db(), pino({ level: "silent" }));
    try {
      await saveSale(db(), { itemId: item.id, variantId: null, price: 45, startsAt: new Date(Date.now() + 800), endsAt: hours(24) });
      clock.wake();
      const before = await readContentVersion(db());
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await readContentVersion(db())).toBeGreaterThan(before);
    } finally {
      clock.stop();
    }
  });
});
