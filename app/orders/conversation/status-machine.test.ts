import { describe, expect, it } from "vitest";
import { orderStatuses } from "~db/schema/orders";
import {
  buttonStepTo,
  buttonTargets,
  buttonTargetsAfterWithdrawal,
  nextStatus,
  openStatuses,
  orderSteps,
  type OrderStep,
  stockChange,
  waitingOnOwner,
} from "./status-machine";

/** Every allowed step, written out by hand: the table must say exactly this, no more. */
const allowed: [string, OrderStep, string, string][] = [
  ["new", "contact", "owner", "contacted"],
  ["new", "sendQuote", "owner", "quoted"],
  ["contacted", "sendQuote", "owner", "quoted"],
  ["quoted", "sendQuote", "owner", "quoted"],
  ["declined", "sendQuote", "owner", "quoted"],
  ["quoted", "withdrawQuote", "owner", "contacted"],
  ["quoted", "accept", "shopper", "accepted"],
  ["quoted", "decline", "shopper", "declined"],
  ["new", "confirm", "owner", "confirmed"],
  ["contacted", "confirm", "owner", "confirmed"],
  ["accepted", "confirm", "owner", "confirmed"],
  ["confirmed", "done", "owner", "done"],
  ...(
    ["new", "contacted", "quoted", "accepted", "declined", "confirmed"] as const
  ).map(
    (from) =>
      [from, "cancel", "owner", "cancelled"] as [
        string,
        OrderStep,
        string,
        string,
      ],
  ),
  ["cancelled", "reopen", "owner", "new"],
];

describe("the order conversation's status machine", () => {
  it("allows every listed step and refuses every other one, for each status and actor", () => {
    for (const from of orderStatuses)
      for (const step of Object.keys(orderSteps) as OrderStep[])
        for (const actor of ["owner", "shopper"] as const) {
          const expected =
            allowed.find(
              ([f, s, a]) => f === from && s === step && a === actor,
            )?.[3] ?? null;
          expect(
            nextStatus(from, step, actor),
            `${actor} ${step} from ${from}`,
          ).toBe(expected);
        }
  });

  it("never lets the shopper confirm, quote or cancel, nor the owner accept for the shopper", () => {
    expect(nextStatus("quoted", "accept", "owner")).toBeNull();
    expect(nextStatus("accepted", "confirm", "shopper")).toBeNull();
    expect(nextStatus("quoted", "cancel", "shopper")).toBeNull();
  });

  it("gives the status buttons the owner's plain steps, and nothing once done", () => {
    expect(buttonTargets("new")).toEqual([
      "contacted",
      "confirmed",
      "cancelled",
    ]);
    expect(buttonTargets("accepted")).toEqual(["confirmed", "cancelled"]);
    expect(buttonTargets("quoted")).toEqual(["cancelled"]);
    expect(buttonTargets("done")).toEqual([]);
  });

  it("leaves a contract the shopper withdrew from only to be cancelled", () => {
    expect(buttonTargetsAfterWithdrawal("accepted")).toEqual(["cancelled"]);
    expect(buttonTargetsAfterWithdrawal("confirmed")).toEqual(["cancelled"]);
    expect(buttonTargetsAfterWithdrawal("done")).toEqual([]);
  });

  it("withdraws the open quote with a new quote or a withdrawal, and every quote still standing on a reopen", () => {
    const closing = Object.fromEntries(
      Object.entries(orderSteps).flatMap(([step, rule]) => (rule.closes ? [[step, rule.closes]] : [])),
    );
    expect(closing).toEqual({
      sendQuote: ["sent"],
      withdrawQuote: ["sent"],
      reopen: ["sent", "accepted"],
    });
  });
});

describe("the status buttons and the lists of requests", () => {
  it("names the step of the button that moves a request to each status, none for a quote's", () => {
    expect(Object.fromEntries(orderStatuses.map((to) => [to, buttonStepTo(to)]))).toEqual({
      new: "reopen",
      contacted: "contact",
      quoted: undefined,
      accepted: undefined,
      declined: undefined,
      confirmed: "confirm",
      done: "done",
      cancelled: "cancel",
    });
  });

  it("waits on the owner while nobody has answered or the shopper has, and keeps the rest open until it ends", () => {
    expect([...waitingOnOwner].sort()).toEqual(["accepted", "declined", "new"]);
    expect([...openStatuses].sort()).toEqual(["accepted", "confirmed", "contacted", "declined", "new", "quoted"]);
  });
});

describe("stockChange per piece (docs/product/cart-and-orders.md#the-agreement-and-stock)", () => {
  const line = (variantId: string | null, qty: number) => ({
    itemId: "tote",
    variantId,
    slug: "market-tote",
    name: "Market tote",
    colorName: variantId,
    unitPrice: 45,
    qty,
    lineTotal: 45 * qty,
    leadTimeDays: null,
  });

  it("takes each colour of a piece apart and sums the lines of the same colour", () => {
    const order = { kind: "order" as const, lines: [line("sage", 1), line("rust", 2), line("sage", 3), line(null, 1)] };
    expect(stockChange(order, [], "accepted", "confirmed")).toEqual({
      take: [
        { itemId: "tote", variantId: "sage", name: "Market tote", colorName: "sage", qty: 4 },
        { itemId: "tote", variantId: "rust", name: "Market tote", colorName: "rust", qty: 2 },
        { itemId: "tote", variantId: null, name: "Market tote", colorName: null, qty: 1 },
      ],
      recordOn: null,
    });
  });

  it("takes nothing for a quote's own lines, such as gift wrap", () => {
    const quote = {
      id: "quote-1",
      state: "accepted" as const,
      stockTaken: false,
      lines: [
        { itemId: "tote", variantId: "sage", name: "Market tote", colorName: "sage", qty: 1, unitCents: 4500 },
        { itemId: null, variantId: null, name: "Gift wrap", colorName: null, qty: 1, unitCents: 300 },
      ],
    };
    expect(stockChange({ kind: "order", lines: [] }, [quote], "accepted", "confirmed")).toEqual({
      take: [{ itemId: "tote", variantId: "sage", name: "Market tote", colorName: "sage", qty: 1 }],
      recordOn: "quote-1",
    });
  });
});
