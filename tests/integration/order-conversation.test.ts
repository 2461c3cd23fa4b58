import { once } from "node:events";
import net from "node:net";
import { eq, sql } from "drizzle-orm";
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import {
  colorVariants,
  items,
  orderQuotes,
  orderRequestHistory,
  orderRequests,
  type OrderLine,
  type OrderStatus,
} from "~db/schema";
import {
  changeOrderStatus,
  takeStep,
} from "~/orders/admin/order-admin.server";
import { orderStatuses } from "~/orders/admin/order-admin";
import {
  answerQuote,
  findByToken,
  readConversation,
  sendQuote,
  withdrawQuote,
} from "~/orders/conversation/conversation.server";
import { handleConversationStep } from "~/orders/conversation/owner-actions.server";
import { resendLinks } from "~/orders/conversation/request-action.server";
import { shopperMailLimits, takeShopperMailPlace } from "~/orders/conversation/shopper-mail.server";
import {
  quoteInputSchema,
  type QuoteInput,
} from "~/orders/conversation/quote-form";
import {
  nextStatus,
  orderSteps,
  type OrderStep,
} from "~/orders/conversation/status-machine";
import * as cartRoute from "~/routes/cart";
import * as requestRoute from "~/routes/request";
import { decodedMail, startTestInbox, type TestInbox } from "../support/test-inbox";
import {
  addAccount,
  createTestShop,
  ownerEmail,
  type TestShop,
} from "./admin-support";
import { defaultTimeZone } from "~/lib/dates";

/** The shop's clock the quotes' days are read on (the default zone). */
const shopZone = defaultTimeZone;

/** docs/decisions/0035: the order conversation on a real database: statuses, quotes, tokens, answers and e-mails. */

let shop: TestShop;
let tote: { id: string };
let sage: { id: string };
const db = () => shop.database.db;

beforeAll(async () => {
  shop = await createTestShop();
  await addAccount(shop, ownerEmail);
});
afterAll(async () => {
  await shop?.close();
});

beforeEach(async () => {
  await db().delete(orderRequests);
  await db().delete(items);
  [tote] = await db()
    .insert(items)
    .values({
      slug: "tote",
      nameI18n: { en: "Tote" },
      price: 45,
      stock: 9,
      hasColorVariants: true,
    })
    .returning();
  [sage] = await db()
    .insert(colorVariants)
    .values({
      itemId: tote.id,
      colorNameI18n: { en: "Sage" },
      colorHex: "#9caf88",
      stock: 5,
    })
    .returning();
});

const toteLine = (qty: number): OrderLine => ({
  itemId: tote.id,
  variantId: sage.id,
  slug: "tote",
  name: "Tote",
  colorName: "Sage",
  unitPrice: 45,
  qty,
  lineTotal: 45 * qty,
  leadTimeDays: null,
});

async function storeRequest(
  extra: Partial<typeof orderRequests.$inferInsert> = {},
) {
  const lines = [toteLine(2)];
  const [row] = await db()
    .insert(orderRequests)
    .values({
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.com",
      language: "en",
      lines,
      total: 90,
      ...extra,
    })
    .returning();
  return row;
}

// Typed as an Italian owner types them: 40,50 and 6.90 both read as euros and cents.
const quote = (input: Record<string, unknown> = {}): QuoteInput =>
  quoteInputSchema("it").parse({
    lines: [{ source: "0", qty: "3", price: "40" }],
    shipping: "6.90",
    validUntil: "2999-12-31",
    ...input,
  });

/** The owner's quote form as the page posts it, valid until far ahead unless said. */
function quoteForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    intent: "quote",
    from: "new",
    validUntil: "2999-12-31",
    ...fields,
  }))
    form.set(name, value);
  return form;
}

async function statusOf(id: string) {
  const [row] = await db()
    .select({ status: orderRequests.status })
    .from(orderRequests)
    .where(eq(orderRequests.id, id));
  return row.status;
}

