import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { orderQuotes, orderRequestHistory, orderRequests, type OrderLine } from "~db/schema";
import { changeOrderStatus, findOrder, listOrders, orderCounts } from "~/orders/admin/order-admin.server";
import { answerQuote, readConversation, sendQuote } from "~/orders/conversation/conversation.server";
import { quoteInputSchema } from "~/orders/conversation/quote-form";
import type { PreContractSummary } from "~/orders/conversation/pre-contract-summary";
import { defaultTimeZone, formatDateTime } from "~/lib/dates";
import * as requestRoute from "~/routes/request";
import * as withdrawalRoute from "~/routes/withdrawal";
import { decodedMail, startTestInbox, type TestInbox } from "../support/test-inbox";
import { addAccount, createTestShop, ownerEmail, type TestShop } from "./admin-support";

/*
 * docs/product/cart-and-orders.md#withdrawal-function (LEGAL.md §5): the withdrawal function on the
 * shopper's private page, on a real database, with the acknowledgement and the owner's notice
 * received by a local SMTP server.
 */

let shop: TestShop;
let inbox: TestInbox;
const db = () => shop.database.db;

beforeAll(async () => {
  shop = await createTestShop();
  await addAccount(shop, ownerEmail);
  inbox = await startTestInbox();
});
afterAll(async () => {
  await inbox?.close();
  await shop?.close();
});
beforeEach(async () => {
  await db().delete(orderRequests);
  await db().execute(sql`DELETE FROM sign_in_throttle`);
});

const line: OrderLine = {
  itemId: null as unknown as string,
  variantId: null,
  slug: "tote",
  name: "Tote",
  colorName: "Sage",
  unitPrice: 45,
  qty: 1,
  lineTotal: 45,
  leadTimeDays: 10,
};

/** A request whose quote the shopper accepted: the contract is concluded. */
async function acceptedRequest(kind: "order" | "commission" = "order", quoteLines: Record<string, string>[] = [{ source: "0", qty: "1", price: "45" }]) {
  const [order] = await db()
    .insert(orderRequests)
    .values({ kind, customerName: "Ada Lovelace", customerEmail: "ada@example.com", language: "en", lines: [line], total: 45 })
    .returning();
  const input = quoteInputSchema("en").parse({ lines: quoteLines, shipping: "5", validUntil: "2999-12-31" });
  await sendQuote(db(), order.id, "new", input, defaultTimeZone);
  const { quote } = await readConversation(db(), order.id, defaultTimeZone);
  expect((await answerQuote(db(), { orderId: order.id, quoteId: quote!.id, answer: "accept", reason: "" })).ok).toBe(true);
  return order;
}

const context = (address?: string) => {
  const base = shop.context(address);
  return { ...base, config: { ...base.config, smtpUrl: inbox.url, settingsFromEnv: { orderEmail: "owner@shop.test" } } };
};

type Loaded = { data: { withdrawal: { kind: string }; confirmingWithdrawal: boolean; withdrawnPieces: string[] } };
const load = async (token: string, search = "") =>
  ((await requestRoute.loader({ params: { token }, context: context(), request: shop.request(`/request/${token}${search}`) } as never)) as unknown as Loaded).data;

/** The confirmation step's form as the page posts it; a redirect comes back as a thrown Response. */
async function confirmWithdrawal(token: string, form: Record<string, string> = {}, options: { address?: string; headers?: Record<string, string> } = {}) {
  try {
    const reply = (await requestRoute.action({
      params: { token },
      context: context(options.address),
      request: shop.request(`/request/${token}?withdraw=`, {
        form: { intent: "withdraw", name: "Ada Lovelace", email: "ada.home@example.com", ...form },
        headers: options.headers,
      }),
    } as never)) as unknown as { data: unknown; init: { status: number } };
    return { status: reply.init.status, data: reply.data, location: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null, location: thrown.headers.get("location") };
    throw thrown;
  }
}

const withdrawnAt = async (id: string) => (await db().select().from(orderRequests).where(eq(orderRequests.id, id)))[0].withdrawnAt;

