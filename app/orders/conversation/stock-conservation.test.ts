import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OrderKind, OrderLine, OrderStatus } from "~db/schema/orders";
import {
  actionArbitrary,
  ConversationModel,
  pieces,
  quoteFor,
  requestArbitrary,
  requestLineIndexes,
  startStock,
  type ConversationAction,
  type ModelRequest,
  type PieceName,
  type Stock,
} from "../../../tests/support/conversation-model";
import { nextStatus, orderSteps, stockChange, stockHeldIn, type StoredQuote } from "./status-machine";

/*
 * docs/product/cart-and-orders.md#the-agreement-and-stock: the shop's pure rules (the steps' table,
 * the quotes they close, stockChange) run as the server runs them, on a store held in memory, must
 * keep the stock taken equal to the agreements confirmed, over any sequence of steps. The same
 * sequences run against the database in tests/integration/order-stock.test.ts.
 */

const pieceOf: Record<PieceName, { itemId: string; variantId: string | null }> = {
  sage: { itemId: "tote", variantId: "sage" },
  beanie: { itemId: "beanie", variantId: null },
};
const nameOf = (piece: { itemId: string; variantId: string | null }): PieceName => (piece.variantId ? "sage" : "beanie");

const line = (piece: PieceName, qty: number) => ({ ...pieceOf[piece], name: piece, colorName: null, qty });

type StoredOrder = { kind: OrderKind; status: OrderStatus; lines: OrderLine[]; quotes: StoredQuote[] };

/** The shop's rules on a store in memory: what the database's rows would hold, step by step. */
class RulesStore {
  stock: Stock = { ...startStock };
  orders: StoredOrder[];
  private quoteCount = 0;

  constructor(private readonly requests: readonly ModelRequest[]) {
    this.orders = requests.map((request) => ({
      kind: request.kind,
      status: "new",
      lines: requestLineIndexes(request).map((index) => ({
        ...line(pieces[index], request.qty[index]),
        slug: pieces[index],
        unitPrice: 10,
        lineTotal: 10 * request.qty[index],
        leadTimeDays: null,
      })),
      quotes: [],
    }));
  }

  apply(action: ConversationAction): boolean {
    const before = structuredClone({ stock: this.stock, orders: this.orders });
    const applied = this.step(action);
    if (!applied) Object.assign(this, before);
    return applied;
  }

  private step(action: ConversationAction): boolean {
    const order = this.orders[action.order];
    const from = order.status;
    const shopper = action.step === "accept" || action.step === "decline";
    const to = nextStatus(from, action.step, shopper ? "shopper" : "owner");
    if (!to) return false;
    const latest = order.quotes.at(-1);
    // The shopper answers the latest quote, and only while it is open.
    if (shopper && latest?.state !== "sent") return false;
    order.status = to;
    for (const quote of order.quotes)
      if (orderSteps[action.step].closes?.includes(quote.state)) quote.state = "withdrawn";
    if (action.step === "sendQuote")
      order.quotes.push({
        id: `quote-${++this.quoteCount}`,
        state: "sent",
        stockTaken: false,
        lines: [
          ...quoteFor(this.requests[action.order], action.quote).lines.map(({ source, qty }) => line(pieces[source], qty)),
          ...(action.quote.wrap ? [{ itemId: null, variantId: null, name: "Gift wrap", colorName: null, qty: 1 }] : []),
        ].map((quoteLine) => ({ ...quoteLine, unitCents: 1000 })),
      });
    if (shopper && latest) latest.state = action.step === "accept" ? "accepted" : "declined";
    const change = stockChange(order, order.quotes, from, to);
    if (change && "take" in change) {
      for (const piece of change.take) {
        if (this.stock[nameOf(piece)] < piece.qty) return false;
        this.stock[nameOf(piece)] -= piece.qty;
      }
      for (const quote of order.quotes) quote.stockTaken = quote.id === change.recordOn;
    } else if (change) {
      for (const piece of change.putBack) this.stock[nameOf(piece)] += piece.qty;
      for (const quote of order.quotes) quote.stockTaken = false;
    }
    return true;
  }
}

describe("stock over the order conversation", () => {
  it("moves only between the statuses that hold stock and those that do not", () => {
    const order = { kind: "order" as const, lines: [{ ...line("beanie", 2), slug: "b", unitPrice: 1, lineTotal: 2, leadTimeDays: null }] };
    expect(stockChange(order, [], "accepted", "confirmed")).toMatchObject({ take: [{ qty: 2 }], recordOn: null });
    expect(stockChange(order, [], "confirmed", "done")).toBeNull();
    expect(stockChange(order, [], "confirmed", "cancelled")).toMatchObject({ putBack: [{ qty: 2 }] });
    expect(stockChange(order, [], "cancelled", "new")).toBeNull();
    expect(stockChange({ ...order, kind: "commission" }, [], "new", "confirmed")).toBeNull();
    expect(stockHeldIn).toEqual(["confirmed", "done"]);
  });

  it("puts back what was taken, not the quote accepted before a reopen (1 asked, 3 quoted: 8 → 5 → 8 → 7 → 8)", () => {
    const requests: ModelRequest[] = [{ kind: "order", qty: [1, 0] }];
    const store = new RulesStore(requests);
    const seen: number[] = [];
    const steps: ConversationAction[] = [
      { order: 0, step: "sendQuote", quote: { lines: [{ source: 0, qty: 3 }], wrap: false } },
      { order: 0, step: "accept" },
      { order: 0, step: "confirm" },
      { order: 0, step: "cancel" },
      { order: 0, step: "reopen" },
      { order: 0, step: "confirm" },
      { order: 0, step: "cancel" },
    ];
    for (const step of steps) {
      expect(store.apply(step), step.step).toBe(true);
      seen.push(store.stock.sage);
    }
    expect(seen).toEqual([8, 8, 5, 8, 8, 7, 8]);
  });

  it("keeps the stock taken equal to the agreements confirmed now, over any sequence of steps", () => {
    fc.assert(
      fc.property(fc.tuple(requestArbitrary, requestArbitrary), fc.array(actionArbitrary, { maxLength: 40 }), (requests, actions) => {
        const model = new ConversationModel(requests);
        const store = new RulesStore(requests);
        for (const draft of actions) {
          const action = model.resolve(draft);
          expect(store.apply(action), JSON.stringify(action)).toBe(model.apply(action));
          expect(store.orders.map((o) => o.status)).toEqual(model.orders.map((o) => o.status));
          expect(model.stock).toEqual(model.expectedStock());
          expect(store.stock).toEqual(model.expectedStock());
          for (const piece of pieces) {
            expect(store.stock[piece]).toBeLessThanOrEqual(startStock[piece]);
            expect(store.stock[piece]).toBeGreaterThanOrEqual(0);
          }
          // At most one quote is the agreement, and only a request that holds stock has a record of it.
          for (const order of store.orders) {
            expect(order.quotes.filter((q) => q.state === "accepted").length).toBeLessThanOrEqual(1);
            if (!stockHeldIn.includes(order.status)) expect(order.quotes.some((q) => q.stockTaken)).toBe(false);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