async function sageStock() {
  const [row] = await db()
    .select({ stock: colorVariants.stock })
    .from(colorVariants)
    .where(eq(colorVariants.id, sage.id));
  return row.stock;
}

describe("the status machine on the database", () => {
  it("takes every allowed step, refuses every other one, and writes who did it only when it moves", async () => {
    const order = await storeRequest();
    for (const from of orderStatuses)
      for (const step of Object.keys(orderSteps) as OrderStep[])
        for (const actor of ["owner", "shopper"] as const) {
          await db()
            .update(orderRequests)
            .set({ status: from })
            .where(eq(orderRequests.id, order.id));
          await db().delete(orderRequestHistory);
          const result = await db().transaction((tx) =>
            takeStep(tx, { id: order.id, from, step, actor, event: "status" }),
          );
          const expected = nextStatus(from, step, actor);
          expect(result.ok, `${actor} ${step} from ${from}`).toBe(
            expected !== null,
          );
          expect(await statusOf(order.id)).toBe(expected ?? from);
          const history = await db().select().from(orderRequestHistory);
          expect(history.map((h) => [h.actor, h.status])).toEqual(
            expected ? [[actor, expected]] : [],
          );
        }
  });

  it("refuses a step from a status the request no longer has", async () => {
    const order = await storeRequest({ status: "contacted" });
    const result = await db().transaction((tx) =>
      takeStep(tx, {
        id: order.id,
        from: "new",
        step: "contact",
        actor: "owner",
        event: "status",
      }),
    );
    expect(result).toEqual({ ok: false, problem: "changed" });
  });
});

