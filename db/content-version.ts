/**
 * The content version: one number the database moves on, in the writing transaction, whenever a
 * row that public pages show changes (migration 0002), and announces on a channel (migration 0003).
 * Pages kept in memory are only served for the version they were rendered from
 * (docs/decisions/0010, 0016).
 */
import { eq } from "drizzle-orm";
import type { Database } from "~db/client";
import type { ContentChangeListener } from "~db/content-change";
import { contentVersion } from "~db/schema";

/** One primary-key read. */
export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

/** A read of the version, and its value once it has come. */
type KnownVersion = { version: Promise<number>; readAt: number; value?: number };

/**
 * The version as this process last read it, read again only after a notice, a write in this
 * process, or `maxAgeMs` (in case a notice is ever lost without the connection noticing). While
 * no notices arrive (PostgreSQL's listening connection is down) every request reads it.
 */
export class KnownContentVersion implements ContentChangeListener {
  private known: KnownVersion | undefined;
  private trusted = false;

  constructor(
    private readonly read: () => Promise<number>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  current(): Promise<number> {
    if (!this.trusted) return this.read();
    const now = this.now();
    if (this.known && now - this.known.readAt < this.maxAgeMs) return this.known.version;
    // Concurrent requests share the one read; a failed read is not kept.
    const version = this.read();
    const known: KnownVersion = { version, readAt: now };
    this.known = known;
    version.then(
      (value) => (known.value = value),
      () => {
        if (this.known === known) this.known = undefined;
      },
    );
    return version;
  }

  /**
   * The version `current()` would give, when it would give it without reading: a kept page can
   * then be answered without waiting a turn of the event loop. Undefined otherwise.
   */
  settled(): number | undefined {
    if (!this.trusted || !this.known || this.now() - this.known.readAt >= this.maxAgeMs) return undefined;
    return this.known.value;
  }

  changed(): void {
    // A read still in flight may have started before the change: it answers the requests that
    // were waiting for it, but the next one reads again.
    this.known = undefined;
  }

  listening(on: boolean): void {
    this.trusted = on;
    this.known = undefined;
  }
}
