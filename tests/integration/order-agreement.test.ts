import { asc, desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { colorVariants, items, orderQuotes, orderRequests, type OrderLine, type OrderStatus } from "~db/schema";
import { changeOrderStatus } from "~/orders/admin/order-admin.server";
import { answerQuote, sendQuote, withdrawQuote } from "~/orders/conversation/conversation.server";
import { handleConversationStep } from "~/orders/conversation/owner-actions.server";
import { quoteInputSchema } from "~/orders/conversation/quote-form";
import { orderSteps, stockHeldIn } from "~/orders/conversation/status-machine";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { it as italian } from "~/i18n/locales/it";
import { formatPrice, largestQuoteCents } from "~/lib/money";
import {
  actionArbitrary,
  ConversationModel,
  quoteFor,
  requestArbitrary,
  requestLineIndexes,
  startStock,
  type ConversationAction,
  type ModelRequest,
  type QuoteDraft,
  type Stock,
} from "../support/conversation-model";
import { createTestShop, type TestShop } from "./admin-support";
import { defaultTimeZone } from "~/lib/dates";

/** The shop's clock the quotes' days are read on (the default zone). */
const shopZone = defaultTimeZone;

/*
 * docs/product/cart-and-orders.md#the-agreement-and-stock on a real database: any sequence of
 * steps on two requests keeps the stock taken equal to the agreements confirmed now; double
 * submits take and put back once; no quote amount gives a 500.
 */

let shop: TestShop;
let tote: { id: string };
let sage: { id: string };
let beanie: { id: string };
const db = () => shop.database.db;

beforeAll(async () => {
  shop = await createTestShop();
  await db().delete(items);
  [tote] = await db()
    .insert(items)
    .values({ slug: "tote", nameI18n: { en: "Tote" }, price: 45, stock: 0, hasColorVariants: true })
    .returning();
  [sage] = await db()
    .insert(colorVariants)
    .values({ itemId: tote.id, colorNameI18n: { en: "Sage" }, colorHex: "#9caf88", stock: startStock.sage })
    .returning();
  [beanie] = await db().insert(items).values({ slug: "beanie", nameI18n: { en: "Beanie" }, price: 20, stock: startStock.beanie }).returning();
});
afterAll(async () => {
  await shop?.close();
});

async function resetShop() {
  await db().delete(orderRequests);
  await db().update(colorVariants).set({ stock: startStock.sage }).where(eq(colorVariants.id, sage.id));
  await db().update(items).set({ stock: startStock.beanie }).where(eq(items.id, beanie.id));
}
beforeEach(resetShop);

async function stock(): Promise<Stock> {
  const [s] = await db().select({ stock: colorVariants.stock }).from(colorVariants).where(eq(colorVariants.id, sage.id));
  const [b] = await db().select({ stock: items.stock }).from(items).where(eq(items.id, beanie.id));
  return { sage: s.stock, beanie: b.stock };
}

function requestLines(request: ModelRequest): OrderLine[] {
  return requestLineIndexes(request).map((index) => {
    const qty = request.qty[index];
    return index === 0
      ? { itemId: tote.id, variantId: sage.id, slug: "tote", name: "Tote", colorName: "Sage", unitPrice: 45, qty, lineTotal: 45 * qty, leadTimeDays: null }
      : { itemId: beanie.id, variantId: null, slug: "beanie", name: "Beanie", colorName: null, unitPrice: 20, qty, lineTotal: 20 * qty, leadTimeDays: null };
  });
}

async function storeRequest(request: ModelRequest) {
  const lines = requestLines(request);
  const [row] = await db()
    .insert(orderRequests)
    .values({
      kind: request.kind,
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.com",
      language: "en",
      lines,
      total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
    })
    .returning();
  return row;
}

/** The owner's quote as the form sends it: the request's lines by index, at €21.40 each, and maybe gift wrap. */
const quoteInput = (request: ModelRequest, draft: QuoteDraft) =>
  quoteInputSchema("en").parse({
    lines: [
      ...quoteFor(request, draft).lines.map(({ source, qty }) => ({ source: String(source), qty: String(qty), price: "21.40" })),
      ...(draft.wrap ? [{ name: "Gift wrap", qty: "1", price: "2" }] : []),
    ],
    shipping: "0",
    validUntil: "2999-12-31",
  });

async function latestQuoteId(orderId: string) {
  const [quote] = await db()
    .select({ id: orderQuotes.id })
    .from(orderQuotes)
    .where(eq(orderQuotes.orderId, orderId))
    .orderBy(desc(orderQuotes.createdAt))
    .limit(1);
  return quote?.id;
}

/** Takes a step with the shop's own writes, as the owner's buttons and the shopper's page do. */
async function takeOnDatabase(orderId: string, request: ModelRequest, seen: { status: OrderStatus }, action: ConversationAction) {
  const from = seen.status;
  switch (action.step) {
    case "sendQuote":
      return (await sendQuote(db(), orderId, from, quoteInput(request, action.quote), shopZone)).ok;
    case "withdrawQuote":
      return (await withdrawQuote(db(), orderId)).ok;
    case "accept":
    case "decline": {
      const quoteId = await latestQuoteId(orderId);
      if (!quoteId) return false;
      return (await answerQuote(db(), { orderId, quoteId, answer: action.step, reason: "" })).ok;
    }
    default:
      return (await changeOrderStatus(db(), orderId, from, orderSteps[action.step].to)).ok;
  }
}

describe("stock over the order conversation, on the database", () => {
  it("puts back what was taken after a reopen: 1 asked, 3 quoted, 8 → 5 → 8 → 7 → 8", async () => {
    const request: ModelRequest = { kind: "order", qty: [1, 0] };
    const order = await storeRequest(request);
    const seen: number[] = [];
    const step = async (action: ConversationAction, status: OrderStatus) => {
      expect(await takeOnDatabase(order.id, request, { status }, action), action.step).toBe(true);
      seen.push((await stock()).sage);
    };
    await step({ order: 0, step: "sendQuote", quote: { lines: [{ source: 0, qty: 3 }], wrap: false } }, "new");
    await step({ order: 0, step: "accept" }, "quoted");
    await step({ order: 0, step: "confirm" }, "accepted");
    await step({ order: 0, step: "cancel" }, "confirmed");
    await step({ order: 0, step: "reopen" }, "cancelled");
    await step({ order: 0, step: "confirm" }, "new");
    await step({ order: 0, step: "cancel" }, "confirmed");
    expect(seen).toEqual([8, 8, 5, 8, 8, 7, 8]);
    // The reopened request starts over: the quote agreed before the cancel is no longer the agreement.
    const quotes = await db().select().from(orderQuotes).where(eq(orderQuotes.orderId, order.id));
    expect(quotes.map((q) => [q.state, q.stockTaken])).toEqual([["withdrawn", false]]);
  });

  it("keeps the stock taken equal to the agreements confirmed now, over any sequence of steps on two requests", async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(requestArbitrary, requestArbitrary), fc.array(actionArbitrary, { minLength: 10, maxLength: 30 }), async (requests, drafts) => {
        await resetShop();
        const model = new ConversationModel(requests);
        const orders = [await storeRequest(requests[0]), await storeRequest(requests[1])];
        for (const draft of drafts) {
          const action = model.resolve(draft);
          const seen = { status: model.orders[action.order].status };
          const applied = await takeOnDatabase(orders[action.order].id, requests[action.order], seen, action);
          expect(applied, JSON.stringify(action)).toBe(model.apply(action));
          const now = await stock();
          expect(now).toEqual(model.expectedStock());
          expect(now.sage).toBeLessThanOrEqual(startStock.sage);
          expect(now.beanie).toBeLessThanOrEqual(startStock.beanie);
        }
        const rows = await db().select().from(orderRequests).orderBy(asc(orderRequests.reference));
        expect(rows.map((r) => r.status)).toEqual(model.orders.map((o) => o.status));
        // The record of what was taken is kept only by a request that holds stock, on its accepted quote.
        const recorded = await db().select().from(orderQuotes).where(eq(orderQuotes.stockTaken, true));
        for (const quote of recorded) {
          const order = rows.find((r) => r.id === quote.orderId)!;
          expect(stockHeldIn).toContain(order.status);
          expect(quote.state).toBe("accepted");
        }
      }),
      { numRuns: Number(process.env.FAST_CHECK_RUNS ?? 60) },
    );
  });

  it("takes stock once for two confirmations at once, and puts it back once for two cancels", async () => {
    const request: ModelRequest = { kind: "order", qty: [1, 0] };
    const order = await storeRequest(request);
    await takeOnDatabase(order.id, request, { status: "new" }, { order: 0, step: "sendQuote", quote: { lines: [{ source: 0, qty: 3 }], wrap: false } });
    await takeOnDatabase(order.id, request, { status: "quoted" }, { order: 0, step: "accept" });
    const confirms = await Promise.all([1, 2, 3].map(() => changeOrderStatus(db(), order.id, "accepted", "confirmed")));
    expect(confirms.filter((r) => r.ok)).toHaveLength(1);
    expect(confirms.filter((r) => !r.ok)).toEqual([
      { ok: false, problem: "changed" },
      { ok: false, problem: "changed" },
    ]);
    expect((await stock()).sage).toBe(5);
    const cancels = await Promise.all([1, 2, 3].map(() => changeOrderStatus(db(), order.id, "confirmed", "cancelled")));
    expect(cancels.filter((r) => r.ok)).toHaveLength(1);
    expect((await stock()).sage).toBe(8);
  });
});

