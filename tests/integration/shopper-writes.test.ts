import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderMessages, orderRequestHistory, orderRequests, shopSettings, type OrderLine } from "~db/schema";
import type { ShippingSettings } from "~shared/settings-values";
import { listOrders, orderCounts } from "~/orders/admin/order-admin.server";
import { postMessage, readConversation, sendQuote } from "~/orders/conversation/conversation.server";
import { quoteInputSchema } from "~/orders/conversation/quote-form";
import { shopperMessageLimits } from "~/orders/conversation/shopper-message";
import { defaultTimeZone } from "~/lib/dates";
import * as requestRoute from "~/routes/request";
import { decodedMail, startTestInbox, type TestInbox } from "../support/test-inbox";
import { createTestShop, type TestShop } from "./admin-support";

/*
 * docs/product/cart-and-orders.md#shopper-messages and #delivery-choice: the shopper writes and
 * chooses the delivery from their request's page, on a real database, within the limits.
 */

let shop: TestShop;
let inbox: TestInbox;
const db = () => shop.database.db;
const italy = { rate: 6, freeOver: null, transitMinDays: 1, transitMaxDays: 3 };
const italyOnly: ShippingSettings = { handlingDays: 2, destinations: { it: italy, eu: null, world: null } };

beforeAll(async () => {
  [shop, inbox] = await Promise.all([createTestShop(), startTestInbox()]);
});
afterAll(async () => {
  await Promise.all([shop?.close(), inbox?.close()]);
});
beforeEach(async () => {
  await db().delete(orderRequests);
  await db().update(shopSettings).set({ shipping: italyOnly });
  inbox.mails.length = 0;
});

const line: OrderLine = {
  itemId: "00000000-0000-4000-8000-000000000001",
  variantId: null,
  slug: "tote",
  name: "Tote",
  colorName: null,
  unitPrice: 45,
  qty: 1,
  lineTotal: 45,
  leadTimeDays: null,
};

async function storeRequest() {
  const [row] = await db()
    .insert(orderRequests)
    .values({ customerName: "Ada Lovelace", customerEmail: "ada@example.com", language: "en", lines: [line], total: 45 })
    .returning();
  return row;
}

async function quoted() {
  const order = await storeRequest();
  const input = quoteInputSchema("en").parse({ lines: [{ source: "0", qty: "1", price: "45" }], shipping: "6", validUntil: "2999-12-31" });
  expect((await sendQuote(db(), order.id, "new", input, defaultTimeZone)).ok).toBe(true);
  return order;
}

/** The page's post as a browser sends it, from `address`, with the shop's mail going to the test inbox. */
function post(token: string, form: Record<string, string>, address = "203.0.113.7") {
  const base = shop.context(address);
  return requestRoute
    .action({
      params: { token },
      context: { ...base, config: { ...base.config, smtpUrl: inbox.url, settingsFromEnv: { orderEmail: "owner@shop.test" } } },
      request: shop.request(`/request/${token}`, { form }),
    } as never)
    .then(
      (answer) => {
        const { data, init } = answer as unknown as { data: { intent?: string; result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } }; init: { status: number } };
        return { data, init, status: init.status };
      },
      (thrown: unknown) => {
        if (thrown instanceof Response) return { redirect: thrown.headers.get("Location"), status: thrown.status };
        throw thrown;
      },
    );
}

const write = (token: string, body: string, address?: string) => post(token, { intent: "message", body }, address);
const shopperMessages = async (orderId: string) =>
  (await readConversation(db(), orderId, defaultTimeZone)).messages.filter((m) => m.author === "shopper").map((m) => m.body);
