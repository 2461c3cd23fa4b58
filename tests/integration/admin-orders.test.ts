import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { colorVariants, items, orderQuotes, orderRequestHistory, orderRequests, type OrderLine } from "~db/schema";
import { changeOrderStatus, listOrders, orderCounts, orderCountsOf } from "~/orders/admin/order-admin.server";
import { answerQuote, sendQuote } from "~/orders/conversation/conversation.server";
import { quoteInputSchema } from "~/orders/conversation/quote-form";
import { csvCell, ordersCsv } from "~/orders/admin/order-csv";
import { isoInZone } from "~/lib/dates";
import * as orderRoute from "~/routes/admin/order";
import * as csvRoute from "~/routes/admin/orders-csv";
import * as ordersRoute from "~/routes/admin/orders";
import { listAdminItems } from "~/admin/items/items.server";
import { stockText } from "~/admin/items/item-stock";
import { productBySlug } from "~/catalog/queries.server";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { addAccount, createTestShop, ownerEmail, sessionCookie, type TestShop } from "./admin-support";
import { defaultTimeZone } from "~/lib/dates";

/** The shop's clock the quotes' days are read on (the default zone). */
const shopZone = defaultTimeZone;

/** docs/product/back-office.md#orders in the back office: the list, the status flow and its stock, the CSV export. */

let shop: TestShop;
let owner: string;
let tote: { id: string };
let sage: { id: string };
let beanie: { id: string };
let unique: { id: string };

const db = () => shop.database.db;

beforeAll(async () => {
  shop = await createTestShop();
  await addAccount(shop, ownerEmail);
  owner = await sessionCookie(shop, ownerEmail);
});
afterAll(async () => {
  await shop?.close();
});

beforeEach(async () => {
  await db().delete(orderRequests);
  await db().delete(items);
  [tote] = await db()
    .insert(items)
    .values({ slug: "tote", nameI18n: { en: "Tote" }, price: 45, stock: 9, hasColorVariants: true })
    .returning();
  [sage] = await db()
    .insert(colorVariants)
    .values({ itemId: tote.id, colorNameI18n: { en: "Sage" }, colorHex: "#9caf88", stock: 3 })
    .returning();
  [beanie] = await db().insert(items).values({ slug: "beanie", nameI18n: { en: "Beanie" }, price: 20, stock: 5 }).returning();
  [unique] = await db()
    .insert(items)
    .values({ slug: "one-off", nameI18n: { en: "One-off" }, price: 80, stock: 1, isUnique: true })
    .returning();
});

const line = (item: { id: string }, qty: number, variant?: { id: string }): OrderLine => ({
  itemId: item.id,
  variantId: variant?.id ?? null,
  slug: "tote",
  name: item === beanie ? "Beanie" : item === unique ? "One-off" : "Tote",
  colorName: variant ? "Sage" : null,
  unitPrice: 10,
  qty,
  lineTotal: 10 * qty,
  leadTimeDays: null,
});

async function storeRequest(
  lines: OrderLine[],
  extra: Partial<typeof orderRequests.$inferInsert> = {},
): Promise<{ id: string; reference: number }> {
  const [row] = await db()
    .insert(orderRequests)
    .values({
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.com",
      language: "en",
      lines,
      total: lines.reduce((sum, l) => sum + l.lineTotal, 0),
      ...extra,
    })
    .returning();
  return row;
}

async function stocks() {
  const [v] = await db().select().from(colorVariants).where(eq(colorVariants.id, sage.id));
  const [t] = await db().select().from(items).where(eq(items.id, tote.id));
  const [b] = await db().select().from(items).where(eq(items.id, beanie.id));
  const [u] = await db().select().from(items).where(eq(items.id, unique.id));
  return { sage: v.stock, tote: t.stock, beanie: b.stock, unique: u.stock };
}

async function statusOf(id: string) {
  const [row] = await db().select({ status: orderRequests.status }).from(orderRequests).where(eq(orderRequests.id, id));
  return row.status;
}