describe("the owner and the shopper at the same moment", () => {
  it("withdrawing or reopening while the shopper accepts: one of them applies, the other is refused, never an error", async () => {
    const request: ModelRequest = { kind: "order", qty: [1, 0] };
    const draft: QuoteDraft = { lines: [{ source: 0, qty: 2 }], wrap: false };
    for (let round = 0; round < 10; round++) {
      await resetShop();
      const order = await storeRequest(request);
      await takeOnDatabase(order.id, request, { status: "new" }, { order: 0, step: "sendQuote", quote: draft });
      const quoteId = (await latestQuoteId(order.id))!;
      // Cancelled while quoted, the reopen withdraws the quote still open; otherwise the owner withdraws it.
      if (round % 2) await changeOrderStatus(db(), order.id, "quoted", "cancelled");
      const owner = round % 2 ? changeOrderStatus(db(), order.id, "cancelled", "new") : withdrawQuote(db(), order.id);
      const shopper = answerQuote(db(), { orderId: order.id, quoteId, answer: "accept", reason: "" });
      const [byOwner, byShopper] = await Promise.all([owner, shopper]);
      const [row] = await db().select({ status: orderRequests.status }).from(orderRequests).where(eq(orderRequests.id, order.id));
      const [quote] = await db().select({ state: orderQuotes.state }).from(orderQuotes).where(eq(orderQuotes.id, quoteId));
      // The shopper can only win the withdrawal's race: a cancelled request's quote cannot be accepted.
      const expected = byShopper.ok ? ["accepted", "accepted"] : [round % 2 ? "new" : "contacted", "withdrawn"];
      expect([byOwner.ok, byShopper.ok], `round ${round}`).toContainEqual(true);
      expect(byOwner.ok && byShopper.ok).toBe(false);
      expect([row.status, quote.state]).toEqual(expected);
    }
  });
});

