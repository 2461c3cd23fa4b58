import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { healthWatch } from "./health-watch.server";

describe("healthWatch", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** Resolves to whether `promise` has settled by now, without letting time pass. */
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it("answers healthy until the shop stops", async () => {
    const watch = healthWatch();
    expect(watch.checked()).toBe(true);
    void watch.stopping();
    expect(watch.checked()).toBe(false);
  });

  it("stops at once when nothing checks the health, or nothing has checked it for a while", async () => {
    expect(await settled(healthWatch().stopping())).toBe(true);
    const long = healthWatch({ watchedWithinMs: 10_000 });
    long.checked();
    await vi.advanceTimersByTimeAsync(10_001);
    expect(await settled(long.stopping())).toBe(true);
  });

  it("waits for a balancer that has checked only once, as it has a process restarted moments ago", async () => {
    const restarted = healthWatch({ longestWaitMs: 5_000, settleMs: 500 });
    restarted.checked();
    const stopped = restarted.stopping();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled(stopped)).toBe(false);
    expect(restarted.checked()).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled(stopped)).toBe(true);
  });

  it("waits, when a balancer is watching, until its next check has been told, and a moment more", async () => {
    const watch = healthWatch({ settleMs: 500 });
    watch.checked();
    await vi.advanceTimersByTimeAsync(2_000);
    watch.checked();
    const stopped = watch.stopping();
    await vi.advanceTimersByTimeAsync(1_900);
    expect(await settled(stopped)).toBe(false);
    expect(watch.checked()).toBe(false);
    await vi.advanceTimersByTimeAsync(499);
    expect(await settled(stopped)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(stopped)).toBe(true);
  });

  it("does not wait longer than its limit for a watcher that went away", async () => {
    const watch = healthWatch({ longestWaitMs: 5_000 });
    watch.checked();
    watch.checked();
    const stopped = watch.stopping();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(await settled(stopped)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(stopped)).toBe(true);
  });
});
