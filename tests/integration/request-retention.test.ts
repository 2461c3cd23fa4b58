import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  orderMessages,
  orderQuotes,
  orderRequestCounts,
  orderRequestHistory,
  orderRequests,
  type OrderEvent,
  type OrderStatus,
  type QuoteState,
} from "~db/schema";
import { changeOrderStatus } from "~/orders/admin/order-admin.server";
import { deleteExpiredRequests, scheduleRequestRetention } from "~/orders/retention.server";
import { createTestDatabase, type TestDatabase } from "../support/database";

/*
 * docs/product/cart-and-orders.md#how-long-requests-are-kept on a real database: the requests that
 * never became a sale go twelve months after their last activity, with their history, messages and
 * quotes; every record of a sale stays; the back office's status counts stay true.
 */

let database: TestDatabase;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await db().delete(orderRequests);
});

const now = new Date("2026-11-27T10:00:00Z");
const thirteenMonthsAgo = new Date("2025-10-27T10:00:00Z");
const elevenMonthsAgo = new Date("2025-12-27T10:00:00Z");

type Step = { event: OrderEvent; status: OrderStatus; at?: Date };

/** A request as the conversation leaves it, every date given: `at` is its row's last change. */
async function storedRequest(
  name: string,
  status: OrderStatus,
  at: Date,
  extra: {
    steps?: Step[];
    messageAt?: Date;
    quote?: { state: QuoteState; stockTaken?: boolean };
    withdrawnAt?: Date;
    /** Fixed, to place the request in the job's order (by id). */
    id?: string;
  } = {},
): Promise<string> {
  const [row] = await db()
    .insert(orderRequests)
    .values({
      ...(extra.id ? { id: extra.id } : {}),
      customerName: name,
      customerEmail: `${name.toLowerCase()}@example.test`,
      language: "en",
      lines: [],
      total: 20,
      status,
      withdrawnAt: extra.withdrawnAt ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: orderRequests.id });
  if (extra.steps?.length)
    await db()
      .insert(orderRequestHistory)
      .values(
        extra.steps.map((step) => ({
          orderId: row.id,
          actor: "owner" as const,
          event: step.event,
          status: step.status,
          at: step.at ?? at,
        })),
      );
  if (extra.messageAt)
    await db().insert(orderMessages).values({
      orderId: row.id,
      body: "Any news?",
      author: "shopper",
      createdAt: extra.messageAt,
    });
  if (extra.quote)
    await db()
      .insert(orderQuotes)
      .values({
        orderId: row.id,
        lines: [],
        totalCents: 2000,
        validUntil: at,
        state: extra.quote.state,
        stockTaken: extra.quote.stockTaken ?? false,
        createdAt: at,
      });
  return row.id;
}

async function remainingNames(): Promise<string[]> {
  const rows = await db().select({ name: orderRequests.customerName }).from(orderRequests).orderBy(orderRequests.customerName);
  return rows.map((row) => row.name);
}

/** The status counts the triggers keep, beside the ones counted from the rows. */
async function countsKeptAndCounted() {
  const kept = await db().select().from(orderRequestCounts);
  const counted = await db()
    .select({ status: orderRequests.status, count: sql<number>`count(*)::int` })
    .from(orderRequests)
    .groupBy(orderRequests.status);
  const asMap = (rows: { status: string; count: number }[]) => Object.fromEntries(rows.filter((row) => row.count > 0).map((row) => [row.status, row.count]));
  return { kept: asMap(kept), counted: asMap(counted) };
}

