import { once } from "node:events";
import net from "node:net";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { colorVariants, items, orderRequests, signInThrottle, stockNotices, stockWishes } from "~db/schema";
import { saveVariant } from "~/admin/items/items.server";
import { changeOrderStatus } from "~/orders/admin/order-admin.server";
import { claimDueNotices, shopSend, startStockAlertWorker, wakeStockAlertWorkers, workOffOutbox, type Send } from "~/stock-alerts/outbox.server";
import { claimLeaseMs, retryDelayMs } from "~/stock-alerts/stock-alert-rules";
import { askForWish, confirmWish, unsubscribeWish } from "~/stock-alerts/wishes.server";
import { deleteExpiredWishes } from "~/stock-alerts/retention.server";
import { eraseWishesOf, listedWishes, waitingPieces } from "~/stock-alerts/waiting-list.server";
import { eraseRequestsOf } from "~/orders/retention.server";
import { loadConfig } from "~/config.server";
import * as backInStock from "~/routes/back-in-stock";
import * as backInStockLink from "~/routes/back-in-stock-link";
import { createCartTestShop, type CartTestShop } from "./cart-support";
import { decodedMail, startTestInbox, type TestInbox } from "../support/test-inbox";

/*
 * docs/product/back-in-stock.md on both databases: one wish per address and colour, double opt-in,
 * the outbox written with the stock change and sent once, also across a worker that died after
 * the commit and a mail server that failed, unsubscribe, and the deletions.
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
  await db().delete(stockWishes);
  await db().delete(signInThrottle);
  await db().update(colorVariants).set({ stock: 0 }).where(eq(colorVariants.id, shop.tote.rust));
  inbox.mails.splice(0);
});

const outbox = (smtpUrl = inbox.url) => ({ db: db(), config: { ...loadConfig({ PUBLIC_URL: "http://shop.test" }), smtpUrl }, log });

/** Sends what is due through the test inbox; the mails that arrived. */
async function workOff(now = new Date()) {
  const before = inbox.mails.length;
  await workOffOutbox(outbox(), shopSend(outbox()), () => now);
  return inbox.mails.slice(before);
}

/** The link of a mail that starts with `path`, as the shopper would open it. */
function linkIn(raw: string, path: string): string {
  const match = new RegExp(`http://shop\\.test${path}[^\\s]+`).exec(decodedMail(raw));
  if (!match) throw new Error(`no ${path} link in the mail`);
  return new URL(match[0]).pathname.split("/").pop()!;
}

/** A confirmed wish for the rust tote, as the shopper makes it: asked, mailed, confirmed. */
async function confirmedWish(email: string, language: "en" | "it" | "fr" = "en") {
  expect(await askForWish(db(), { email, itemId: shop.tote.id, variantId: shop.tote.rust }, language)).toBe("asked");
  const [mail] = (await workOff()).filter((m) => m.to.includes(email.toLowerCase()));
  expect(await confirmWish(db(), linkIn(mail.raw, "/back-in-stock/confirm/"))).toBe(true);
  return mail;
}

/** The rust tote's stock raised in the back office, as the owner saves the colour. */
async function raiseRust(stock = 3) {
  const result = await saveVariant(
    db(),
    {
      id: shop.tote.rust,
      itemId: shop.tote.id,
      colorNameEn: "Rust",
      colorNameIt: "",
      colorNameFr: "",
      colorHex: "#b5523b",
      images: [],
      stock,
      sortOrder: 1,
      active: true,
    } as Parameters<typeof saveVariant>[1],
    true,
  );
  expect(result.ok).toBe(true);
}

