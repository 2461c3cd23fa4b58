import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterThisTask } from "./after-this-task";

describe("work done after the present task", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("does not run in the task that asked for it, and runs once in the next", () => {
    const done: string[] = [];
    afterThisTask(() => done.push("colour"), new EventTarget());
    expect(done).toEqual([]);
    vi.runAllTimers();
    expect(done).toEqual(["colour"]);
    vi.runAllTimers();
    expect(done).toEqual(["colour"]);
  });

  it("runs before the next input's handlers when that input comes first, and not again after", () => {
    const page = new EventTarget();
    const done: string[] = [];
    afterThisTask(() => done.push("first colour"), page);
    page.addEventListener("pointerdown", () => afterThisTask(() => done.push("second colour"), page));
    page.dispatchEvent(new Event("pointerdown"));
    expect(done).toEqual(["first colour"]);
    vi.runAllTimers();
    expect(done).toEqual(["first colour", "second colour"]);
  });

  for (const type of ["keydown", "click", "submit", "popstate"]) {
    it(`runs first when a ${type} comes before its task`, () => {
      const page = new EventTarget();
      const done: string[] = [];
      afterThisTask(() => done.push("colour"), page);
      page.addEventListener(type, () => done.push(type));
      page.dispatchEvent(new Event(type));
      expect(done).toEqual(["colour", type]);
    });
  }

  it("is not hurried by the input and change a radio button sends after the click that asked for it", () => {
    const page = new EventTarget();
    const done: string[] = [];
    afterThisTask(() => done.push("colour"), page);
    page.dispatchEvent(new Event("input"));
    page.dispatchEvent(new Event("change"));
    expect(done).toEqual([]);
    vi.runAllTimers();
    expect(done).toEqual(["colour"]);
  });

  it("settles as the work's own result does", async () => {
    const landed = afterThisTask(() => Promise.resolve("navigated"), new EventTarget());
    const failed = afterThisTask(() => {
      throw new Error("no such page");
    }, new EventTarget());
    vi.runAllTimers();
    await expect(landed).resolves.toBe("navigated");
    await expect(failed).rejects.toThrow("no such page");
  });

  it("stops listening once it has run", () => {
    const page = new EventTarget();
    const added = vi.spyOn(page, "addEventListener");
    afterThisTask(() => {}, page);
    const signals = added.mock.calls.map(([, , options]) => (options as AddEventListenerOptions).signal);
    expect(signals).toHaveLength(5);
    expect(signals.some((signal) => signal?.aborted)).toBe(false);
    vi.runAllTimers();
    expect(signals.every((signal) => signal?.aborted)).toBe(true);
  });
});
