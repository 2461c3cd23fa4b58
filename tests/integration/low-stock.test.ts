import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { colorVariants, items, orderRequests, shopSettings, stockNotices } from "~db/schema";
import { lowStockItemCount, matchingItems } from "~/admin/items/items-list.server";
import { loadConfig } from "~/config.server";
import { changeOrderStatus } from "~/orders/admin/order-admin.server";
import { shopSend, workOffOutbox } from "~/stock-alerts/outbox.server";
import { createCartTestShop, type CartTestShop } from "./cart-support";
import { decodedMail, startTestInbox, type TestInbox } from "../support/test-inbox";

/*
 * docs/product/back-office.md#low-stock on both databases: a confirmed order that takes an item or
 * a colour to its level mails the owner once, not again while it stays there, and again only after
 * a restock above the level; the item's own level wins over the shop's; the list's filter and the
 * menu's badge count the same items.
 */

let shop: CartTestShop;
let inbox: TestInbox;
const db = () => shop.database.db;
const log = pino({ level: "silent" });

beforeAll(async () => {
  shop = await createCartTestShop();
  inbox = await startTestInbox();
});
afterAll(async () => {
  await inbox?.close();
  await shop?.close();
});
beforeEach(async () => {
  await db().delete(orderRequests);
  await db().delete(stockNotices);
  await db().delete(shopSettings);
  await db().update(items).set({ stock: 5, lowStockLevel: null }).where(eq(items.id, shop.beanie.id));
  await db().update(colorVariants).set({ stock: 2 }).where(eq(colorVariants.id, shop.tote.sage));
  inbox.mails.splice(0);
});

const outbox = () => ({ db: db(), config: { ...loadConfig({ PUBLIC_URL: "http://shop.test" }), smtpUrl: inbox.url }, log });

/** Sends what is due through the test inbox; the mails that arrived, as text. */
async function workOff() {
  const before = inbox.mails.length;
  await workOffOutbox(outbox(), shopSend(outbox()));
  return inbox.mails.slice(before).map((mail) => ({ to: mail.to, text: decodedMail(mail.raw) }));
}

/** An order request for `qty` of a piece, confirmed by the owner: its pieces leave the stock. */
async function confirmOrder(qty: number, piece: { itemId: string; variantId: string | null; name: string; colorName: string | null }) {
  const [order] = await db()
    .insert(orderRequests)
    .values({
      customerName: "Ada",
      customerEmail: "ada@example.com",
      language: "en",
      lines: [{ ...piece, slug: "piece", unitPrice: 10, qty, lineTotal: 10 * qty, leadTimeDays: null }],
      total: 10 * qty,
    })
    .returning();
  expect(await changeOrderStatus(db(), order.id, "new", "confirmed")).toEqual({ ok: true });
  return order;
}

const beanie = () => ({ itemId: shop.beanie.id, variantId: null, name: "Pompom beanie", colorName: null });
const sage = () => ({ itemId: shop.tote.id, variantId: shop.tote.sage, name: "Market tote", colorName: "Sage" });
const ownerAddress = "hello@filo-uncinetto.example";

describe("the low-stock mail", () => {
  it("goes to the owner once when a confirmed order takes an item to its level, and again only after a restock above it", async () => {
    await confirmOrder(4, beanie());
    const [mail, ...more] = await workOff();
    expect(more).toEqual([]);
    expect(mail.to).toEqual([ownerAddress]);
    // In the shop's language, like the mail of a new request.
    expect(mail.text).toContain("Un ordine confermato ha lasciato 1 pezzo di Berretto");
    expect(mail.text).toContain(`http://shop.test/admin/items?edit=${shop.beanie.id}`);

    // Below the level already: the next confirmed order sends nothing.
    await confirmOrder(1, beanie());
    expect(await workOff()).toEqual([]);

    // Restocked above the level: armed again.
    await db().update(items).set({ stock: 3 }).where(eq(items.id, shop.beanie.id));
    await confirmOrder(2, beanie());
    expect((await workOff()).map((sent) => sent.to)).toEqual([[ownerAddress]]);
  });

  it("names the colour an order took to the level", async () => {
    await confirmOrder(1, sage());
    const [mail] = await workOff();
    expect(mail.text).toContain("Borsa mercato – Salvia");
  });

  it("follows the item's own level over the shop's, and 0 turns it off", async () => {
    await db().insert(shopSettings).values({ id: 1, lowStockLevel: 0 });
    await confirmOrder(4, beanie());
    expect(await workOff()).toEqual([]);

    await db().update(items).set({ stock: 5, lowStockLevel: 3 }).where(eq(items.id, shop.beanie.id));
    await confirmOrder(1, beanie());
    expect(await workOff()).toEqual([]);
    await confirmOrder(1, beanie());
    expect(await workOff()).toHaveLength(1);
  });

  it("is not written for a unique piece, which is made once", async () => {
    const [unique] = await db().insert(items).values({ slug: "one-off", nameI18n: { en: "One-off" }, price: 30, stock: 1, isUnique: true }).returning();
    await confirmOrder(1, { itemId: unique.id, variantId: null, name: "One-off", colorName: null });
    expect(await workOff()).toEqual([]);
    await db().delete(orderRequests);
    await db().delete(items).where(eq(items.id, unique.id));
  });
});

describe("the items running low", () => {
  const lowSlugs = async () =>
    (await db().select({ slug: items.slug }).from(items).where(matchingItems(db(), { stock: "low" })).orderBy(items.slug)).map((row) => row.slug);

  it("are those still selling with their stock or a colour's at or below the level, as the badge counts them", async () => {
    // The tote sells its sage, and its rust is sold out: at or below the level of 1.
    expect(await lowSlugs()).toEqual(["market-tote"]);
    await db().update(colorVariants).set({ stock: 1 }).where(eq(colorVariants.id, shop.tote.rust));
    expect(await lowSlugs()).toEqual(["market-tote"]);
    await db().update(colorVariants).set({ stock: 3 }).where(eq(colorVariants.id, shop.tote.rust));
    expect(await lowSlugs()).toEqual([]);
    expect(await lowStockItemCount(db())).toBe(0);
    await db().update(colorVariants).set({ stock: 0 }).where(eq(colorVariants.id, shop.tote.rust));
    await db().update(items).set({ stock: 2 }).where(eq(items.id, shop.beanie.id));
    expect(await lowSlugs()).toEqual(["market-tote"]);
    await db().insert(shopSettings).values({ id: 1, lowStockLevel: 2 });
    expect(await lowSlugs()).toEqual(["market-tote", "pompom-beanie"]);
    expect(await lowStockItemCount(db())).toBe(2);
    // Sold out in all is its own filter, not running low.
    await db().update(colorVariants).set({ stock: 0 }).where(eq(colorVariants.id, shop.tote.sage));
    expect(await lowSlugs()).toEqual(["pompom-beanie"]);
  });
});
