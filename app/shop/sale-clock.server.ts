import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~db/client";
import { contentVersionChannel } from "~db/content-change";
import { nextPriceChange } from "./sale-price.server";

/** The longest wait between two looks at the sales: one written elsewhere is seen within it. */
const longestWaitMs = 60 * 1000;

/**
 * docs/product/sale-prices.md#kept-pages: moves the content version on when a sale starts or ends,
 * so that kept pages, kept reads and the feeds change at that instant, in every process (each
 * hears the notice). `wake` looks again at once, after a write that may have added a sale.
 */
export function startSaleClock(db: Database, log: Logger, now: () => Date = () => new Date()): { wake(): void; stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let due: Date | null = null;
  let stopped = false;

  async function look() {
    clearTimeout(timer);
    if (stopped) return;
    try {
      if (due && now() >= due) {
        await db.transaction(async (tx) => {
          await tx.execute(sql`UPDATE content_version SET version = version + 1 WHERE id = 1`);
          await tx.execute(sql`SELECT pg_notify(${contentVersionChannel}, '')`);
        });
      }
      due = await nextPriceChange(db, now());
    } catch (error) {
      // A look still running when the shop stops meets a closed database: nothing to say then.
      if (!stopped) log.warn({ err: error }, "the next start or end of a sale could not be read");
    }
    if (stopped) return;
    const wait = due ? Math.max(0, due.getTime() - now().getTime()) : longestWaitMs;
    timer = setTimeout(() => void look(), Math.min(wait, longestWaitMs));
    timer.unref();
  }

  void look();
  return {
    wake: () => void look(),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