describe("quotes", () => {
  it("are sent from the request's lines with the owner's prices and shipping, in cents", async () => {
    const order = await storeRequest();
    const sent = await sendQuote(
      db(),
      order.id,
      "new",
      quote({
        lines: [
          { source: "0", qty: "3", price: "40,50", specs: "on", specsReason: "nei colori che mi hai mandato" },
          { name: "Gift wrap", qty: "1", price: "2", specsReason: "not ticked, not kept" },
        ],
      }),
      shopZone,
    );
    expect(sent.ok).toBe(true);
    const { quote: view, history } = await readConversation(db(), order.id, shopZone);
    expect(view).toMatchObject({
      state: "sent",
      shippingCents: 690,
      totalCents: 3 * 4050 + 200 + 690,
      validUntil: "2999-12-31",
      expired: false,
    });
    expect(view?.lines).toEqual([
      {
        itemId: tote.id,
        variantId: sage.id,
        name: "Tote",
        colorName: "Sage",
        qty: 3,
        unitCents: 4050,
        madeToSpecifications: "nei colori che mi hai mandato",
      },
      {
        itemId: null,
        variantId: null,
        name: "Gift wrap",
        colorName: null,
        qty: 1,
        unitCents: 200,
        madeToSpecifications: null,
      },
    ]);
    expect(history.map((h) => [h.actor, h.event, h.status])).toEqual([
      ["owner", "quoteSent", "quoted"],
    ]);
    expect(await statusOf(order.id)).toBe("quoted");
  });

  it("past its date on the shop's clock cannot be accepted, and nothing changes", async () => {
    const order = await storeRequest();
    await sendQuote(db(), order.id, "new", quote({ validUntil: "2026-01-10" }), shopZone);
    const { quote: view } = await readConversation(
      db(),
      order.id,
      shopZone,
      // Midnight in Rome: the 10th is over there, though not yet in UTC.
      new Date("2026-01-10T23:00:00Z"),
    );
    expect(view?.expired).toBe(true);
    expect(
      await answerQuote(db(), {
        orderId: order.id,
        quoteId: view!.id,
        answer: "accept",
        reason: "",
        now: new Date("2026-01-10T23:00:00Z"),
      }),
    ).toEqual({
      ok: false,
      problem: "expired",
    });
    expect(await statusOf(order.id)).toBe("quoted");
    // The last day itself still counts, to its last minute in Rome.
    const onTime = await answerQuote(db(), {
      orderId: order.id,
      quoteId: view!.id,
      answer: "accept",
      reason: "",
      now: new Date("2026-01-10T22:59:00Z"),
    });
    expect(onTime.ok).toBe(true);
  });

  it("once withdrawn cannot be accepted, and the request is back to contacted", async () => {
    const order = await storeRequest();
    await sendQuote(db(), order.id, "new", quote(), shopZone);
    const { quote: view } = await readConversation(db(), order.id, shopZone);
    expect((await withdrawQuote(db(), order.id)).ok).toBe(true);
    expect(await statusOf(order.id)).toBe("contacted");
    expect(
      await answerQuote(db(), {
        orderId: order.id,
        quoteId: view!.id,
        answer: "accept",
        reason: "",
      }),
    ).toEqual({ ok: false, problem: "withdrawn" });
    expect(await statusOf(order.id)).toBe("contacted");
  });

  it("accepted by two requests at once: exactly one wins, the other is told and changes nothing", async () => {
    const order = await storeRequest();
    await sendQuote(db(), order.id, "new", quote(), shopZone);
    const { quote: view } = await readConversation(db(), order.id, shopZone);
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        answerQuote(db(), {
          orderId: order.id,
          quoteId: view!.id,
          answer: "accept",
          reason: "",
        }),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual([
      { ok: false, problem: "answered" },
      { ok: false, problem: "answered" },
    ]);
    const history = await db()
      .select()
      .from(orderRequestHistory)
      .where(eq(orderRequestHistory.event, "quoteAccepted"));
    expect(history).toHaveLength(1);
    expect(await statusOf(order.id)).toBe("accepted");
  });

  it("declined keeps the shopper's reason, and a quote of another request is not found", async () => {
    const order = await storeRequest();
    const other = await storeRequest();
    await sendQuote(db(), order.id, "new", quote(), shopZone);
    const { quote: view } = await readConversation(db(), order.id, shopZone);
    expect(
      await answerQuote(db(), {
        orderId: other.id,
        quoteId: view!.id,
        answer: "accept",
        reason: "",
      }),
    ).toEqual({ ok: false, problem: "notFound" });
    expect(
      (
        await answerQuote(db(), {
          orderId: order.id,
          quoteId: view!.id,
          answer: "decline",
          reason: "Too dear",
        })
      ).ok,
    ).toBe(true);
    const after = await readConversation(db(), order.id, shopZone);
    expect(after.quote).toMatchObject({
      state: "declined",
      declineReason: "Too dear",
    });
    expect(after.history.at(-1)).toMatchObject({
      actor: "shopper",
      event: "quoteDeclined",
      status: "declined",
      detail: "Too dear",
    });
  });

  it("accepted is confirmed with the quote's quantities, and a cancel puts the same back", async () => {
    const order = await storeRequest();
    await sendQuote(
      db(),
      order.id,
      "new",
      quote({
        lines: [
          { source: "0", qty: "3", price: "40" },
          { name: "Gift wrap", qty: "1", price: "2" },
        ],
      }),
      shopZone,
    );
    const { quote: view } = await readConversation(db(), order.id, shopZone);
    await answerQuote(db(), {
      orderId: order.id,
      quoteId: view!.id,
      answer: "accept",
      reason: "",
    });
    expect(await sageStock()).toBe(5);
    expect(
      await changeOrderStatus(db(), order.id, "accepted", "confirmed"),
    ).toEqual({ ok: true });
    // The request asked for 2; the accepted quote says 3.
    expect(await sageStock()).toBe(2);
    expect(
      await changeOrderStatus(db(), order.id, "confirmed", "cancelled"),
    ).toEqual({ ok: true });
    expect(await sageStock()).toBe(5);
  });
});

