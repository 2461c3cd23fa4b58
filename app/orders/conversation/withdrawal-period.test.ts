import { describe, expect, it } from "vitest";
import { deliveredAt, refundDeadline, withdrawalState, withdrawnPieces } from "./withdrawal-period";

const rome = { timeZone: "Europe/Rome", returns: null };
const order = (status: "quoted" | "accepted" | "confirmed" | "done" | "cancelled", extra: Partial<{ kind: "order" | "commission"; withdrawnAt: string }> = {}) => ({
  kind: extra.kind ?? ("order" as const),
  status,
  withdrawnAt: extra.withdrawnAt ?? null,
  lines: [{ name: "Tote", colorName: "Sage", qty: 1 }],
});

describe("the withdrawal period (docs/product/cart-and-orders.md#withdrawal-function)", () => {
  it("is offered from acceptance, before any delivery, with no last day yet", () => {
    for (const status of ["accepted", "confirmed"] as const)
      expect(withdrawalState(order(status), null, null, rome)).toEqual({ kind: "open", days: 14, lastDay: null });
  });

  it("is not offered before a contract, or after a cancel", () => {
    expect(withdrawalState(order("quoted"), null, null, rome)).toEqual({ kind: "none" });
    expect(withdrawalState(order("cancelled"), null, null, rome)).toEqual({ kind: "none" });
  });

  it("runs to the end of the 14th day after delivery on the shop's clock, then says it ended", () => {
    // Delivered 1 March at 23:30 in Rome (22:30 UTC): the 14 days count from the Roman day.
    const delivered = "2026-03-01T22:30:00Z";
    expect(withdrawalState(order("done"), null, delivered, rome, new Date("2026-03-15T22:59:59Z"))).toEqual({ kind: "open", days: 14, lastDay: "2026-03-15" });
    expect(withdrawalState(order("done"), null, delivered, rome, new Date("2026-03-15T23:00:00Z"))).toEqual({ kind: "ended", lastDay: "2026-03-15" });
  });

  it("runs for the owner's longer period when she gives one, never for less than 14 days", () => {
    const delivered = "2026-03-01T10:00:00Z";
    const generous = { ...rome, returns: { days: 30 } };
    expect(withdrawalState(order("done"), null, delivered, generous, new Date("2026-03-31T12:00:00Z"))).toEqual({ kind: "open", days: 30, lastDay: "2026-03-31" });
    expect(withdrawalState(order("done"), null, delivered, { ...rome, returns: { days: 0 } }, new Date("2026-03-15T12:00:00Z"))).toMatchObject({ kind: "open", days: 14 });
  });

  it("excludes a commission, made to the shopper's specifications", () => {
    expect(withdrawalState(order("accepted", { kind: "commission" }), null, null, rome)).toEqual({ kind: "excluded" });
  });

  it("shows a withdrawal made, whatever the status became after it", () => {
    const at = "2026-03-05T09:00:00Z";
    expect(withdrawalState(order("cancelled", { withdrawnAt: at }), null, null, rome)).toEqual({ kind: "withdrawn", at });
  });

  it("takes the delivery from the history's first 'done', not a later message", () => {
    expect(
      deliveredAt([
        { status: "confirmed", at: "2026-03-01T10:00:00Z" },
        { status: "done", at: "2026-03-02T10:00:00Z" },
        { status: "done", at: "2026-03-20T10:00:00Z" },
      ]),
    ).toBe("2026-03-02T10:00:00Z");
    expect(deliveredAt([{ status: "confirmed", at: "2026-03-01T10:00:00Z" }])).toBeNull();
  });

  it("gives the owner 14 days from the withdrawal to refund", () => {
    expect(refundDeadline("2026-03-05T23:30:00Z", rome.timeZone)).toBe("2026-03-20");
  });

  describe("per line of the accepted quote (LEGAL.md §4)", () => {
    const line = (name: string, madeToSpecifications?: string | null) => ({ name, colorName: null, qty: 1, madeToSpecifications });
    const accepted = (...lines: ReturnType<typeof line>[]) => ({ state: "accepted", lines });

    it("excludes a contract whose every line is made to the shopper's specifications", () => {
      expect(withdrawalState(order("accepted"), accepted(line("Cardigan", "your measurements")), null, rome)).toEqual({ kind: "excluded" });
    });

    it("offers the lines that keep the right, and only them, in a mixed contract", () => {
      const quote = accepted(line("Cardigan", "your measurements"), line("Scarf", null), line("Gift box", null));
      expect(withdrawalState(order("accepted", { kind: "commission" }), quote, null, rome)).toEqual({ kind: "open", days: 14, lastDay: null });
      expect(withdrawnPieces(order("accepted", { kind: "commission" }), quote)).toEqual(["Scarf × 1", "Gift box × 1"]);
    });

    it("reads lines stored before the owner could decide by the request's kind", () => {
      const old = accepted(line("Bag"));
      expect(withdrawalState(order("accepted", { kind: "commission" }), old, null, rome)).toEqual({ kind: "excluded" });
      expect(withdrawalState(order("accepted"), old, null, rome)).toMatchObject({ kind: "open" });
      expect(withdrawnPieces(order("accepted"), old)).toEqual(["Bag × 1"]);
    });

    it("lets a commission line the owner left with the right be withdrawn from", () => {
      expect(withdrawalState(order("confirmed", { kind: "commission" }), accepted(line("Hat", null)), null, rome)).toMatchObject({ kind: "open" });
    });

    it("takes the request's lines while no quote is accepted", () => {
      expect(withdrawnPieces(order("accepted"), { state: "sent", lines: [line("Other")] })).toEqual(["Tote (Sage) × 1"]);
    });
  });
});