describe("the status flow", () => {
  it("moves new → contacted → confirmed → done, and refuses moves the flow does not have", async () => {
    const order = await storeRequest([line(beanie, 1)]);
    expect(await changeOrderStatus(db(), order.id, "new", "done")).toEqual({ ok: false, problem: "notAllowed" });
    expect(await changeOrderStatus(db(), order.id, "new", "contacted")).toEqual({ ok: true });
    expect(await changeOrderStatus(db(), order.id, "contacted", "confirmed")).toEqual({ ok: true });
    expect(await changeOrderStatus(db(), order.id, "confirmed", "done")).toEqual({ ok: true });
    expect(await changeOrderStatus(db(), order.id, "done", "cancelled")).toEqual({ ok: false, problem: "notAllowed" });
    expect(await statusOf(order.id)).toBe("done");
    expect(await changeOrderStatus(db(), "not-a-uuid", "new", "contacted")).toEqual({ ok: false, problem: "notFound" });
  });

  it("refuses a change made from a status the request no longer has", async () => {
    const order = await storeRequest([line(beanie, 1)]);
    await changeOrderStatus(db(), order.id, "new", "cancelled");
    expect(await changeOrderStatus(db(), order.id, "new", "contacted")).toEqual({ ok: false, problem: "changed" });
    expect(await statusOf(order.id)).toBe("cancelled");
  });

  it("takes the quantities off stock on confirm (variant, item, unique piece) and puts them back on cancel", async () => {
    const order = await storeRequest([line(tote, 2, sage), line(beanie, 3), line(unique, 1), line(tote, 1, sage)]);
    expect(await changeOrderStatus(db(), order.id, "new", "confirmed")).toEqual({ ok: true });
    // Variant lines take the colour's stock, never the item's; two lines of one colour add up.
    expect(await stocks()).toEqual({ sage: 0, tote: 9, beanie: 2, unique: 0 });
    // "done" keeps the pieces sold.
    expect(await changeOrderStatus(db(), order.id, "confirmed", "cancelled")).toEqual({ ok: true });
    expect(await stocks()).toEqual({ sage: 3, tote: 9, beanie: 5, unique: 1 });
  });

  it("leaves the back-office list and the shop agreeing on an item with colours once a request is confirmed", async () => {
    const order = await storeRequest([line(tote, 2, sage)]);
    expect(await changeOrderStatus(db(), order.id, "new", "confirmed")).toEqual({ ok: true });
    const listed = (await listAdminItems(db())).items.find((item) => item.slug === "tote")!;
    const { t } = createPageI18n("en", en);
    // Sage's 3 less the 2 sold; the 9 of the item row counts nowhere.
    expect(stockText(listed, "en", t)).toBe("1 in all: Sage 1");
    expect((await productBySlug(db(), "tote", "en"))?.stock).toBe(1);
  });

  it("leaves stock alone when a request that was never confirmed is cancelled", async () => {
    const order = await storeRequest([line(beanie, 2)]);
    await changeOrderStatus(db(), order.id, "new", "cancelled");
    expect((await stocks()).beanie).toBe(5);
  });

  it("refuses to confirm when stock no longer suffices, changing nothing", async () => {
    const order = await storeRequest([line(beanie, 2), line(tote, 4, sage)]);
    const result = await changeOrderStatus(db(), order.id, "new", "confirmed");
    expect(result).toEqual({
      ok: false,
      problem: "stock",
      shortages: [{ name: "Tote", colorName: "Sage", wanted: 4, available: 3 }],
    });
    expect(await stocks()).toEqual({ sage: 3, tote: 9, beanie: 5, unique: 1 });
    expect(await statusOf(order.id)).toBe("new");
  });

  it("sells a unique piece once: the second confirmation is refused", async () => {
    const first = await storeRequest([line(unique, 1)]);
    const second = await storeRequest([line(unique, 1)]);
    expect(await changeOrderStatus(db(), first.id, "new", "confirmed")).toEqual({ ok: true });
    expect(await changeOrderStatus(db(), second.id, "new", "confirmed")).toMatchObject({ ok: false, problem: "stock" });
    expect(await statusOf(second.id)).toBe("new");
  });

  it("applies two confirmations at once only once", async () => {
    const order = await storeRequest([line(beanie, 2)]);
    const results = await Promise.all([
      changeOrderStatus(db(), order.id, "new", "confirmed"),
      changeOrderStatus(db(), order.id, "new", "confirmed"),
      changeOrderStatus(db(), order.id, "new", "confirmed"),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, problem: "changed" },
      { ok: false, problem: "changed" },
    ]);
    expect((await stocks()).beanie).toBe(3);
  });

  it("never touches stock for a commission", async () => {
    const commission = await storeRequest([line(unique, 4)], { kind: "commission" });
    expect(await changeOrderStatus(db(), commission.id, "new", "confirmed")).toEqual({ ok: true });
    expect(await changeOrderStatus(db(), commission.id, "confirmed", "cancelled")).toEqual({ ok: true });
    expect(await stocks()).toEqual({ sage: 3, tote: 9, beanie: 5, unique: 1 });
  });
});

