import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import {
  orderMessages,
  orderQuotes,
  orderRequestHistory,
  orderRequests,
  type OrderActor,
  type OrderEvent,
  type OrderQuote,
  type OrderRequest,
  type OrderStatus,
  type QuoteLine,
  type QuoteState,
} from "~db/schema";
import { isUuid, takeStep, toAdminOrder } from "~/orders/admin/order-admin.server";
import type { AdminOrder } from "~/orders/admin/order-admin";
import { openStatuses } from "./status-machine";
import { deliveredAt, withdrawalState } from "./withdrawal-period";
import type { ReturnPolicy } from "~shared/settings-values";
import { quoteTotalCents, type QuoteInput } from "./quote-form";
import { dayInZone, endOfDayInZone } from "~/lib/dates";
import type { CsvConversation } from "~/orders/admin/order-csv";

/* The order conversation's reads and writes (docs/decisions/0035): messages, quotes and the shopper's answer. */

export type HistoryView = {
  actor: OrderActor;
  event: OrderEvent;
  status: OrderStatus;
  detail: string | null;
  at: string;
};
export type MessageView = { body: string; at: string; author: OrderActor };
export type QuoteView = {
  id: string;
  lines: QuoteLine[];
  shippingCents: number;
  totalCents: number;
  note: string | null;
  /** YYYY-MM-DD: the last day it can be accepted. */
  validUntil: string;
  state: QuoteState;
  /** Still open but past its last day. */
  expired: boolean;
  declineReason: string | null;
  at: string;
};
export type Conversation = {
  history: HistoryView[];
  messages: MessageView[];
  quote: QuoteView | null;
};

/** The request as its shopper sees it on /request/{token}: nothing of the owner's own notes. */
export type ShopperRequest = Omit<AdminOrder, "id" | "lastMessageAt" | "mailProblem">;

const quoteView = (quote: OrderQuote, now: Date, timeZone: string): QuoteView => ({
  id: quote.id,
  lines: quote.lines,
  shippingCents: quote.shippingCents,
  totalCents: quote.totalCents,
  note: quote.note,
  validUntil: dayInZone(quote.validUntil, timeZone),
  state: quote.state,
  expired: quote.state === "sent" && quote.validUntil < now,
  declineReason: quote.declineReason,
  at: quote.createdAt.toISOString(),
});

/** The history, the messages and the latest quote of a request, oldest first; days on the shop's clock. */
export async function readConversation(
  db: Database,
  orderId: string,
  timeZone: string,
  now = new Date(),
): Promise<Conversation> {
  const [history, messages, [quote]] = await Promise.all([
    db
      .select()
      .from(orderRequestHistory)
      .where(eq(orderRequestHistory.orderId, orderId))
      .orderBy(asc(orderRequestHistory.at)),
    db
      .select()
      .from(orderMessages)
      .where(eq(orderMessages.orderId, orderId))
      .orderBy(asc(orderMessages.createdAt)),
    db
      .select()
      .from(orderQuotes)
      .where(eq(orderQuotes.orderId, orderId))
      .orderBy(desc(orderQuotes.createdAt))
      .limit(1),
  ]);
  return {
    history: history.map((h) => ({
      actor: h.actor,
      event: h.event,
      status: h.status,
      detail: h.detail,
      at: h.at.toISOString(),
    })),
    messages: messages.map((m) => ({
      body: m.body,
      at: m.createdAt.toISOString(),
      author: m.author,
    })),
    quote: quote ? quoteView(quote, now, timeZone) : null,
  };
}

function shopperRequest(row: OrderRequest): ShopperRequest {
  // Nothing of the owner's side: the row's id, the mail problem, the last message's date.
  const { id: _id, lastMessageAt: _lastMessageAt, mailProblem: _mailProblem, ...shown } = toAdminOrder(row);
  return shown;
}

/** A token as the database draws them (64 hex digits); anything else is looked up all the same, and not found. */
const tokenShape = /^[0-9a-f]{64}$/;

/**
 * The request a token opens, or undefined. A token of the wrong shape still costs one lookup, so a
 * wrong token and one that never existed answer alike.
 */
export async function findByToken(
  db: Database,
  token: string,
): Promise<{ id: string; request: ShopperRequest } | undefined> {
  const key = tokenShape.test(token) ? token : "-";
  const [row] = await db
    .select()
    .from(orderRequests)
    .where(eq(orderRequests.token, key))
    .limit(1);
  return row ? { id: row.id, request: shopperRequest(row) } : undefined;
}

/** The open requests made with an e-mail address, for "send my links again" (address compared without case). */
export async function openRequestsOf(
  db: Database,
  email: string,
): Promise<OrderRequest[]> {
  return db
    .select()
    .from(orderRequests)
    .where(
      and(
        sql`lower(${orderRequests.customerEmail}) = ${email.trim().toLowerCase()}`,
        inArray(orderRequests.status, [...openStatuses]),
      ),
    )
    .orderBy(desc(orderRequests.createdAt))
    .limit(20);
}