describe("the withdrawal function on the private page", () => {
  it("offers it once the quote is accepted, confirms it on a second step, acknowledges it by e-mail and shows it to the owner", async () => {
    const order = await acceptedRequest();
    expect(await load(order.token)).toMatchObject({ withdrawal: { kind: "open", lastDay: null }, confirmingWithdrawal: false });
    // The second step shows what is withdrawn: the accepted quote's pieces.
    expect(await load(order.token, "?withdraw")).toMatchObject({ confirmingWithdrawal: true, withdrawnPieces: ["Tote (Sage) × 1"] });

    const before = inbox.mails.length;
    const done = await confirmWithdrawal(order.token);
    // Post, redirect, get: a reload does not post again.
    expect(done.status).toBe(302);
    expect(done.location).toBe(`/request/${order.token}?lng=en#withdrawal`);
    const at = await withdrawnAt(order.id);
    expect(at).toBeInstanceOf(Date);
    expect(await load(order.token)).toMatchObject({ withdrawal: { kind: "withdrawn", at: at!.toISOString() } });

    await vi.waitFor(() => expect(inbox.mails.length).toBe(before + 2), { timeout: 5000 });
    const mails = inbox.mails.slice(before);
    const ack = mails.find((mail) => mail.to.includes("ada.home@example.com"))!;
    const text = decodedMail(ack.raw);
    expect(text).toMatch(new RegExp(`^Subject: Acknowledgement of your withdrawal from request #${order.reference}`, "m"));
    expect(text).toContain(`Statement by Ada Lovelace: I withdraw from the contract of request #${order.reference} for these pieces:`);
    expect(text).toContain("- Tote (Sage) × 1");
    // The date and time of the statement, on the shop's clock (Rome), naming the zone.
    const shopTime = new Intl.DateTimeFormat("en-IE", { timeZone: defaultTimeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at!);
    expect(text).toContain(shopTime);
    expect(text).toContain(formatDateTime(at!.toISOString(), "en", defaultTimeZone));
    const owner = mails.find((mail) => mail.to.includes("owner@shop.test"))!;
    // In the shop's default language, Italian, like a new request's e-mail.
    expect(decodedMail(owner.raw)).toMatch(new RegExp(`^Subject: Recesso dalla richiesta n. ${order.reference} di Ada Lovelace`, "m"));
    expect(decodedMail(owner.raw)).toContain(`/admin/orders/${order.id}`);

    // The back office: the detail has its date and name, the list its badge's data.
    expect(await findOrder(db(), order.id)).toMatchObject({ withdrawnAt: at!.toISOString(), withdrawalName: "Ada Lovelace", withdrawalEmail: "ada.home@example.com" });
    const page = await listOrders(db(), { page: 1 }, await orderCounts(db()), defaultTimeZone);
    expect(page.orders.find((row) => row.id === order.id)?.withdrawnAt).toBe(at!.toISOString());
    // Kept in the conversation's history, by the shopper.
    const history = await db().select().from(orderRequestHistory).where(and(eq(orderRequestHistory.orderId, order.id), eq(orderRequestHistory.event, "withdrawn")));
    expect(history).toMatchObject([{ actor: "shopper", status: "accepted" }]);

    // Once is enough: a second confirmation changes nothing.
    expect(await confirmWithdrawal(order.token)).toMatchObject({ status: 409, data: { status: "withdrawalRefused", problem: "withdrawn" } });

    // The contract is ended: the owner cannot confirm it again, only cancel it once refunded.
    expect(await changeOrderStatus(db(), order.id, "accepted", "confirmed")).toEqual({ ok: false, problem: "notAllowed" });
    expect((await findOrder(db(), order.id))?.status).toBe("accepted");
    expect(await changeOrderStatus(db(), order.id, "accepted", "cancelled")).toEqual({ ok: true });
  });

  it("runs until 14 days after delivery, then says the period ended and refuses", async () => {
    const order = await acceptedRequest();
    expect((await changeOrderStatus(db(), order.id, "accepted", "confirmed")).ok).toBe(true);
    expect((await changeOrderStatus(db(), order.id, "confirmed", "done")).ok).toBe(true);
    expect(await load(order.token)).toMatchObject({ withdrawal: { kind: "open" } });
    // Delivered sixteen days ago.
    await db()
      .update(orderRequestHistory)
      .set({ at: sql`now() - interval '16 days'` })
      .where(and(eq(orderRequestHistory.orderId, order.id), eq(orderRequestHistory.status, "done")));
    expect(await load(order.token, "?withdraw")).toMatchObject({ withdrawal: { kind: "ended" }, confirmingWithdrawal: false });
    expect(await confirmWithdrawal(order.token)).toMatchObject({ status: 409, data: { status: "withdrawalRefused", problem: "ended" } });
    expect(await withdrawnAt(order.id)).toBeNull();
  });

  it("refuses a commission made to the shopper's specifications, and a request without an accepted quote", async () => {
    const commission = await acceptedRequest("commission", [{ source: "0", qty: "1", price: "45", specs: "on", specsReason: "your measurements" }]);
    expect(await load(commission.token)).toMatchObject({ withdrawal: { kind: "excluded" } });
    expect(await confirmWithdrawal(commission.token)).toMatchObject({ status: 409, data: { problem: "excluded" } });
    expect(await withdrawnAt(commission.id)).toBeNull();

    const [open] = await db()
      .insert(orderRequests)
      .values({ customerName: "Ada", customerEmail: "ada@example.com", language: "en", lines: [line], total: 45 })
      .returning();
    expect(await load(open.token)).toMatchObject({ withdrawal: { kind: "none" } });
    expect(await confirmWithdrawal(open.token)).toMatchObject({ status: 409, data: { problem: "notAllowed" } });
  });

  it("asks again for a missing name or a wrong address, and refuses a post from another site, storing nothing", async () => {
    const order = await acceptedRequest();
    expect(await confirmWithdrawal(order.token, { name: "  " })).toMatchObject({ status: 400, data: { status: "withdrawalInvalid", field: "name" } });
    expect(await confirmWithdrawal(order.token, { email: "not an address" })).toMatchObject({ status: 400, data: { status: "withdrawalInvalid", field: "email" } });
    expect(await confirmWithdrawal(order.token, {}, { headers: { origin: "http://evil.test" } })).toMatchObject({ status: 403 });
    expect(await withdrawnAt(order.id)).toBeNull();
    await expect(confirmWithdrawal("0".repeat(64))).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("the withdrawal function per line (LEGAL.md §4)", () => {
  it("takes back only the lines that keep the right, and acknowledges only them", async () => {
    const order = await acceptedRequest("commission", [
      { source: "0", qty: "1", price: "45", specs: "on", specsReason: "your measurements" },
      { name: "Matching scarf", qty: "1", price: "20" },
    ]);
    expect(await load(order.token, "?withdraw")).toMatchObject({ withdrawal: { kind: "open" }, withdrawnPieces: ["Matching scarf × 1"] });
    const before = inbox.mails.length;
    expect(await confirmWithdrawal(order.token)).toMatchObject({ status: 302 });
    await vi.waitFor(() => expect(inbox.mails.length).toBe(before + 2), { timeout: 5000 });
    const ack = decodedMail(inbox.mails.slice(before).find((mail) => mail.to.includes("ada.home@example.com"))!.raw);
    expect(ack).toContain("- Matching scarf × 1");
    expect(ack).not.toContain("Tote");
  });

  it("keeps the right on a commission's line the owner did not mark, and follows the kind on a quote stored before the mark", async () => {
    const unmarked = await acceptedRequest("commission");
    expect(await load(unmarked.token)).toMatchObject({ withdrawal: { kind: "open" } });
    const old = await acceptedRequest("commission");
    const { quote } = await readConversation(db(), old.id, defaultTimeZone);
    await db()
      .update(orderQuotes)
      .set({ lines: quote!.lines.map(({ madeToSpecifications: _mark, ...line }) => line) })
      .where(eq(orderQuotes.id, quote!.id));
    expect(await load(old.token)).toMatchObject({ withdrawal: { kind: "excluded" } });
    expect(await confirmWithdrawal(old.token)).toMatchObject({ status: 409, data: { problem: "excluded" } });
  });
});

describe("the pre-contractual summary (LEGAL.md §1, §3)", () => {
  it("is on the page while the quote can be accepted, with the seller, each line's right, the total with delivery and the terms; gone once answered", async () => {
    const [order] = await db()
      .insert(orderRequests)
      .values({ kind: "commission", customerName: "Ada", customerEmail: "ada@example.com", language: "en", lines: [line], total: 45 })
      .returning();
    const input = quoteInputSchema("en").parse({
      lines: [
        { source: "0", qty: "1", price: "45", specs: "on", specsReason: "your measurements" },
        { name: "Matching scarf", qty: "1", price: "20" },
      ],
      shipping: "5",
      validUntil: "2999-12-31",
    });
    await sendQuote(db(), order.id, "new", input, defaultTimeZone);
    const { summary } = (await load(order.token)) as unknown as { summary: PreContractSummary };
    expect(summary.seller).toContain("owner@shop.test");
    expect(summary.pieces).toEqual([
      { label: "Tote (Sage) × 1", price: "€45.00", withdrawal: "Made to your specifications (your measurements): no right of withdrawal" },
      { label: "Matching scarf × 1", price: "€20.00", withdrawal: "You can withdraw within 14 days of delivery" },
    ]);
    expect([summary.shipping, summary.total, summary.termsHref]).toEqual(["€5.00", "€70.00", "/policies/terms"]);
    // The making time counts: the tote's 10 days (this shop states no shipping of its own).
    expect(summary.delivery).toEqual(["Sent within 10 days of your order, making time included"]);
    const { quote } = await readConversation(db(), order.id, defaultTimeZone);
    expect((await answerQuote(db(), { orderId: order.id, quoteId: quote!.id, answer: "decline", reason: "" })).ok).toBe(true);
    expect(await load(order.token)).toMatchObject({ summary: null });
  });
});

describe("the public withdrawal page", () => {
  /** The page's form as a browser posts it, from a client address; the answer is a redirect. */
  async function askForLink(form: Record<string, string>, address = "198.51.100.7") {
    const answer = await withdrawalRoute.action({ context: context(address), request: shop.request("/withdrawal", { form }) } as never);
    return { status: answer.status, location: answer.headers.get("location") };
  }
  const mailsTo = (address: string) => inbox.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address));

  it("answers a match and a miss alike, and mails the request's link only to the address stored on a match", async () => {
    const order = await acceptedRequest();
    const before = mailsTo("ada@example.com").length;
    const answers = [
      await askForLink({ reference: String(order.reference), email: " ADA@example.com" }),
      await askForLink({ reference: String(order.reference + 1), email: "ada@example.com" }),
      await askForLink({ reference: `#${order.reference}`, email: "grace@example.com" }),
    ];
    expect(answers).toEqual(Array(3).fill({ status: 303, location: "/withdrawal?sent=sent&lng=en" }));
    await vi.waitFor(() => expect(mailsTo("ada@example.com").length).toBe(before + 1), { timeout: 5000 });
    expect(decodedMail(mailsTo("ada@example.com").at(-1)!.raw)).toContain(`/request/${order.token}`);
    expect(mailsTo("grace@example.com")).toEqual([]);
    expect(await askForLink({ reference: "one thousand", email: "ada@example.com" })).toMatchObject({ location: "/withdrawal?sent=invalid&lng=en" });
  });

  it("slows a client guessing numbers without locking out the shopper, whose e-mails the guesses do not use up", async () => {
    const order = await acceptedRequest();
    // Five guesses an hour from one client, all with the shopper's address, then refused.
    for (let guess = 1; guess <= 5; guess++)
      expect(await askForLink({ reference: String(order.reference + guess), email: "ada@example.com" }, "203.0.113.66")).toMatchObject({ location: "/withdrawal?sent=sent&lng=en" });
    expect(await askForLink({ reference: String(order.reference), email: "ada@example.com" }, "203.0.113.66")).toMatchObject({ location: "/withdrawal?sent=tooMany&lng=en" });
    // The shopper, from her own connection, still gets her link.
    const before = mailsTo("ada@example.com").length;
    expect(await askForLink({ reference: String(order.reference), email: "ada@example.com" }, "192.0.2.20")).toMatchObject({ location: "/withdrawal?sent=sent&lng=en" });
    await vi.waitFor(() => expect(mailsTo("ada@example.com").length).toBe(before + 1), { timeout: 5000 });
  });

  it("refuses a post from another site", async () => {
    const answer = await withdrawalRoute.action({
      context: context(),
      request: shop.request("/withdrawal", { form: { reference: "1001", email: "ada@example.com" }, headers: { origin: "http://evil.test" } }),
    } as never);
    expect(answer.headers.get("location")).toBe("/withdrawal?sent=failed&lng=en");
  });
});