describe("the list", () => {
  it("shows the newest first, filters by status, pages, and counts the new ones", async () => {
    const stored = [];
    for (let i = 0; i < 23; i++) {
      stored.push(await storeRequest([line(beanie, 1)], { createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) }));
    }
    await changeOrderStatus(db(), stored[0].id, "new", "contacted");
    const first = await listOrders(db(), { page: 1 }, await orderCounts(db()), shopZone);
    expect(first.orders).toHaveLength(20);
    expect(first.orders[0].reference).toBe(stored[22].reference);
    expect(first.pageCount).toBe(2);
    expect(first.counts).toMatchObject({ new: 22, contacted: 1 });
    // What the table shows, no more: the key to the shopper's page, the lines and notes stay in the database.
    expect(Object.keys(first.orders[0]).sort()).toEqual(
      ["agreedFrom", "agreedTotal", "createdAt", "customerEmail", "customerName", "id", "kind", "lastMessageAt", "reference", "status", "unansweredMessage", "withdrawnAt"],
    );
    const second = await listOrders(db(), { page: 9 }, await orderCounts(db()), shopZone);
    expect(second.page).toBe(2);
    expect(second.orders.map((o) => o.reference)).toEqual([stored[2], stored[1], stored[0]].map((o) => o.reference));
    const contacted = await listOrders(db(), { status: "contacted", page: 1 }, await orderCounts(db()), shopZone);
    expect(contacted.orders.map((o) => o.id)).toEqual([stored[0].id]);
    expect((await orderCounts(db())).new).toBe(22);
  });

  it("shows what was agreed: the accepted quote's total, else the request's, and says which", async () => {
    // The request came to €173.80; the quote the shopper accepted, to €64.40.
    const agreed = await storeRequest([line(tote, 2, sage), line(beanie, 3)], { total: 173.8 });
    const quotedOnly = await storeRequest([line(beanie, 1)]);
    const quote = (lines: { source: string; qty: string; price: string }[]) =>
      quoteInputSchema("en").parse({ lines, shipping: "4.90", validUntil: "2999-12-31" });
    await sendQuote(db(), agreed.id, "new", quote([{ source: "0", qty: "1", price: "40" }, { source: "1", qty: "1", price: "19.50" }]), shopZone);
    const [sent] = await db().select().from(orderQuotes).where(eq(orderQuotes.orderId, agreed.id));
    await answerQuote(db(), { orderId: agreed.id, quoteId: sent.id, answer: "accept", reason: "" });
    expect(await changeOrderStatus(db(), agreed.id, "accepted", "confirmed")).toEqual({ ok: true });
    await sendQuote(db(), quotedOnly.id, "new", quote([{ source: "0", qty: "1", price: "99" }]), shopZone);
    const shown = async () =>
      Object.fromEntries(
        (await listOrders(db(), { page: 1 }, await orderCounts(db()), shopZone)).orders.map((o) => [o.reference, [o.agreedTotal, o.agreedFrom]]),
      );
    expect(await shown()).toEqual({ [agreed.reference]: [64.4, "quote"], [quotedOnly.reference]: [10, "request"] });
    // Cancelled, it still shows what had been agreed; reopened, the request starts over from its own total.
    await changeOrderStatus(db(), agreed.id, "confirmed", "cancelled");
    expect((await shown())[agreed.reference]).toEqual([64.4, "quote"]);
    await changeOrderStatus(db(), agreed.id, "cancelled", "new");
    expect((await shown())[agreed.reference]).toEqual([173.8, "request"]);
  });

  it("keeps each status's count equal to the requests it has, through every kind of write", async () => {
    const counted = () => orderCounts(db());
    const real = async () => {
      const counts = { new: 0, contacted: 0, quoted: 0, accepted: 0, declined: 0, confirmed: 0, done: 0, cancelled: 0 };
      for (const row of await db().select({ status: orderRequests.status }).from(orderRequests)) counts[row.status] += 1;
      return counts;
    };
    const stored = [];
    for (let i = 0; i < 6; i++) stored.push(await storeRequest([line(beanie, 1)]));
    expect(await counted()).toEqual(await real());
    await db().update(orderRequests).set({ status: "done" }).where(eq(orderRequests.id, stored[0].id));
    await db().update(orderRequests).set({ status: "cancelled" });
    await db().update(orderRequests).set({ status: "new" }).where(eq(orderRequests.id, stored[1].id));
    expect(await counted()).toEqual({ new: 1, contacted: 0, quoted: 0, accepted: 0, declined: 0, confirmed: 0, done: 0, cancelled: 5 });
    await db().delete(orderRequests).where(eq(orderRequests.id, stored[2].id));
    expect(await counted()).toEqual(await real());
    // The conversation's tables point at the requests: they go with them.
    await db().execute(sql`TRUNCATE order_requests CASCADE`);
    expect(await counted()).toEqual({ new: 0, contacted: 0, quoted: 0, accepted: 0, declined: 0, confirmed: 0, done: 0, cancelled: 0 });
    await storeRequest([line(beanie, 1)]);
    expect((await counted()).new).toBe(1);
  });

  it("is read once by the menu's badge and the page's filter of one request, and afresh by the next", async () => {
    const request = shop.request("/admin/orders", { cookie: owner });
    const counts = orderCountsOf(request, db());
    expect(orderCountsOf(request, db())).toBe(counts);
    const before = (await counts).new;
    await storeRequest([line(beanie, 1)]);
    expect((await orderCountsOf(request, db())).new).toBe(before);
    expect((await orderCountsOf(shop.request("/admin/orders", { cookie: owner }), db())).new).toBe(before + 1);
  });

  it("is the /admin/orders page's data, with the filter in the URL", async () => {
    const order = await storeRequest([line(beanie, 1)]);
    await storeRequest([line(beanie, 1)]);
    await changeOrderStatus(db(), order.id, "new", "cancelled");
    const result = (await ordersRoute.loader({
      request: shop.request("/admin/orders?status=cancelled", { cookie: owner }),
      context: shop.context(),
      params: {},
    } as never)) as Awaited<ReturnType<typeof ordersRoute.loader>>;
    expect(result.query.status).toBe("cancelled");
    expect(result.orders.map((o) => o.reference)).toEqual([order.reference]);
  });
});

