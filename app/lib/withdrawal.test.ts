import { describe, expect, it } from "vitest";
import type { ReturnPolicy } from "~shared/settings-values";
import { legalWithdrawalDays, lineWithdrawal, returnPaidBy, withdrawalDays } from "./withdrawal";

describe("the right of withdrawal per contract line", () => {
  it("gives every catalogue piece, made to order or not, at least the legal 14 days", () => {
    expect(legalWithdrawalDays).toBe(14);
    expect(lineWithdrawal("catalogue", null)).toEqual({ excluded: false, days: 14 });
    expect(lineWithdrawal("catalogue", { days: 14 })).toEqual({ excluded: false, days: 14 });
  });

  it("adds the owner's longer period, never a shorter one", () => {
    expect(withdrawalDays({ days: 30 })).toBe(30);
    expect(withdrawalDays({ days: 7 })).toBe(14);
    expect(withdrawalDays({ days: 0 })).toBe(14);
    expect(lineWithdrawal("catalogue", { days: 30 })).toEqual({ excluded: false, days: 30 });
  });

  it("excludes only a commission, made to the shopper's specifications", () => {
    expect(lineWithdrawal("commission", { days: 30 })).toEqual({ excluded: true, reason: null });
    expect(lineWithdrawal("commission", null)).toEqual({ excluded: true, reason: null });
  });

  it("follows the owner's decision on a quote line, with the reason she gave", () => {
    const reason = "in your measurements";
    expect(lineWithdrawal({ kind: "catalogue", madeToSpecifications: reason }, null)).toEqual({ excluded: true, reason });
    expect(lineWithdrawal({ kind: "commission", madeToSpecifications: null }, { days: 30 })).toEqual({ excluded: false, days: 30 });
    expect(lineWithdrawal({ kind: "commission", madeToSpecifications: "" }, null)).toEqual({ excluded: false, days: 14 });
  });

  it("reads a quote line stored before the decision by the request's kind", () => {
    expect(lineWithdrawal({ kind: "commission" }, null)).toEqual({ excluded: true, reason: null });
    expect(lineWithdrawal({ kind: "catalogue" }, null)).toEqual({ excluded: false, days: 14 });
  });

  it("reads a row stored before the rule, with 0 days and made-to-order pieces excluded, as the legal right", () => {
    const old = JSON.parse('{"days":0,"paidBy":"shop","madeToOrderExcluded":true}') as ReturnPolicy;
    expect(lineWithdrawal("catalogue", old)).toEqual({ excluded: false, days: 14 });
    expect(returnPaidBy(old)).toBe("shop");
  });

  it("has the shopper pay the way back unless the owner said the shop does", () => {
    expect(returnPaidBy(null)).toBe("shopper");
    expect(returnPaidBy({ paidBy: "shopper" })).toBe("shopper");
    expect(returnPaidBy({ paidBy: "shop" })).toBe("shop");
  });
});
