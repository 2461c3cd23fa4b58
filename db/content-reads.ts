/**
 * Reads of the rows public pages show (the shop's settings, items, articles…), kept in memory for
 * the content version they were made at (docs/decisions/0045). Every write to those rows moves the
 * version on (migration 0002), so a kept read is exactly as current as a kept page, and a page
 * rendered for one visitor (a cookie the page cache cannot share, a page not kept yet) no longer
 * asks the database again what it asked a moment ago.
 */

/** How many reads one version keeps at most: catalog filters make many addresses. */
const defaultMaxReads = 100;

export class ContentReads {
  private version: number | undefined;
  private readonly kept = new Map<string, Promise<unknown>>();

  constructor(
    /** The database's content version as this process knows it (KnownContentVersion). */
    private readonly currentVersion: () => Promise<number>,
    private readonly maxReads = defaultMaxReads,
  ) {}

  /**
   * The value `read` gives, read once per content version and key. The version is learnt before
   * reading, so a value is never older than the version it is kept under. Concurrent callers share
   * one read; a failed read is not kept. The value is frozen: callers share it.
   */
  async read<T>(key: string, read: () => Promise<T>): Promise<T> {
    const version = await this.currentVersion();
    if (version !== this.version) {
      this.version = version;
      this.kept.clear();
    }
    const kept = this.kept.get(key) as Promise<T> | undefined;
    if (kept) {
      // Most recently used last, so the oldest is the first to go.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const reading = read().then(deepFreeze);
    this.kept.set(key, reading);
    if (this.kept.size > this.maxReads) this.kept.delete(this.kept.keys().next().value!);
    reading.catch(() => {
      if (this.kept.get(key) === reading) this.kept.delete(key);
    });
    return reading;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