/** The request with a reference and the address it was made with (compared without case), for the public withdrawal page. */
export async function findByReference(db: Database, reference: number, email: string): Promise<OrderRequest | undefined> {
  const [row] = await db
    .select()
    .from(orderRequests)
    .where(and(eq(orderRequests.reference, reference), sql`lower(${orderRequests.customerEmail}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row;
}

export type ConversationResult<Problem extends string = never> =
  | { ok: true; order: OrderRequest }
  | { ok: false; problem: "notFound" | "notAllowed" | "changed" | Problem };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Runs a step that must all apply or not at all; a refusal rolls back what was written before it. */
async function allOrNothing<P extends string>(
  db: Database,
  work: (tx: Tx) => Promise<ConversationResult<P>>,
): Promise<ConversationResult<P>> {
  class Refused extends Error {
    constructor(readonly result: ConversationResult<P>) {
      super("refused");
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!result.ok) throw new Refused(result);
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/** The owner writes to the shopper: kept, stamped on the request for the list, and written in the history. */
export async function postMessage(
  db: Database,
  orderId: string,
  body: string,
): Promise<ConversationResult> {
  if (!isUuid(orderId)) return { ok: false, problem: "notFound" };
  return db.transaction(async (tx) => {
    const now = new Date();
    const [order] = await tx
      .update(orderRequests)
      .set({ lastMessageAt: now })
      .where(eq(orderRequests.id, orderId))
      .returning();
    if (!order) return { ok: false, problem: "notFound" } as const;
    await tx.insert(orderMessages).values({ orderId, body, createdAt: now });
    await tx.insert(orderRequestHistory).values({
      orderId,
      actor: "owner",
      event: "message",
      status: order.status,
      at: now,
    });
    return { ok: true, order } as const;
  });
}

/**
 * The owner sends a quote built from the request's lines: a line taken from the request keeps its
 * piece (what confirming takes off stock), a line the owner adds is only a name and a price. A
 * quote still open is withdrawn by the new one (the step's `closes`). Guarded by the status the
 * owner saw.
 */
export async function sendQuote(
  db: Database,
  orderId: string,
  from: OrderStatus,
  input: QuoteInput,
  timeZone: string,
): Promise<ConversationResult> {
  return allOrNothing(db, async (tx) => {
    const moved = await takeStep(tx, {
      id: orderId,
      from,
      step: "sendQuote",
      actor: "owner",
      event: "quoteSent",
    });
    if (!moved.ok) return moved;
    const requested = moved.order.lines;
    const lines: QuoteLine[] = [];
    for (const line of input.lines) {
      if (line.remove) continue;
      const source =
        line.source === undefined ? undefined : requested[line.source];
      if (line.source !== undefined && !source)
        return { ok: false, problem: "changed" };
      lines.push({
        itemId: source?.itemId ?? null,
        variantId: source?.variantId ?? null,
        name: source?.name ?? line.name,
        colorName: source?.colorName ?? null,
        qty: line.qty,
        unitCents: line.price,
        madeToSpecifications: line.specs ? line.specsReason : null,
      });
    }
    await tx.insert(orderQuotes).values({
      orderId,
      lines,
      shippingCents: input.shipping,
      totalCents: quoteTotalCents(lines, input.shipping),
      note: input.note || null,
      validUntil: endOfDayInZone(input.validUntil, timeZone),
    });
    return moved;
  });
}

/** The owner takes back an open quote: the request returns to "contacted" and the quote can no longer be accepted. */
export async function withdrawQuote(
  db: Database,
  orderId: string,
): Promise<ConversationResult> {
  // The step itself withdraws the open quote (orderSteps' `closes`).
  return allOrNothing(db, (tx) =>
    takeStep(tx, {
      id: orderId,
      from: "quoted",
      step: "withdrawQuote",
      actor: "owner",
      event: "quoteWithdrawn",
    }),
  );
}

export type AnswerProblem = "expired" | "withdrawn" | "answered";

/**
 * The shopper accepts or declines a quote from their page. Only a quote still open and within its
 * date can be answered: the quote's row is updated only while it is "sent", so of two accepts at
 * once exactly one finds it so; the other changes nothing and is told the quote was answered.
 * The request's row is locked first, in the order the owner's steps take them.
 */
export async function answerQuote(
  db: Database,
  input: {
    orderId: string;
    quoteId: string;
    answer: "accept" | "decline";
    reason: string;
    now?: Date;
  },
): Promise<ConversationResult<AnswerProblem>> {
  const now = input.now ?? new Date();
  if (!isUuid(input.quoteId)) return { ok: false, problem: "notFound" };
  return allOrNothing<AnswerProblem>(db, async (tx) => {
    // A withdrawal or a reopen at the same moment then waits for this answer, or this for it,
    // instead of each holding the row the other needs (a deadlock, and a 500).
    await tx
      .select({ id: orderRequests.id })
      .from(orderRequests)
      .where(eq(orderRequests.id, input.orderId))
      .for("update");
    const [answered] = await tx
      .update(orderQuotes)
      .set({
        state: input.answer === "accept" ? "accepted" : "declined",
        declineReason: input.answer === "decline" ? input.reason || null : null,
        answeredAt: now,
      })
      .where(
        and(
          eq(orderQuotes.id, input.quoteId),
          eq(orderQuotes.orderId, input.orderId),
          eq(orderQuotes.state, "sent"),
          gte(orderQuotes.validUntil, now),
        ),
      )
      .returning();
    if (!answered) {
      const [quote] = await tx
        .select()
        .from(orderQuotes)
        .where(
          and(
            eq(orderQuotes.id, input.quoteId),
            eq(orderQuotes.orderId, input.orderId),
          ),
        );
      if (!quote) return { ok: false, problem: "notFound" };
      if (quote.state === "withdrawn")
        return { ok: false, problem: "withdrawn" };
      if (quote.state !== "sent") return { ok: false, problem: "answered" };
      return { ok: false, problem: "expired" };
    }
    const step = input.answer === "accept" ? "accept" : "decline";
    return takeStep(tx, {
      id: input.orderId,
      from: "quoted",
      step,
      actor: "shopper",
      event: step === "accept" ? "quoteAccepted" : "quoteDeclined",
      detail: step === "decline" ? input.reason || null : null,
    });
  });
}

export type WithdrawProblem = "excluded" | "ended" | "withdrawn";

/**
 * The shopper withdraws from the contract through the withdrawal function
 * (docs/product/cart-and-orders.md#withdrawal-function): refused unless the period is open at
 * `now` (withdrawal-period.ts), read under the request's lock so two confirmations at once store
 * one. Kept on the request and in its history; the status is the owner's to move (a refund, a
 * cancel), so it stays as it was.
 */
export async function withdrawFromContract(
  db: Database,
  input: { orderId: string; name: string; email: string; shop: { timeZone: string; returns: Pick<ReturnPolicy, "days"> | null }; now?: Date },
): Promise<ConversationResult<WithdrawProblem>> {
  const now = input.now ?? new Date();
  return allOrNothing<WithdrawProblem>(db, async (tx) => {
    const [order] = await tx.select().from(orderRequests).where(eq(orderRequests.id, input.orderId)).for("update");
    if (!order) return { ok: false, problem: "notFound" };
    const history = await tx
      .select({ status: orderRequestHistory.status, at: orderRequestHistory.at })
      .from(orderRequestHistory)
      .where(eq(orderRequestHistory.orderId, order.id))
      .orderBy(asc(orderRequestHistory.at));
    // The lines made to the shopper's specifications are not withdrawn from (LEGAL.md §4).
    const [quote] = await tx
      .select({ state: orderQuotes.state, lines: orderQuotes.lines })
      .from(orderQuotes)
      .where(eq(orderQuotes.orderId, order.id))
      .orderBy(desc(orderQuotes.createdAt))
      .limit(1);
    const state = withdrawalState(
      { ...order, withdrawnAt: order.withdrawnAt?.toISOString() ?? null },
      quote ?? null,
      deliveredAt(history.map((h) => ({ status: h.status, at: h.at.toISOString() }))),
      input.shop,
      now,
    );
    if (state.kind !== "open") return { ok: false, problem: state.kind === "none" ? "notAllowed" : state.kind };
    const [withdrawn] = await tx
      .update(orderRequests)
      .set({ withdrawnAt: now, withdrawalName: input.name, withdrawalEmail: input.email, updatedAt: now })
      .where(eq(orderRequests.id, order.id))
      .returning();
    await tx.insert(orderRequestHistory).values({
      orderId: order.id,
      actor: "shopper",
      event: "withdrawn",
      status: order.status,
      at: now,
    });
    return { ok: true, order: withdrawn };
  });
}

/** Notes on the request that the last e-mail to its shopper failed (or clears the note once one goes out). */
export async function recordMailProblem(
  db: Database,
  orderId: string,
  problem: string | null,
): Promise<void> {
  await db
    .update(orderRequests)
    .set({ mailProblem: problem })
    .where(eq(orderRequests.id, orderId));
}

/** Each request's last quote total and history, for the CSV export, read a thousand requests at a time. */
export async function csvConversations(
  db: Database,
  orderIds: string[],
): Promise<Map<string, CsvConversation>> {
  const out = new Map<string, CsvConversation>();
  for (let start = 0; start < orderIds.length; start += 1000) {
    const ids = orderIds.slice(start, start + 1000);
    const [history, quotes] = await Promise.all([
      db
        .select()
        .from(orderRequestHistory)
        .where(inArray(orderRequestHistory.orderId, ids))
        .orderBy(asc(orderRequestHistory.at)),
      db
        .select()
        .from(orderQuotes)
        .where(inArray(orderQuotes.orderId, ids))
        .orderBy(asc(orderQuotes.createdAt)),
    ]);
    const entry = (id: string) => {
      let found = out.get(id);
      if (!found) out.set(id, (found = { quoteTotalCents: null, history: [] }));
      return found;
    };
    for (const h of history)
      entry(h.orderId).history.push({
        at: h.at.toISOString(),
        actor: h.actor,
        event: h.event,
        status: h.status,
      });
    // Oldest first, so the last one written is the latest quote.
    for (const q of quotes) entry(q.orderId).quoteTotalCents = q.totalCents;
  }
  return out;
}