const waitingRow = async (orderId: string) =>
  (await listOrders(db(), { page: 1 }, await orderCounts(db()), defaultTimeZone)).orders.find((o) => o.id === orderId)!;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("the shopper's messages", () => {
  it("stores a message by the shopper, redirects to it, mails the owner and marks the request as waiting for her", async () => {
    const order = await quoted();
    expect((await waitingRow(order.id)).unansweredMessage).toBe(false);
    expect(await write(order.token, "  Could the strap be longer?\nThank you  ")).toEqual({
      redirect: `/request/${order.token}?lng=en#messages`,
      status: 302,
    });
    expect(await shopperMessages(order.id)).toEqual(["Could the strap be longer?\nThank you"]);
    const history = await db().select().from(orderRequestHistory).where(eq(orderRequestHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({ actor: "shopper", event: "message", status: "quoted" });
    // Quoted is no status that waits on the owner: the message alone makes it wait.
    expect(await waitingRow(order.id)).toMatchObject({ unansweredMessage: true, status: "quoted" });
    await until(() => inbox.mails.length > 0);
    const mail = decodedMail(inbox.mails[0].raw);
    expect(inbox.mails[0].to).toEqual(["owner@shop.test"]);
    expect(mail).toContain("Could the strap be longer?");
    expect(mail).toContain(`/admin/orders/${order.id}`);
    await postMessage(db(), order.id, "Yes, up to 120 cm.");
    expect((await waitingRow(order.id)).unansweredMessage).toBe(false);
  });

  it("mails the owner once per unanswered run, and again after she answers", async () => {
    const order = await quoted();
    await write(order.token, "First");
    await write(order.token, "Second");
    await until(() => inbox.mails.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.mails).toHaveLength(1);
    await postMessage(db(), order.id, "Answered");
    await write(order.token, "Third");
    await until(() => inbox.mails.length > 1);
    expect(inbox.mails).toHaveLength(2);
  });

  it("refuses a message past the unanswered limit, keeping what was typed, and takes it again once the owner answers", async () => {
    const order = await quoted();
    for (let i = 0; i < shopperMessageLimits.unanswered; i++) expect((await write(order.token, `Note ${i}`)).status).toBe(302);
    const refused = await write(order.token, "One more thing");
    expect(refused).toMatchObject({ init: { status: 409 }, data: { intent: "message", result: { initialValue: { body: "One more thing" }, error: { "": ["request.message.errors.unanswered"] } } } });
    expect(await shopperMessages(order.id)).toHaveLength(shopperMessageLimits.unanswered);
    await postMessage(db(), order.id, "Reading them all now.");
    expect((await write(order.token, "One more thing")).status).toBe(302);
  });

  it("refuses a message past the request's total, however the owner answers", async () => {
    const order = await quoted();
    const earlier = new Date(Date.now() - 60_000);
    await db()
      .insert(orderMessages)
      .values(Array.from({ length: shopperMessageLimits.total - 1 }, (_, i) => ({ orderId: order.id, author: "shopper" as const, body: `m${i}`, createdAt: earlier })));
    await postMessage(db(), order.id, "Answered");
    expect((await write(order.token, "The last one")).status).toBe(302);
    await postMessage(db(), order.id, "Answered again");
    expect(await write(order.token, "Past the total")).toMatchObject({ init: { status: 409 }, data: { result: { error: { "": ["request.message.errors.full"] } } } });
  });

  it("counts one address's writes on the page, and another shopper is not held back by them", async () => {
    const order = await quoted();
    const other = await quoted();
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await post(order.token, { intent: "message", body: "" }, "198.51.100.9")).status);
    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(await post(order.token, { intent: "message", body: "Hello" }, "198.51.100.9")).toMatchObject({ init: { status: 429 }, data: { result: { error: { "": ["request.problems.tooMany"] } } } });
    expect((await write(other.token, "Hello from elsewhere", "198.51.100.10")).status).toBe(302);
  });

  it("refuses a closed request's message, and hostile input with a message, never an error", async () => {
    const order = await quoted();
    const cases: [Record<string, string>, string][] = [
      [{ body: "" }, "request.message.errors.empty"],
      [{ body: "x".repeat(2001) }, "request.message.errors.tooLong"],
      [{ body: "pay at evil.test\u202e" }, "request.message.errors.hidden"],
      [{ body: "a\u0007b" }, "request.message.errors.hidden"],
      [{ "body[0][1]": "nested" }, "request.message.errors.empty"],
    ];
    for (const [form, key] of cases) {
      const answer = await post(order.token, { intent: "message", ...form }, "192.0.2.1");
      expect(answer).toMatchObject({ init: { status: 400 } });
      expect(JSON.stringify(answer)).toContain(key);
    }
    // Past the page's bounds: refused unread, as any oversized form.
    expect(await post(order.token, { intent: "message", body: "é".repeat(20_000) }, "192.0.2.1")).toMatchObject({ init: { status: 413 } });
    await db().update(orderRequests).set({ status: "done" }).where(eq(orderRequests.id, order.id));
    expect(await write(order.token, "Thanks!", "192.0.2.1")).toMatchObject({ init: { status: 409 }, data: { result: { error: { "": ["request.message.errors.closed"] } } } });
    expect(await shopperMessages(order.id)).toEqual([]);
  });
});

