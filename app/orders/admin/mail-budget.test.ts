import { describe, expect, it } from "vitest";
import { MailBudget } from "./mail-budget";

describe("the owner's inbox budget", () => {
  it("lets the first e-mails of a window go at once, then says when the oldest leaves it", () => {
    const budget = new MailBudget({ perWindow: 3, windowMs: 1_000 });
    expect([100, 200, 300].map((now) => budget.take(now))).toEqual([{ sendNow: true }, { sendNow: true }, { sendNow: true }]);
    expect(budget.take(400)).toEqual({ sendNow: false, freeAt: 1_100 });
    expect(budget.take(1_099)).toEqual({ sendNow: false, freeAt: 1_100 });
    // A refused e-mail takes no place: one frees up when the first sent leaves the window.
    expect(budget.take(1_100)).toEqual({ sendNow: true });
    expect(budget.take(1_150)).toEqual({ sendNow: false, freeAt: 1_200 });
  });

  it("starts afresh once a whole window has passed", () => {
    const budget = new MailBudget({ perWindow: 1, windowMs: 1_000 });
    expect(budget.take(0)).toEqual({ sendNow: true });
    expect(budget.take(999)).toEqual({ sendNow: false, freeAt: 1_000 });
    expect(budget.take(5_000)).toEqual({ sendNow: true });
  });
});