describe("quote amounts", () => {
  const quoteForm = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "quote", from: "new", validUntil: "2999-12-31", ...fields })) form.set(name, value);
    return form;
  };

  it("past what a quote can total are refused with a message naming the largest amount, never a 500", async () => {
    const order = await storeRequest({ kind: "order", qty: [1, 0] });
    const post = (fields: Record<string, string>) => handleConversationStep(shop.context(), order.id, "quote", quoteForm(fields));
    const tooMuch = await post({ "lines[0].source": "0", "lines[0].qty": "999", "lines[0].price": "999999.99" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.answer.form?.errors.lines).toEqual(["admin.conversation.totalTooLarge"]);
    // Shipping counts towards the total too; a price or shipping past the largest amount is refused on its own.
    const withShipping = await post({ "lines[0].source": "0", "lines[0].qty": "1", "lines[0].price": "999999.99", shipping: "0.01" });
    expect(withShipping.answer.form?.errors.lines).toEqual(["admin.conversation.totalTooLarge"]);
    const price = await post({ "lines[0].source": "0", "lines[0].qty": "1", "lines[0].price": "1000000" });
    expect(price.answer.form?.errors["lines[0].price"]).toEqual(["admin.conversation.priceInvalid"]);
    const shipping = await post({ "lines[0].source": "0", "lines[0].qty": "1", "lines[0].price": "1", shipping: "99999999" });
    expect(shipping.answer.form?.errors.shipping).toEqual(["admin.conversation.shippingInvalid"]);
    expect(await db().select().from(orderQuotes)).toEqual([]);
    // The largest total itself is a quote, stored whole.
    const largest = await post({ "lines[0].source": "0", "lines[0].qty": "1", "lines[0].price": "999999.99" });
    expect(largest.status).toBe(200);
    const [stored] = await db().select().from(orderQuotes);
    expect(stored.totalCents).toBe(largestQuoteCents);
  });

  it("are named in the owner's language", () => {
    for (const [language, messages] of [["en", en], ["it", italian], ["fr", fr]] as const) {
      const { t } = createPageI18n(language, messages);
      const largestAmount = formatPrice(largestQuoteCents / 100, language);
      for (const key of ["totalTooLarge", "priceInvalid", "shippingInvalid"])
        expect(t(`admin.conversation.${key}`, { largestAmount }), `${language} ${key}`).toContain(largestAmount);
    }
  });
});