describe("tokens", () => {
  it("are 64 random hex digits, one per request, and open only their own request", async () => {
    const first = await storeRequest();
    const second = await storeRequest();
    expect(first.token).toMatch(/^[0-9a-f]{64}$/);
    expect(first.token).not.toBe(second.token);
    expect((await findByToken(db(), first.token))?.request.reference).toBe(
      first.reference,
    );
    expect(
      await findByToken(
        db(),
        first.token.replace(/.$/, (c) => (c === "0" ? "1" : "0")),
      ),
    ).toBeUndefined();
    expect(await findByToken(db(), "' OR 1=1 --")).toBeUndefined();
    expect(await findByToken(db(), "")).toBeUndefined();
  });

  it("open a request stored before the conversation existed (no token given, no history, no quote)", async () => {
    // An old row: inserted with only the columns that existed before; the migration's default fills the token.
    const result = (await db().execute(
      sql`INSERT INTO order_requests (customer_name, customer_email, language, lines, total, status) VALUES ('Old Shopper', 'old@example.com', 'it', '[]', 12.5, 'contacted') RETURNING token, reference`,
    )) as unknown as { rows: { token: string; reference: number }[] };
    const rows = result.rows;
    const found = await findByToken(db(), rows[0].token);
    expect(found?.request).toMatchObject({
      reference: rows[0].reference,
      status: "contacted",
      total: 12.5,
      language: "it",
    });
    expect(await readConversation(db(), found!.id, shopZone)).toEqual({
      history: [],
      messages: [],
      quote: null,
    });
  });
});