describe("requests that never became a sale", () => {
  it("go twelve months after their last activity, with their history, messages and quotes; the rest stays", async () => {
    const quoted: Step[] = [{ event: "quoteSent", status: "quoted" }];
    await storedRequest("Old new", "new", thirteenMonthsAgo);
    const declined = await storedRequest("Old declined", "declined", thirteenMonthsAgo, {
      steps: [...quoted, { event: "quoteDeclined", status: "declined" }],
      messageAt: thirteenMonthsAgo,
      quote: { state: "declined" },
    });
    await storedRequest("Old cancelled", "cancelled", thirteenMonthsAgo, {
      steps: [{ event: "status", status: "cancelled" }],
    });
    await storedRequest("Recent new", "new", elevenMonthsAgo);
    await storedRequest("Recent message", "quoted", thirteenMonthsAgo, {
      steps: quoted,
      messageAt: elevenMonthsAgo,
      quote: { state: "sent" },
    });
    await storedRequest("Recent step", "contacted", thirteenMonthsAgo, {
      steps: [{ event: "status", status: "contacted", at: elevenMonthsAgo }],
    });
    await storedRequest("Old accepted", "accepted", thirteenMonthsAgo, {
      steps: [...quoted, { event: "quoteAccepted", status: "accepted" }],
      quote: { state: "accepted" },
    });
    await storedRequest("Old confirmed", "confirmed", thirteenMonthsAgo, {
      steps: [{ event: "status", status: "confirmed" }],
    });
    await storedRequest("Old done", "done", thirteenMonthsAgo, {
      steps: [{ event: "status", status: "done" }],
    });
    await storedRequest("Old confirmed then cancelled", "cancelled", thirteenMonthsAgo, {
      steps: [
        { event: "status", status: "confirmed" },
        { event: "status", status: "cancelled" },
      ],
    });
    await storedRequest("Old withdrawn", "cancelled", thirteenMonthsAgo, {
      steps: [
        { event: "status", status: "confirmed" },
        { event: "withdrawn", status: "confirmed" },
        { event: "status", status: "cancelled" },
      ],
      withdrawnAt: thirteenMonthsAgo,
    });
    await storedRequest("Old cancelled without history", "cancelled", thirteenMonthsAgo);
    expect((await countsKeptAndCounted()).kept).toEqual({
      new: 2,
      declined: 1,
      cancelled: 4,
      quoted: 1,
      contacted: 1,
      accepted: 1,
      confirmed: 1,
      done: 1,
    });

    expect(await deleteExpiredRequests(db(), now)).toBe(3);

    expect(await remainingNames()).toEqual([
      "Old accepted",
      "Old cancelled without history",
      "Old confirmed",
      "Old confirmed then cancelled",
      "Old done",
      "Old withdrawn",
      "Recent message",
      "Recent new",
      "Recent step",
    ]);
    // Its history, message and quote went with it.
    expect(await db().select().from(orderRequestHistory).where(eq(orderRequestHistory.orderId, declined))).toEqual([]);
    expect(await db().select().from(orderMessages).where(eq(orderMessages.orderId, declined))).toEqual([]);
    expect(await db().select().from(orderQuotes).where(eq(orderQuotes.orderId, declined))).toEqual([]);
    const counts = await countsKeptAndCounted();
    expect(counts.kept).toEqual(counts.counted);
    expect(counts.kept).toEqual({
      new: 1,
      cancelled: 3,
      quoted: 1,
      contacted: 1,
      accepted: 1,
      confirmed: 1,
      done: 1,
    });
    // A second run finds nothing more.
    expect(await deleteExpiredRequests(db(), now)).toBe(0);
  });

  it("keeps a request the owner confirmed and then cancelled through the back office", async () => {
    const id = await storedRequest("Confirmed by the owner", "new", thirteenMonthsAgo);
    expect(await changeOrderStatus(db(), id, "new", "confirmed")).toEqual({
      ok: true,
    });
    expect(await changeOrderStatus(db(), id, "confirmed", "cancelled")).toEqual({ ok: true });
    const cancelledOnly = await storedRequest("Cancelled by the owner", "new", thirteenMonthsAgo);
    expect(await changeOrderStatus(db(), cancelledOnly, "new", "cancelled")).toEqual({ ok: true });
    // Both steps were taken long ago.
    await db().update(orderRequests).set({ updatedAt: thirteenMonthsAgo });
    await db().update(orderRequestHistory).set({ at: thirteenMonthsAgo });

    expect(await deleteExpiredRequests(db(), now)).toBe(1);
    expect(await remainingNames()).toEqual(["Confirmed by the owner"]);
  });

  it("deletes a backlog larger than one batch, and stops between batches when the shop stops", async () => {
    const rows = Array.from({ length: 450 }, (_, index) => ({
      customerName: `Shopper ${index}`,
      customerEmail: `shopper${index}@example.test`,
      language: "en",
      lines: [],
      total: 5,
      updatedAt: thirteenMonthsAgo,
    }));
    await db().insert(orderRequests).values(rows);
    const stopped = new AbortController();
    stopped.abort();
    expect(await deleteExpiredRequests(db(), now, stopped.signal)).toBe(0);
    expect(await deleteExpiredRequests(db(), now)).toBe(450);
    const counts = await countsKeptAndCounted();
    expect(counts.kept).toEqual({});
    expect(counts.counted).toEqual({});
  });

  it("is bounded per run, and old sale records never fill a batch and hold back the requests behind them", async () => {
    const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
    for (const n of [1, 2, 3])
      await storedRequest(`Sale ${n}`, "cancelled", thirteenMonthsAgo, { id: uuid(n), steps: [{ event: "status", status: "confirmed" }] });
    for (const n of [4, 5, 6, 7, 8]) await storedRequest(`Unsold ${n}`, "new", thirteenMonthsAgo, { id: uuid(n) });
    const limits = { batchSize: 2, batchesPerRun: 2 };

    expect(await deleteExpiredRequests(db(), now, undefined, limits)).toBe(4);
    expect(await deleteExpiredRequests(db(), now, undefined, limits)).toBe(1);
    expect(await remainingNames()).toEqual(["Sale 1", "Sale 2", "Sale 3"]);
  });

  it("runs in the background soon after the start, logs how many went, and stops cleanly", async () => {
    await storedRequest("Old new", "new", new Date(Date.now() - 400 * 24 * 60 * 60 * 1000));
    await storedRequest("Today", "new", new Date());
    const lines: { msg: string; deleted?: number; level: number }[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const retention = scheduleRequestRetention(db(), log, {
      firstRunAfterMs: 10,
      everyMs: 60_000,
    });
    await expect.poll(() => lines.length, { timeout: 10_000 }).toBe(1);
    await retention.stop();
    expect(lines[0]).toMatchObject({ level: 30, deleted: 1 });
    expect(await remainingNames()).toEqual(["Today"]);
    const [today] = await db().select({ status: orderRequests.status }).from(orderRequests).where(eq(orderRequests.customerName, "Today"));
    expect(today.status).toBe("new");
  });
});
