import { describe, expect, it } from "vitest";
import { KnownContentVersion } from "~db/content-version";

/** A database whose version the test moves on, counting reads; a read can be held open. */
function fakeDatabase() {
  const state = { version: 1, reads: 0, hold: undefined as Promise<void> | undefined };
  const read = async () => {
    state.reads += 1;
    const version = state.version;
    if (state.hold) await state.hold;
    return version;
  };
  return { state, read };
}

describe("the content version a process knows", () => {
  it("reads the database on every request while no notices arrive", async () => {
    const { state, read } = fakeDatabase();
    const known = new KnownContentVersion(read, 5_000);
    await known.current();
    state.version = 2;
    expect(await known.current()).toBe(2);
    expect(state.reads).toBe(2);
  });

  it("reads once while listening, and again after a notice", async () => {
    const { state, read } = fakeDatabase();
    const known = new KnownContentVersion(read, 5_000);
    known.listening(true);
    expect(await Promise.all([known.current(), known.current()])).toEqual([1, 1]);
    expect(await known.current()).toBe(1);
    expect(state.reads).toBe(1);
    state.version = 2;
    known.changed();
    expect(await known.current()).toBe(2);
    expect(state.reads).toBe(2);
  });

  it("does not keep a read that started before a notice", async () => {
    const { state, read } = fakeDatabase();
    const known = new KnownContentVersion(read, 5_000);
    known.listening(true);
    let release!: () => void;
    state.hold = new Promise((resolve) => (release = resolve));
    const early = known.current();
    state.version = 2;
    known.changed();
    state.hold = undefined;
    release();
    expect(await early).toBe(1);
    expect(await known.current()).toBe(2);
  });

  it("reads again after its maximum age, after a failed read, and when listening stops or starts", async () => {
    const { state, read } = fakeDatabase();
    let now = 0;
    const known = new KnownContentVersion(read, 5_000, () => now);
    known.listening(true);
    await known.current();
    now = 4_999;
    await known.current();
    expect(state.reads).toBe(1);
    now = 5_000;
    await known.current();
    expect(state.reads).toBe(2);

    let fail = true;
    const flaky = new KnownContentVersion(async () => {
      if (fail) throw new Error("connection lost");
      return 7;
    }, 5_000);
    flaky.listening(true);
    await expect(flaky.current()).rejects.toThrow("connection lost");
    fail = false;
    expect(await flaky.current()).toBe(7);

    known.listening(false);
    await known.current();
    await known.current();
    expect(state.reads).toBe(4);
    known.listening(true);
    state.version = 3;
    expect(await known.current()).toBe(3);
  });

  it("gives the version at once only when current() would give that same read without reading", async () => {
    const { state, read } = fakeDatabase();
    let now = 0;
    const known = new KnownContentVersion(read, 5_000, () => now);
    await known.current();
    // Not listening: every request reads.
    expect(known.settled()).toBeUndefined();
    known.listening(true);
    let release!: () => void;
    state.hold = new Promise((resolve) => (release = resolve));
    const reading = known.current();
    // A read under way has no value yet.
    expect(known.settled()).toBeUndefined();
    state.hold = undefined;
    release();
    await reading;
    expect(known.settled()).toBe(1);
    state.version = 2;
    known.changed();
    expect(known.settled()).toBeUndefined();
    expect(await known.current()).toBe(2);
    expect(known.settled()).toBe(2);
    now = 5_000;
    expect(known.settled()).toBeUndefined();
    expect(state.reads).toBe(3);
  });
});