describe("the request page", () => {
  const load = (token: string) =>
    requestRoute.loader({
      params: { token },
      context: shop.context(),
      request: shop.request(`/request/${token}`),
    } as never);
  const answer = (
    token: string,
    form: Record<string, string>,
    headers?: Record<string, string>,
  ) =>
    requestRoute.action({
      params: { token },
      context: shop.context(),
      request: shop.request(`/request/${token}`, { form, headers }),
    } as never);

  it("answers a wrong token exactly like a token that never existed: 404, private, not indexed", async () => {
    const order = await storeRequest();
    const errors = await Promise.all(
      ["0".repeat(64), "nope", order.token.slice(0, 63) + "x"].map((token) =>
        load(token).catch((e: unknown) => e),
      ),
    );
    for (const error of errors)
      expect(error).toMatchObject({
        init: {
          status: 404,
          headers: {
            "Cache-Control": "private, no-store",
            "X-Robots-Tag": "noindex, nofollow",
          },
        },
      });
    const loaded = (await load(order.token)) as unknown as {
      data: { request: { reference: number } };
      init: { headers: Record<string, string> };
    };
    expect(loaded.data.request.reference).toBe(order.reference);
    expect(loaded.init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("accepts from the page, refuses a second accept, and refuses a post from another site", async () => {
    const order = await storeRequest();
    await sendQuote(db(), order.id, "new", quote(), shopZone);
    const { quote: view } = await readConversation(db(), order.id, shopZone);
    const forged = (await answer(
      order.token,
      { answer: "accept", quoteId: view!.id },
      { origin: "http://evil.test" },
    )) as { data: unknown; init: { status: number } };
    expect(forged.init.status).toBe(403);
    expect(await statusOf(order.id)).toBe("quoted");
    // The delivery comes first (docs/product/cart-and-orders.md#delivery-choice).
    await db().update(orderRequests).set({ delivery: { method: "collection" } }).where(eq(orderRequests.id, order.id));
    const first = (await answer(order.token, {
      answer: "accept",
      quoteId: view!.id,
    })) as { data: unknown };
    expect(first.data).toEqual({ status: "accepted" });
    const again = (await answer(order.token, {
      answer: "accept",
      quoteId: view!.id,
    })) as { data: unknown; init: { status: number } };
    expect(again.data).toEqual({ status: "refused", problem: "answered" });
    expect(again.init.status).toBe(409);
    await expect(
      answer("0".repeat(64), { answer: "accept", quoteId: view!.id }),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("the shopper's e-mails", () => {
  let inbox: TestInbox;

  beforeAll(async () => {
    inbox = await startTestInbox();
  });
  afterAll(async () => {
    await inbox?.close();
  });

  const decoded = decodedMail;

  const contextWith = (smtpUrl: string) => {
    const base = shop.context();
    return {
      ...base,
      config: {
        ...base.config,
        smtpUrl,
        settingsFromEnv: { orderEmail: "owner@shop.test" },
      },
    };
  };

  it("sends the quote in the request's language, as text and HTML, with the link to its page", async () => {
    const order = await storeRequest({ language: "it" });
    const form = quoteForm({
      "lines[0].source": "0",
      "lines[0].qty": "2",
      "lines[0].price": "40",
      shipping: "5",
    });
    const { status } = await handleConversationStep(
      contextWith(inbox.url),
      order.id,
      "quote",
      form,
    );
    expect(status).toBe(200);
    const mail = inbox.mails.at(-1)!;
    expect(mail.to).toEqual(["ada@example.com"]);
    const text = decoded(mail.raw);
    expect(text).toMatch(
      new RegExp(`^Subject: .*preventivo.*${order.reference}`, "m"),
    );
    expect(text).toContain("Content-Type: text/plain");
    expect(text).toContain("Content-Type: text/html");
    expect(text).toContain(`http://shop.test/request/${order.token}?lng=it`);
    expect(text).toContain("85,00");
    const [row] = await db()
      .select()
      .from(orderRequests)
      .where(eq(orderRequests.id, order.id));
    expect(row.mailProblem).toBeNull();
  });

  it("keeps the message and notes the problem when the mail server is down", async () => {
    const order = await storeRequest();
    const closed = net.createServer().listen(0, "127.0.0.1");
    await once(closed, "listening");
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const form = new FormData();
    form.set("intent", "message");
    form.set("body", "Your tote is on the hook.");
    const { status } = await handleConversationStep(
      contextWith(`smtp://127.0.0.1:${port}`),
      order.id,
      "message",
      form,
    );
    expect(status).toBe(200);
    const { messages } = await readConversation(db(), order.id, shopZone);
    expect(messages.map((m) => m.body)).toEqual(["Your tote is on the hook."]);
    const [row] = await db()
      .select()
      .from(orderRequests)
      .where(eq(orderRequests.id, order.id));
    expect(row.mailProblem).toMatch(/ECONNREFUSED/);
    expect(row.lastMessageAt).not.toBeNull();
  });

  it("sends the links of a shopper's open requests again, answering the same for an unknown address", async () => {
    const open = await storeRequest({
      customerEmail: "Grace@Example.com",
      language: "fr",
    });
    const finished = await storeRequest({
      customerEmail: "grace@example.com",
      status: "done",
    });
    const ask = (email: string, address: string) =>
      resendLinks(new URLSearchParams({ email }), {
        ...contextWith(inbox.url),
        clientAddress: address,
      });
    const before = inbox.mails.length;
    expect((await ask("grace@example.com", "198.51.100.1")).reply).toEqual({
      status: "sent",
    });
    expect((await ask("nobody@example.com", "198.51.100.1")).reply).toEqual({
      status: "sent",
    });
    await vi.waitFor(() => expect(inbox.mails.length).toBe(before + 1), {
      timeout: 10_000,
    });
    const text = decoded(inbox.mails.at(-1)!.raw);
    // Sent to the address as the shopper wrote it (the mail system lowers the domain).
    expect(inbox.mails.at(-1)!.to.map((address) => address.toLowerCase())).toEqual(["grace@example.com"]);
    expect(text).toContain(`http://shop.test/request/${open.token}?lng=fr`);
    expect(text).not.toContain(finished.token);
    expect((await ask("not an address", "198.51.100.2")).reply).toEqual({
      status: "invalid",
    });
    for (let i = 0; i < 3; i++) await ask("grace@example.com", "198.51.100.1");
    expect((await ask("grace@example.com", "198.51.100.1")).reply).toEqual({
      status: "tooMany",
    });
  });

  const mailsTo = (address: string) => inbox.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address));
  const emailForm = (email: string) => new URLSearchParams({ email });

  it("promises none without SMTP: the links are not offered nor sent, and the pages say the shop sends no e-mail", async () => {
    const order = await storeRequest({ customerEmail: "noor@example.com" });
    expect((await resendLinks(emailForm("noor@example.com"), shop.context("198.51.100.3"))).reply).toEqual({ status: "unavailable" });
    const shopMails = async (context: ReturnType<typeof shop.context>) => {
      const page = (await requestRoute.loader({
        params: { token: order.token },
        context,
        request: shop.request(`/request/${order.token}`),
      } as never)) as unknown as { data: { shopMails: boolean } };
      const cart = await cartRoute.loader({ context, request: shop.request("/cart") } as never);
      return [page.data.shopMails, cart.shopMails];
    };
    expect(await shopMails(shop.context())).toEqual([false, false]);
    expect(await shopMails(contextWith(inbox.url))).toEqual([true, true]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo("noor@example.com")).toEqual([]);
  });

  it("sends the links within the address's share of e-mails for the day, the same share as its confirmations", async () => {
    await storeRequest({ customerEmail: "hedy@example.com" });
    for (let i = 0; i < shopperMailLimits.perAddress.maxAttempts; i++) expect(await takeShopperMailPlace(db(), "hedy@example.com")).toBe(true);
    const { reply } = await resendLinks(emailForm(" Hedy@Example.com"), { ...contextWith(inbox.url), clientAddress: "198.51.100.4" });
    expect(reply).toEqual({ status: "limited" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo("hedy@example.com")).toEqual([]);
  });

  it("stores a quote's amounts typed the owner's way, in cents (docs/product/content-rules.md#amounts)", async () => {
    for (const language of ["it", "fr"] as const) {
      const order = await storeRequest();
      const form = quoteForm({
        "lines[0].source": "0",
        "lines[0].qty": "2",
        "lines[0].price": "54,90",
        shipping: language === "it" ? "1.234,50" : "1\u202f234,50",
      });
      const { status } = await handleConversationStep(
        { ...shop.context(), language },
        order.id,
        "quote",
        form,
      );
      expect(status, language).toBe(200);
      const [stored] = await db()
        .select()
        .from(orderQuotes)
        .where(eq(orderQuotes.orderId, order.id));
      expect([stored.lines[0].unitCents, stored.shippingCents]).toEqual([
        5490, 123450,
      ]);
    }
  });

  it("refuses a bad quote with the field's message and stores nothing", async () => {
    const order = await storeRequest();
    const form = quoteForm({
      "lines[0].source": "0",
      "lines[0].qty": "2",
      "lines[0].price": "abc",
    });
    const { status, answer } = await handleConversationStep(
      shop.context(),
      order.id,
      "quote",
      form,
    );
    expect(status).toBe(400);
    expect(answer.form?.errors["lines[0].price"]).toEqual([
      "common.amountMalformed",
    ]);
    expect(await db().select().from(orderQuotes)).toEqual([]);
    expect(await statusOf(order.id)).toBe<OrderStatus>("new");
  });

  it("refuses a line made to the shopper's specifications without its reason, and keeps the ticked box in the echo", async () => {
    const order = await storeRequest();
    const form = quoteForm({ "lines[0].source": "0", "lines[0].qty": "1", "lines[0].price": "40", "lines[0].specs": "on", "lines[0].specsReason": " " });
    const { status, answer } = await handleConversationStep({ ...shop.context(), language: "fr" }, order.id, "quote", form);
    expect(status).toBe(400);
    expect(answer.form?.errors["lines[0].specsReason"]).toEqual(["admin.conversation.specsReasonRequired"]);
    expect((answer.form?.values.lines as Record<string, string>[])[0]).toMatchObject({ specs: "on" });
    expect(await db().select().from(orderQuotes)).toEqual([]);
  });
});