describe("a wish", () => {
  it("is one per address and colour, whatever the letters' case", async () => {
    await askForWish(db(), { email: "Ada@Example.com", itemId: shop.tote.id, variantId: shop.tote.rust }, "en");
    await askForWish(db(), { email: "ada@example.com ", itemId: shop.tote.id, variantId: shop.tote.rust }, "en");
    await askForWish(db(), { email: "ada@example.com", itemId: shop.tote.id, variantId: shop.tote.rust }, "it");
    const wishes = await db().select().from(stockWishes);
    expect(wishes).toHaveLength(1);
    expect(wishes[0]).toMatchObject({ email: "ada@example.com", state: "unconfirmed", language: "it" });
    // Only the newest confirmation goes out: the older ones' links would open nothing.
    expect(await workOff()).toHaveLength(1);
  });

  it("is refused for a colour in stock and for a unique piece sold, saying nothing of the address", async () => {
    expect(await askForWish(db(), { email: "ada@example.com", itemId: shop.tote.id, variantId: shop.tote.sage }, "en")).toBe("notWaitable");
    expect(await askForWish(db(), { email: "ada@example.com", itemId: shop.tote.id }, "en")).toBe("notWaitable");
    const [unique] = await db().insert(items).values({ slug: "one-of-a-kind", nameI18n: { en: "One of a kind" }, price: 80, stock: 0, isUnique: true }).returning();
    expect(await askForWish(db(), { email: "ada@example.com", itemId: unique.id }, "en")).toBe("notWaitable");
    await db().delete(items).where(eq(items.id, unique.id));
    expect(await db().select().from(stockWishes)).toHaveLength(0);
  });

  it("is told only once confirmed (double opt-in), in its language, with the product on its colour", async () => {
    await askForWish(db(), { email: "bob@example.com", itemId: shop.tote.id, variantId: shop.tote.rust }, "en");
    const [confirmation] = await workOff();
    const text = decodedMail(confirmation.raw);
    // Header lines folded by the mailer, unfolded as a mail program reads them.
    const headers = confirmation.raw.replace(/\r?\n[ \t]+/g, " ");
    expect(text).toContain("You asked Filo & Uncinetto to be told when Market tote – Rust is back.");
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/shop\.test\/back-in-stock\/unsubscribe\/[A-Za-z0-9_-]{43}\?lng=en>/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // Not confirmed: the stock rises and nothing is written or sent.
    await raiseRust();
    expect(await workOff()).toHaveLength(0);
    await db().update(colorVariants).set({ stock: 0 }).where(eq(colorVariants.id, shop.tote.rust));

    await confirmedWish("carla@example.com", "it");
    await raiseRust();
    const back = await workOff();
    expect(back.map((mail) => mail.to)).toEqual([["carla@example.com"]]);
    const backText = decodedMail(back[0].raw);
    expect(backText).toContain("Borsa mercato – Rust è di nuovo disponibile da Filo & Uncinetto:");
    expect(backText).toContain(`http://shop.test/product/market-tote?lng=it&color=${shop.tote.rust}`);
    expect(backText).not.toMatch(/utm_|<img/i);
    const [wish] = await db().select().from(stockWishes).where(eq(stockWishes.email, "carla@example.com"));
    expect(wish.state).toBe("notified");
    // Saved again, still in stock: no second mail.
    await raiseRust(4);
    expect(await workOff()).toHaveLength(0);
  });

  it("whose piece is back already when confirmed is told at once", async () => {
    await askForWish(db(), { email: "dan@example.com", itemId: shop.tote.id, variantId: shop.tote.rust }, "en");
    const [confirmation] = await workOff();
    await db().update(colorVariants).set({ stock: 1 }).where(eq(colorVariants.id, shop.tote.rust));
    expect(await confirmWish(db(), linkIn(confirmation.raw, "/back-in-stock/confirm/"))).toBe(true);
    expect(await workOff()).toHaveLength(1);
  });

  it("is written to the outbox in the transaction that puts a cancelled order's pieces back", async () => {
    await confirmedWish("eve@example.com");
    const [order] = await db()
      .insert(orderRequests)
      .values({
        customerName: "Eve",
        customerEmail: "eve@example.com",
        language: "en",
        status: "confirmed",
        lines: [{ itemId: shop.tote.id, variantId: shop.tote.rust, slug: "market-tote", name: "Market tote", colorName: "Rust", unitPrice: 45, qty: 1, lineTotal: 45, leadTimeDays: null }],
        total: 45,
      })
      .returning();
    expect(await changeOrderStatus(db(), order.id, "confirmed", "cancelled")).toEqual({ ok: true });
    const [rust] = await db().select({ stock: colorVariants.stock }).from(colorVariants).where(eq(colorVariants.id, shop.tote.rust));
    expect(rust.stock).toBe(1);
    expect((await workOff()).map((mail) => mail.to)).toEqual([["eve@example.com"]]);
    await db().delete(orderRequests);
  });

  it("is deleted with one click on its unsubscribe link, and its mail not sent yet goes with it", async () => {
    const confirmation = await confirmedWish("fay@example.com");
    await raiseRust();
    expect(await unsubscribeWish(db(), linkIn(confirmation.raw, "/back-in-stock/unsubscribe/"))).toBe(false);
    // The back-in-stock mail carries its own unsubscribe link; it was queued, not sent yet.
    const [notice] = await db().select().from(stockNotices).where(eq(stockNotices.kind, "back"));
    expect(await unsubscribeWish(db(), notice.links!.unsubscribe)).toBe(true);
    expect(await db().select().from(stockWishes)).toHaveLength(0);
    expect(await db().select().from(stockNotices)).toHaveLength(0);
    expect(await workOff()).toHaveLength(0);
    expect(await unsubscribeWish(db(), "not-a-token")).toBe(false);
  });
});

