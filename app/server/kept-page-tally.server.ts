/**
 * Kept pages answered, counted between two lines of the log instead of a line each
 * (docs/decisions/0083): such an answer costs the shop less than its own log line would, and a
 * flood of them would otherwise fill the disk with identical lines.
 */

/** What one line of the log says about the kept pages answered since the previous one. */
export type KeptPagesSummary = {
  answered: number;
  byStatus: Record<string, number>;
  /** The answers per path, the busiest first; beyond `pathsNamed` paths, the rest under "other". */
  byPath: Record<string, number>;
};

/** How often the counts are written: a line a minute says the shop is answering, and when. */
export const keptPagesLogIntervalMs = 60_000;

/** Paths named one by one in a summary; the page cache keeps a bounded set, this bounds the line. */
export const pathsNamed = 50;

export type KeptPageTally = {
  count(path: string, status: number): void;
  /** The summary since the last one, or null when no kept page was answered; counting starts again. */
  take(): KeptPagesSummary | null;
};

export function keptPageTally(): KeptPageTally {
  let answered = 0;
  let byStatus = new Map<number, number>();
  let byPath = new Map<string, number>();
  return {
    count(path, status) {
      answered += 1;
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      byPath.set(path, (byPath.get(path) ?? 0) + 1);
    },
    take() {
      if (answered === 0) return null;
      const busiest = [...byPath].sort(([pathA, a], [pathB, b]) => b - a || pathA.localeCompare(pathB));
      const named = busiest.slice(0, pathsNamed);
      const other = busiest.slice(pathsNamed).reduce((sum, [, count]) => sum + count, 0);
      const summary: KeptPagesSummary = {
        answered,
        byStatus: Object.fromEntries(byStatus),
        byPath: Object.fromEntries(other > 0 ? [...named, ["other", other]] : named),
      };
      answered = 0;
      byStatus = new Map();
      byPath = new Map();
      return summary;
    },
  };
}
