import { describe, expect, it } from "vitest";
import { orderStatuses } from "~db/schema/orders";
import {
  buttonTargets,
  buttonTargetsAfterWithdrawal,
  nextStatus,
  orderSteps,
  type OrderStep,
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