describe("the outbox", () => {
  it("sends a notice once across a worker that died between the commit and the send", async () => {
    await confirmedWish("gil@example.com");
    await raiseRust();
    const now = new Date();
    // A worker claims the mail and dies before sending it.
    expect(await claimDueNotices(db(), now)).toHaveLength(1);
    // While its claim lasts no other worker takes the row…
    expect(await workOff(new Date(now.getTime() + claimLeaseMs - 1000))).toHaveLength(0);
    // …after it, the next one sends it, once.
    expect(await workOff(new Date(now.getTime() + claimLeaseMs + 1000))).toHaveLength(1);
    expect(await workOff(new Date(now.getTime() + 10 * claimLeaseMs))).toHaveLength(0);
    const [notice] = await db().select().from(stockNotices).where(eq(stockNotices.kind, "back"));
    expect(notice.sentAt).not.toBeNull();
    expect(notice.links).toBeNull();
  });

  it("never gives one notice to two workers working at once", async () => {
    for (const name of ["h1", "h2", "h3", "h4", "h5"]) await confirmedWish(`${name}@example.com`);
    await raiseRust();
    const sent: string[] = [];
    const slowSend: Send = async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent.push(message.to);
    };
    await Promise.all([workOffOutbox(outbox(), slowSend), workOffOutbox(outbox(), slowSend), workOffOutbox(outbox(), slowSend)]);
    expect(sent.sort()).toEqual(["h1", "h2", "h3", "h4", "h5"].map((name) => `${name}@example.com`));
  });

  it("keeps a notice the mail server refused and sends it on a later try, with a growing wait", async () => {
    await confirmedWish("ida@example.com");
    await raiseRust();
    const closed = net.createServer();
    closed.listen(0, "127.0.0.1");
    await once(closed, "listening");
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = outbox(`smtp://127.0.0.1:${port}`);
    const now = new Date();
    expect(await workOffOutbox(down, shopSend(down), () => now)).toBe(0);
    const backNotice = () => db().select().from(stockNotices).where(eq(stockNotices.kind, "back"));
    let [notice] = await backNotice();
    expect(notice).toMatchObject({ attempts: 1, sentAt: null, claimedUntil: null });
    expect(notice.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    const later = new Date(now.getTime() + retryDelayMs(1));
    expect(await workOffOutbox(down, shopSend(down), () => later)).toBe(0);
    [notice] = await backNotice();
    expect(notice.nextAttemptAt.getTime()).toBe(later.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    // Not due yet: nothing; due, and the server is back: one mail.
    expect(await workOff(new Date(later.getTime() + 1000))).toHaveLength(0);
    expect(await workOff(new Date(later.getTime() + retryDelayMs(2)))).toHaveLength(1);
  });
});

describe("the limits", () => {
  it("cannot be turned against a shopper: a flood of asks for their address sends a few mails and leaves their confirmed wish alone", async () => {
    await confirmedWish("jo@example.com");
    await db().delete(signInThrottle);
    const [sage] = await db()
      .insert(colorVariants)
      .values({ itemId: shop.tote.id, colorNameI18n: { en: "Ochre" }, colorHex: "#cc8800", stock: 0, sortOrder: 5 })
      .returning();
    for (let i = 0; i < 20; i++) {
      expect(await askForWish(db(), { email: "JO@example.com", itemId: shop.tote.id, variantId: i % 2 ? shop.tote.rust : sage.id }, "fr")).toBe("asked");
      await workOff();
    }
    // The rust wish was confirmed: asking again changed nothing and sent nothing.
    const rows = await db().select().from(stockWishes).where(eq(stockWishes.email, "jo@example.com"));
    expect(rows.find((row) => row.variantId === shop.tote.rust)).toMatchObject({ state: "waiting", language: "en" });
    // The ochre asks: three confirmations at most in a day.
    expect(inbox.mails.filter((mail) => mail.to.includes("jo@example.com")).length).toBe(1 + 3);
    await raiseRust();
    expect((await workOff()).map((mail) => mail.to)).toEqual([["jo@example.com"]]);
    await db().delete(colorVariants).where(eq(colorVariants.id, sage.id));
  });
});

describe("the deletion", () => {
  it("removes unconfirmed wishes after 7 days and every wish 12 months after it was made", async () => {
    const now = new Date("2026-11-27T10:00:00Z");
    const made = (daysAgo: number) => new Date(now.getTime() - daysAgo * 24 * 60 * 60 * 1000);
    const wish = (email: string, state: "unconfirmed" | "waiting" | "notified", createdAt: Date) => ({
      email,
      itemId: shop.tote.id,
      variantId: shop.tote.rust,
      language: "en",
      state,
      unsubscribeTokenHash: email,
      createdAt,
    });
    await db()
      .insert(stockWishes)
      .values([
        wish("fresh@example.com", "unconfirmed", made(6)),
        wish("stale@example.com", "unconfirmed", made(8)),
        wish("waiting@example.com", "waiting", made(300)),
        wish("old@example.com", "waiting", made(366)),
        wish("told@example.com", "notified", made(370)),
      ]);
    expect(await deleteExpiredWishes(db(), now)).toBe(3);
    const left = await db().select({ email: stockWishes.email }).from(stockWishes).orderBy(sql`${stockWishes.email}`);
    expect(left.map((row) => row.email)).toEqual(["fresh@example.com", "waiting@example.com"]);
  });
});

describe("the form and the links' pages", () => {
  const post = async (path: string, fields: Record<string, string>, address = "198.51.100.7") => {
    const request = new Request(`http://shop.test${path}`, {
      method: "POST",
      headers: { origin: "http://shop.test", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    const context = { ...shop.context({ address }), config: { ...shop.context().config, smtpUrl: inbox.url } };
    const [, , kind, token] = path.split("/");
    const route = kind ? backInStockLink : backInStock;
    const result = (await route.action({ request, context, params: { kind, token } } as never)) as unknown as { init: { status?: number } | null; data: unknown };
    return { status: result.init?.status ?? 200, data: result.data };
  };
  const ask = (email: string, address?: string) => post("/back-in-stock", { email, itemId: shop.tote.id, variantId: shop.tote.rust }, address);

  it("answers the same whether or not the address was waiting, and refuses a client past its asks", async () => {
    await confirmedWish("kai@example.com");
    const waiting = await ask("kai@example.com");
    const fresh = await ask("lea@example.com");
    expect(waiting).toEqual(fresh);
    expect(fresh).toEqual({ status: 200, data: { outcome: "asked", back: `/product/market-tote?color=${shop.tote.rust}` } });
    expect(await ask("not an address")).toMatchObject({ status: 400, data: { outcome: "invalid" } });
    for (let i = 0; i < 7; i++) await ask(`m${i}@example.com`);
    expect(await ask("late@example.com")).toMatchObject({ status: 429, data: { outcome: "tooMany" } });
    // Another client is not held back by this one.
    expect(await ask("late@example.com", "198.51.100.99")).toMatchObject({ status: 200 });
  });

  it("confirms and unsubscribes only by a POST of the link's secret", async () => {
    await askForWish(db(), { email: "ned@example.com", itemId: shop.tote.id, variantId: shop.tote.rust }, "en");
    const [mail] = await workOff();
    const confirm = linkIn(mail.raw, "/back-in-stock/confirm/");
    expect(await post(`/back-in-stock/confirm/${confirm}`, {})).toEqual({ status: 200, data: { done: true } });
    expect(await post(`/back-in-stock/confirm/${confirm}`, {})).toEqual({ status: 404, data: { done: false } });
    const unsubscribe = linkIn(mail.raw, "/back-in-stock/unsubscribe/");
    // A mail program's one click (RFC 8058) posts this body, from no page at all.
    expect(await post(`/back-in-stock/unsubscribe/${unsubscribe}`, { "List-Unsubscribe": "One-Click" })).toEqual({ status: 200, data: { done: true } });
    expect(await db().select().from(stockWishes)).toHaveLength(0);
  });
});

describe("the back office", () => {
  it("counts who waits for each colour, and erases one address across wishes and the requests that never became a sale", async () => {
    await confirmedWish("owen@example.com");
    await askForWish(db(), { email: "pia@example.com", itemId: shop.tote.id, variantId: shop.tote.rust }, "it");
    expect(await waitingPieces(db(), "en")).toEqual([{ itemId: shop.tote.id, pieceName: "Market tote – Rust", waiting: 1, unconfirmed: 1 }]);
    expect((await listedWishes(db(), "en", "OWEN@example.com")).map((wish) => [wish.email, wish.state])).toEqual([["owen@example.com", "waiting"]]);

    const request = (status: "new" | "confirmed") => ({
      customerName: "Owen",
      customerEmail: "Owen@Example.com",
      language: "en",
      status,
      lines: [],
      total: 0,
    });
    await db().insert(orderRequests).values([request("new"), request("confirmed")]);
    expect(await eraseWishesOf(db(), "owen@example.com")).toBe(1);
    expect(await eraseRequestsOf(db(), "owen@example.com")).toEqual({ deleted: 1, kept: 1 });
    const left = await db().select({ status: orderRequests.status }).from(orderRequests);
    expect(left).toEqual([{ status: "confirmed" }]);
    expect((await db().select().from(stockWishes)).map((wish) => wish.email)).toEqual(["pia@example.com"]);
    await db().delete(orderRequests);
  });
});

describe("the running worker", () => {
  it("sends at start what waits, when woken after a commit, and stops cleanly", async () => {
    await askForWish(db(), { email: "quinn@example.com", itemId: shop.tote.id, variantId: shop.tote.rust }, "en");
    const arriving = inbox.next("quinn@example.com");
    // A long timer: only the start and the wake can send here.
    const worker = startStockAlertWorker(outbox(), { everyMs: 60 * 60 * 1000 });
    await arriving;
    await askForWish(db(), { email: "rita@example.com", itemId: shop.tote.id, variantId: shop.tote.rust }, "en");
    const woken = inbox.next("rita@example.com");
    wakeStockAlertWorkers();
    await woken;
    await worker.stop();
    expect(await db().select().from(stockNotices).where(sql`${stockNotices.sentAt} IS NULL`)).toHaveLength(0);
  });
});
