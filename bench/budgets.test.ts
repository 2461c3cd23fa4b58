import { describe, expect, it } from "vitest";
import { type BenchReport, checkBudgets, type PageLoad } from "./budgets";
import type { LoadResult } from "./throughput";

const at = (requestsPerSecond: number, connections = 50): LoadResult => ({
  connections,
  durationS: 3,
  requestsPerSecond,
  answered: requestsPerSecond * 3,
  latencyP50Ms: 1,
  latencyP99Ms: 5,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  bytesPerRequest: 9_000,
});

const kept = (ours: number, node: number, nginxFromTwo?: number): PageLoad => ({
  database: "pglite",
  catalogue: "demo",
  page: "home",
  arrival: "tracked link",
  path: "/?fbclid=x",
  ours: at(ours),
  node: at(node),
  nginx: at(130_000),
  nginxFromTwo,
});

const report = (...loads: PageLoad[]): BenchReport => ({ loads, lighthouse: [], scripts: [], memory: [] });
const verdict = (r: BenchReport, budget: RegExp) => checkBudgets(r).filter((c) => budget.test(c.budget)).map((c) => c.ok);

describe("the kept pages' budget", () => {
  it("holds a kept page to 0.8 of the bare Node server sending the same answer, whatever nginx does", () => {
    expect(verdict(report(kept(40_000, 50_000)), /bare Node/)).toEqual([true]);
    expect(verdict(report(kept(39_000, 50_000)), /bare Node/)).toEqual([false]);
  });

  it("judges the median of the loads taken in turn, not the first pair alone", () => {
    const pairs = (...ratios: number[]) => ({ ...kept(40_000, 50_000), nodePairs: ratios.map((r) => ({ ours: r * 50_000, node: 50_000 })) });
    expect(verdict(report(pairs(0.7, 0.85, 0.82)), /bare Node/)).toEqual([true]);
    expect(verdict(report(pairs(0.9, 0.7, 0.75)), /bare Node/)).toEqual([false]);
    expect(verdict(report(pairs(0.7, 0.92)), /bare Node/)).toEqual([true]);
  });

  it("fails a run whose second load generator still raised nginx's rate", () => {
    expect(verdict(report(kept(40_000, 50_000, 135_000)), /two wrk/)).toEqual([true]);
    expect(verdict(report(kept(40_000, 50_000, 150_000)), /two wrk/)).toEqual([false]);
    expect(verdict(report(kept(40_000, 50_000)), /two wrk/)).toEqual([]);
  });
});
