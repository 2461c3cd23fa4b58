import { describe, expect, it } from "vitest";
import { ContentReads } from "~db/content-reads";

/** A database whose content version the test moves on, counting the reads of one row. */
function fakeShop() {
  const state = { version: 1, name: "Filo", reads: 0 };
  const readName = async () => {
    state.reads += 1;
    return { name: state.name, tags: ["hat"] };
  };
  return { state, reads: new ContentReads(async () => state.version, 3), readName };
}

describe("reads kept for a content version", () => {
  it("reads once per version, and again once the version moves on", async () => {
    const { state, reads, readName } = fakeShop();
    expect(await reads.read("settings", readName)).toEqual({ name: "Filo", tags: ["hat"] });
    expect(await reads.read("settings", readName)).toEqual({ name: "Filo", tags: ["hat"] });
    expect(state.reads).toBe(1);

    state.name = "Filo & Co";
    state.version = 2;
    expect((await reads.read("settings", readName)).name).toBe("Filo & Co");
    expect(state.reads).toBe(2);
  });

  it("shares one read between callers that ask at once, per key", async () => {
    const { state, reads, readName } = fakeShop();
    await Promise.all([reads.read("a", readName), reads.read("a", readName), reads.read("b", readName)]);
    expect(state.reads).toBe(2);
  });

  it("keeps no failed read", async () => {
    const { state, reads, readName } = fakeShop();
    await expect(reads.read("settings", () => Promise.reject(new Error("connection lost")))).rejects.toThrow("connection lost");
    await reads.read("settings", readName);
    expect(state.reads).toBe(1);
  });

  it("forgets the least recently used read beyond its limit", async () => {
    const { state, reads, readName } = fakeShop();
    for (const key of ["a", "b", "c"]) await reads.read(key, readName);
    await reads.read("a", readName);
    await reads.read("d", readName);
    expect(state.reads).toBe(4);
    await reads.read("a", readName);
    expect(state.reads).toBe(4);
    await reads.read("b", readName);
    expect(state.reads).toBe(5);
  });

  it("hands out a frozen value, so no caller can change what the next one sees", async () => {
    const { reads, readName } = fakeShop();
    const value = await reads.read("settings", readName);
    expect(() => value.tags.push("scarf")).toThrow(TypeError);
    expect(() => {
      (value as { name: string }).name = "changed";
    }).toThrow(TypeError);
  });
});