describe("the delivery choice", () => {
  const address = { intent: "delivery", method: "post", name: "Anna Rossi", street: "Via Roma 1", postalCode: "10121", city: "Torino", country: "IT" };
  const accept = async (token: string, orderId: string) =>
    post(token, { answer: "accept", quoteId: (await readConversation(db(), orderId, defaultTimeZone)).quote!.id });
  const stored = async (orderId: string) => (await db().select().from(orderRequests).where(eq(orderRequests.id, orderId)))[0];

  it("refuses the accept while no delivery is chosen, then accepts once it is", async () => {
    const order = await quoted();
    expect(await accept(order.token, order.id)).toMatchObject({ init: { status: 409 }, data: { status: "refused", problem: "noDelivery" } });
    expect((await stored(order.id)).status).toBe("quoted");
    expect(await post(order.token, address)).toEqual({ redirect: `/request/${order.token}?lng=en#delivery`, status: 302 });
    const { intent: _intent, ...choice } = address;
    expect((await stored(order.id)).delivery).toEqual(choice);
    const history = await db().select().from(orderRequestHistory).where(eq(orderRequestHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({ actor: "shopper", event: "deliveryChosen" });
    expect(await accept(order.token, order.id)).toMatchObject({ data: { status: "accepted" } });
    // Accepted: the choice is what was agreed, and no longer changes.
    expect(await post(order.token, { intent: "delivery", method: "collection" })).toMatchObject({
      init: { status: 409 },
      data: { result: { error: { "": ["request.delivery.errors.notAllowed"] } } },
    });
    expect((await stored(order.id)).delivery).toEqual(choice);
  });

  it("takes the delivery before the quote too, so that the owner quotes for it", async () => {
    const order = await quoted();
    await db().update(orderRequests).set({ status: "new" }).where(eq(orderRequests.id, order.id));
    expect((await post(order.token, { intent: "delivery", method: "collection" })).status).toBe(302);
    expect((await stored(order.id)).delivery).toEqual({ method: "collection" });
    await db().update(orderRequests).set({ status: "cancelled" }).where(eq(orderRequests.id, order.id));
    expect(await post(order.token, address)).toMatchObject({ init: { status: 409 } });
    expect((await stored(order.id)).delivery).toEqual({ method: "collection" });
  });

  it("refuses a country outside the shop's zones, keeping the address typed, and takes collection instead", async () => {
    const order = await quoted();
    const refused = await post(order.token, { ...address, country: "FR" });
    expect(refused).toMatchObject({ init: { status: 400 }, data: { result: { error: { country: ["request.delivery.errors.country"] }, initialValue: { street: "Via Roma 1" } } } });
    expect((await stored(order.id)).delivery).toBeNull();
    await db().update(shopSettings).set({ shipping: { ...italyOnly, destinations: { ...italyOnly.destinations, eu: italy } } });
    expect((await post(order.token, { ...address, country: "FR" })).status).toBe(302);
    expect((await post(order.token, { intent: "delivery", method: "collection", street: "left over" })).status).toBe(302);
    expect((await stored(order.id)).delivery).toEqual({ method: "collection" });
  });

  it("answers hostile delivery forms with a message, never an error", async () => {
    const order = await quoted();
    const forms: Record<string, string>[] = [
      { intent: "delivery" },
      { intent: "delivery", method: "drone" },
      { ...address, name: "Anna\r\nBcc: x@evil.test" },
      { ...address, "street[a][b]": "x", street: "" },
      { ...address, city: "x".repeat(500) },
    ];
    for (const form of forms)
      expect(await post(order.token, form, "192.0.2.2")).toMatchObject({ init: { status: 400 } });
    expect((await stored(order.id)).delivery).toBeNull();
  });
});