describe("the detail page's status buttons", () => {
  const post = (id: string, form: Record<string, string>) =>
    orderRoute.action({
      request: shop.request(`/admin/orders/${id}`, { cookie: owner, form }),
      context: shop.context(),
      params: { id },
    } as never) as Promise<unknown>;
  const noteOf = (result: unknown) =>
    ((result as { data?: unknown }).data ?? result) as { note: { kind: string; description?: string; title: string } };

  it("confirms, and says why when stock is short, in the page's language", async () => {
    const order = await storeRequest([line(beanie, 2)]);
    expect(noteOf(await post(order.id, { from: "new", to: "confirmed" })).note).toMatchObject({
      kind: "success",
      title: "Status changed to Confirmed",
    });
    const short = await storeRequest([line(beanie, 4)]);
    expect(noteOf(await post(short.id, { from: "new", to: "confirmed" })).note.description).toBe(
      "Not enough stock to confirm, nothing was changed. Beanie: 4 requested, 3 in stock.",
    );
    expect(noteOf(await post(order.id, { from: "new", to: "confirmed" })).note.description).toBe(
      "This request was changed meanwhile. The page now shows its current status.",
    );
    expect(noteOf(await post(order.id, { from: "confirmed", to: "paid" })).note.description).toBe(
      "This status change is not possible.",
    );
  });

  it("loads a request with a reply link in the shopper's language, and 404s an unknown one", async () => {
    const order = await storeRequest([line(beanie, 1)], { language: "it" });
    const load = (id: string) =>
      orderRoute.loader({
        request: shop.request(`/admin/orders/${id}`, { cookie: owner }),
        context: shop.context(),
        params: { id },
      } as never);
    const loaded = await load(order.id);
    expect(loaded.order.reference).toBe(order.reference);
    expect(loaded.replyHref).toBe(
      `mailto:ada@example.com?subject=${encodeURIComponent(`La tua richiesta n. ${order.reference}`)}&body=`,
    );
    await expect(load("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("the CSV export", () => {
  it("quotes what needs quoting and neutralises formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(12.5)).toBe("12.5");
    for (const start of ["=", "+", "-", "@", "\t"]) expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it("writes one row a request, with its lines, through /admin/orders.csv and the status filter", async () => {
    const order = await storeRequest([line(tote, 2, sage), line(beanie, 1)], {
      customerName: "=cmd|' /C calc'!A0",
      notes: 'Gift, "wrapped"',
      phone: "+39 333 1234567",
      createdAt: new Date("2026-11-27T07:20:00.000Z"),
    });
    await storeRequest([line(beanie, 1)]);
    await changeOrderStatus(db(), order.id, "new", "contacted");
    const response = (await csvRoute.loader({
      request: shop.request("/admin/orders.csv?status=contacted", { cookie: owner }),
      context: shop.context(),
      params: {},
    } as never)) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="orders-contacted-\d{4}-\d{2}-\d{2}\.csv"$/);
    // Read with its byte-order mark, which response.text() would drop.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFFreference,created_at,kind,status,")).toBe(true);
    const rows = text.slice(1).split("\r\n");
    expect(rows).toHaveLength(3); // header, the contacted request, and the final line break
    expect(rows[1]).toBe(
      [
        order.reference,
        // In the shop's zone (Europe/Rome by default), with its offset (docs/decisions/0055).
        "2026-11-27T08:20:00+01:00",
        "order",
        "contacted",
        "en",
        "'=cmd|' /C calc'!A0",
        "ada@example.com",
        "'+39 333 1234567",
        '"Gift, ""wrapped"""',
        '"Tote (Sage) x 2 @ 10.00 = 20.00\nBeanie x 1 @ 10.00 = 10.00"',
        "30.00",
        // No quote yet; the history, one step a line (docs/decisions/0035).
        "",
        `${isoInZone((await db().select().from(orderRequestHistory))[0].at.toISOString(), "Europe/Rome")} owner status contacted`,
      ].join(","),
    );
    expect(ordersCsv([])).toBe(
      "\uFEFFreference,created_at,kind,status,language,name,email,phone,notes,lines,total,quote_total,history\r\n",
    );
  });
});
