import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterThisTask } from "./after-this-task";

describe("work done after the present task", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("does not run in the task that asked for it, and runs once in the next", () => {
    const done: string[] = [];
    afterThisTask(() => done.push("colour"), { inputs: new EventTarget() });
    expect(done).toEqual([]);
    vi.runAllTimers();
    expect(done).toEqual(["colour"]);
    vi.runAllTimers();
    expect(done).toEqual(["colour"]);
  });

  it("runs before the next input's handlers when that input comes first, and not again after", () => {
    const page = new EventTarget();
    const done: string[] = [];
    afterThisTask(() => done.push("first colour"), { inputs: page });
    page.addEventListener("pointerdown", () => afterThisTask(() => done.push("second colour"), { inputs: page }));
    page.dispatchEvent(new Event("pointerdown"));
    expect(done).toEqual(["first colour"]);
    vi.runAllTimers();
    expect(done).toEqual(["first colour", "second colour"]);
  });

  for (const type of ["keydown", "click", "submit", "popstate"]) {
    it(`runs first when a ${type} comes before its task`, () => {
      const page = new EventTarget();
      const done: string[] = [];
      afterThisTask(() => done.push("colour"), { inputs: page });
      page.addEventListener(type, () => done.push(type));
      page.dispatchEvent(new Event(type));
      expect(done).toEqual(["colour", type]);
    });
  }

  it("is not hurried by the input and change a radio button sends after the click that asked for it", () => {
    const page = new EventTarget();
    const done: string[] = [];
    afterThisTask(() => done.push("colour"), { inputs: page });
    page.dispatchEvent(new Event("input"));
    page.dispatchEvent(new Event("change"));
    expect(done).toEqual([]);
    vi.runAllTimers();
    expect(done).toEqual(["colour"]);
  });

  it("settles as the work's own result does", async () => {
    const landed = afterThisTask(() => Promise.resolve("navigated"), { inputs: new EventTarget() });
    const failed = afterThisTask(() => {
      throw new Error("no such page");
    }, { inputs: new EventTarget() });
    vi.runAllTimers();
    await expect(landed).resolves.toBe("navigated");
    await expect(failed).rejects.toThrow("no such page");
  });

  describe("after the next frame is drawn", () => {
    const frames: FrameRequestCallback[] = [];
    beforeEach(() => {
      frames.length = 0;
      vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
      vi.stubGlobal("cancelAnimationFrame", (id: number) => frames.splice(id - 1, 1, () => {}));
    });
    afterEach(() => vi.unstubAllGlobals());
    const drawFrame = () => frames.splice(0).forEach((callback) => callback(0));

    it("waits for the frame, then for a task of its own after it", () => {
      const done: string[] = [];
      afterThisTask(() => done.push("page behind inert"), { inputs: new EventTarget(), paintFirst: true });
      vi.runAllTimers();
      expect(done).toEqual([]);
      drawFrame();
      expect(done).toEqual([]);
      vi.runAllTimers();
      expect(done).toEqual(["page behind inert"]);
    });

    it("still runs first, and once, when an input comes before the frame", () => {
      const page = new EventTarget();
      const done: string[] = [];
      afterThisTask(() => done.push("page behind inert"), { inputs: page, paintFirst: true });
      page.addEventListener("keydown", () => done.push("Escape"));
      page.dispatchEvent(new Event("keydown"));
      drawFrame();
      vi.runAllTimers();
      expect(done).toEqual(["page behind inert", "Escape"]);
    });
  });

  it("stops listening once it has run", () => {
    const page = new EventTarget();
    const added = vi.spyOn(page, "addEventListener");
    afterThisTask(() => {}, { inputs: page });
    const signals = added.mock.calls.map(([, , options]) => (options as AddEventListenerOptions).signal);
    expect(signals).toHaveLength(5);
    expect(signals.some((signal) => signal?.aborted)).toBe(false);
    vi.runAllTimers();
    expect(signals.every((signal) => signal?.aborted)).toBe(true);
  });
});
