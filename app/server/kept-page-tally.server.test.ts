import { describe, expect, it } from "vitest";
import { keptPageTally, pathsNamed } from "./kept-page-tally.server";

describe("the kept pages' tally", () => {
  it("has nothing to say before a kept page is answered", () => {
    expect(keptPageTally().take()).toBeNull();
  });

  it("counts the answers by status and by path, and starts again after each summary", () => {
    const tally = keptPageTally();
    tally.count("/catalog", 200);
    tally.count("/", 304);
    tally.count("/catalog", 200);
    expect(tally.take()).toEqual({ answered: 3, byStatus: { 200: 2, 304: 1 }, byPath: { "/catalog": 2, "/": 1 } });
    expect(tally.take()).toBeNull();
    tally.count("/blog", 200);
    expect(tally.take()).toEqual({ answered: 1, byStatus: { 200: 1 }, byPath: { "/blog": 1 } });
  });

  it("names the busiest paths and sums the rest, so that a line stays short whatever is asked for", () => {
    const tally = keptPageTally();
    for (let i = 0; i < pathsNamed + 10; i++) tally.count(`/product/piece-${String(i).padStart(3, "0")}`, 200);
    tally.count("/", 200);
    tally.count("/", 200);
    const summary = tally.take()!;
    expect(summary.answered).toBe(pathsNamed + 12);
    expect(Object.keys(summary.byPath)).toHaveLength(pathsNamed + 1);
    expect(Object.entries(summary.byPath)[0]).toEqual(["/", 2]);
    expect(summary.byPath.other).toBe(11);
    expect(Object.values(summary.byPath).reduce((sum, count) => sum + count, 0)).toBe(summary.answered);
  });
});
