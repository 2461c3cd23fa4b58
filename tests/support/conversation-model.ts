import fc from "fast-check";
import { nextStatus, orderSteps, type OrderStep } from "~/orders/conversation/status-machine";
import type { OrderKind, OrderStatus, QuoteState } from "~db/schema/orders";

/*
 * The order conversation as docs/product/cart-and-orders.md#the-agreement-and-stock states it, kept
 * apart from the shop's code so that both the pure rules and the database can be checked against
 * it: two requests share two pieces of stock, and any sequence of steps is taken on them.
 */

/** The two pieces of the test shop: a colour of an item, and an item without colours. */
export const pieces = ["sage", "beanie"] as const;
export type PieceName = (typeof pieces)[number];
export type Stock = Record<PieceName, number>;
export const startStock: Stock = { sage: 8, beanie: 5 };

/** A request: its kind and how many of each piece it asks for (line 0 is sage, line 1 beanie). */
export type ModelRequest = { kind: OrderKind; qty: [number, number] };

/** A quote: lines taken from the request's (by index) with the owner's quantity, and maybe gift wrap, which is no piece. */
export type QuoteDraft = { lines: { source: 0 | 1; qty: number }[]; wrap: boolean };

export type ConversationAction =
  | { order: 0 | 1; step: "sendQuote"; quote: QuoteDraft }
  | { order: 0 | 1; step: Exclude<OrderStep, "sendQuote"> };

export const requestArbitrary: fc.Arbitrary<ModelRequest> = fc.record({
  kind: fc.constantFrom<OrderKind>("order", "order", "commission"),
  qty: fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2 })).map(([sage, beanie]) => [sage, beanie] as [number, number]),
});

const order = fc.constantFrom<0 | 1>(0, 1);

const quoteDraft: fc.Arbitrary<QuoteDraft> = fc.record({
  lines: fc.array(fc.record({ source: fc.constantFrom<0 | 1>(0, 1), qty: fc.integer({ min: 1, max: 4 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
  wrap: fc.boolean(),
});

const steps = Object.keys(orderSteps) as OrderStep[];

/** How often `pick` chooses each allowed step: the shopper mostly accepts, the owner often confirms, cancels and reopens, so that agreements are confirmed and released again and again. */
const weights: Record<OrderStep, number> = {
  contact: 1,
  sendQuote: 3,
  withdrawQuote: 1,
  accept: 4,
  decline: 1,
  confirm: 4,
  done: 1,
  cancel: 3,
  reopen: 1,
};

/**
 * A step to take: mostly one the request's status allows (`pick` chooses among them once the
 * status is known, so that long sequences go deep: quoted, accepted, confirmed, cancelled,
 * reopened…), sometimes any step at all, which may be refused.
 */
export type ActionDraft = { order: 0 | 1; pick: number; anyStep: OrderStep | null; quote: QuoteDraft };

export const actionArbitrary: fc.Arbitrary<ActionDraft> = fc.record({
  order,
  pick: fc.nat(),
  anyStep: fc.option(fc.constantFrom(...steps), { freq: 6 }),
  quote: quoteDraft,
});

const actorOf = (step: OrderStep) => (step === "accept" || step === "decline" ? "shopper" : "owner");

type ModelOrder = {
  kind: OrderKind;
  status: OrderStatus;
  lines: Stock;
  quotes: { state: QuoteState; lines: Stock }[];
  /** What its confirmation took off stock, while it holds it. */
  taken: Stock | null;
};

const none = (): Stock => ({ sage: 0, beanie: 0 });

function quoteQuantities(quote: QuoteDraft): Stock {
  const quantities = none();
  for (const line of quote.lines) quantities[pieces[line.source]] += line.qty;
  return quantities;
}

/** The lines of a request as stored: only the pieces it asks for. */
export const requestLineIndexes = (request: ModelRequest): (0 | 1)[] => (request.qty[1] > 0 ? [0, 1] : [0]);

/** A quote draft as the form can send it for this request: it offers only the request's own lines. */
export function quoteFor(request: ModelRequest, quote: QuoteDraft): QuoteDraft {
  const lines = quote.lines.filter((line) => requestLineIndexes(request).includes(line.source));
  return { lines: lines.length ? lines : [{ source: 0, qty: 1 }], wrap: quote.wrap };
}

export class ConversationModel {
  readonly stock: Stock = { ...startStock };
  readonly orders: ModelOrder[];

  constructor(readonly requests: readonly ModelRequest[]) {
    this.orders = requests.map((request) => ({
      kind: request.kind,
      status: "new",
      lines: { sage: request.qty[0], beanie: request.qty[1] },
      quotes: [],
      taken: null,
    }));
  }

  /** The agreement: the accepted quote's quantities, else the request's. */
  static agreement(order: ModelOrder): Stock {
    return order.quotes.findLast((quote) => quote.state === "accepted")?.lines ?? order.lines;
  }

  /** The step a draft stands for, given the request's status now. */
  resolve(draft: ActionDraft): ConversationAction {
    const status = this.orders[draft.order].status;
    const allowed = steps.flatMap((step) => (nextStatus(status, step, actorOf(step)) ? Array<OrderStep>(weights[step]).fill(step) : []));
    const step = draft.anyStep ?? allowed[draft.pick % allowed.length] ?? "reopen";
    return step === "sendQuote" ? { order: draft.order, step, quote: draft.quote } : { order: draft.order, step };
  }

  /** Takes the step if the conversation allows it; false when it is refused and nothing changed. */
  apply(action: ConversationAction): boolean {
    const order = this.orders[action.order];
    const to = nextStatus(order.status, action.step, actorOf(action.step));
    if (!to) return false;
    const close = (states: QuoteState[]) => {
      for (const quote of order.quotes) if (states.includes(quote.state)) quote.state = "withdrawn";
    };
    switch (action.step) {
      case "sendQuote":
        close(["sent"]);
        order.quotes.push({ state: "sent", lines: quoteQuantities(quoteFor(this.requests[action.order], action.quote)) });
        break;
      case "withdrawQuote":
        close(["sent"]);
        break;
      case "accept":
      case "decline":
        order.quotes.at(-1)!.state = action.step === "accept" ? "accepted" : "declined";
        break;
      case "reopen":
        close(["sent", "accepted"]);
        break;
      case "confirm":
        if (order.kind === "order") {
          const wanted = ConversationModel.agreement(order);
          if (pieces.some((piece) => wanted[piece] > this.stock[piece])) return false;
          for (const piece of pieces) this.stock[piece] -= wanted[piece];
          order.taken = { ...wanted };
        }
        break;
      case "cancel":
        if (order.taken) for (const piece of pieces) this.stock[piece] += order.taken[piece];
        order.taken = null;
        break;
    }
    order.status = to;
    return true;
  }

  /**
   * The property: the stock taken is exactly the quantities of the agreements confirmed now (each
   * order confirmed or done, its accepted quote's, else its request's), and never more than the
   * shop started with.
   */
  expectedStock(): Stock {
    const stock = { ...startStock };
    for (const order of this.orders)
      if (order.kind === "order" && (order.status === "confirmed" || order.status === "done"))
        for (const piece of pieces) stock[piece] -= ConversationModel.agreement(order)[piece];
    return stock;
  }
}
