import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~db/client";
import { colorVariants, items, stockNotices, stockWishes, type StockNotice } from "~db/schema";
import type { ShopConfig } from "~/config";
import { localized } from "~/i18n/content";
import { translator } from "~/i18n/messages.server";
import { sendMail, type MailMessage } from "~/mail/mailer.server";
import { pageUrl } from "~/shop/page-addresses";
import { colorParam } from "~/shop/shopper-item";
import { readShopSettings } from "~/shop/shop-settings.server";
import { toLanguage } from "~/i18n/languages";
import { lowStockMessage } from "./low-stock-mail.server";
import { claimLeaseMs, confirmPath, maxSendAttempts, retryDelayMs, stockAlertMail, unsubscribePath } from "./stock-alert-rules";

/*
 * The outbox's worker (docs/decisions/0086). Rows are written by the transaction that asks for a
 * mail; the worker claims a few at a time (`claimed_until`, taken under FOR UPDATE SKIP LOCKED, so
 * that two workers or two processes never hold one row), sends each, and marks it sent. A failed
 * send is tried again later, each wait twice the one before. What is guaranteed: a committed notice
 * is never lost (its row stays until it is sent or given up); it is sent once, unless the process
 * dies in the moment between the mail server accepting it and the mark being written, when the
 * next worker sends it again after the claim has run out (SMTP cannot join a transaction).
 */

export type OutboxContext = { db: Database; config: Pick<ShopConfig, "smtpUrl" | "mailFrom" | "publicUrl" | "settingsFromEnv">; log: Logger };

/** Sends one message; the mailer's in the shop, a test's own where it needs one. */
export type Send = (message: MailMessage) => Promise<void>;

/** Mails taken in one claim: a few, so that a slow mail server holds few rows. */
const claimSize = 10;

/** Takes the mails due at `now` that no live worker holds, for `claimLeaseMs`. */
export async function claimDueNotices(db: Database, now: Date, limit = claimSize): Promise<StockNotice[]> {
  const due = db
    .select({ id: stockNotices.id })
    .from(stockNotices)
    .where(
      and(
        isNull(stockNotices.sentAt),
        isNull(stockNotices.failedAt),
        lte(stockNotices.nextAttemptAt, now),
        or(isNull(stockNotices.claimedUntil), lte(stockNotices.claimedUntil, now)),
      ),
    )
    .orderBy(stockNotices.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(stockNotices)
    .set({ claimedUntil: new Date(now.getTime() + claimLeaseMs), attempts: sql`${stockNotices.attempts} + 1` })
    .where(sql`${stockNotices.id} IN ${due}`)
    .returning();
}

/** The mail of one claimed notice: the owner's low-stock mail, or a wish's in its language; null when its wish or piece is gone. */
async function messageOf(context: OutboxContext, notice: StockNotice): Promise<MailMessage | null> {
  if (notice.kind === "low") return lowStockMessage(context, notice);
  if (!notice.wishId) return null;
  const [row] = await context.db
    .select({ wish: stockWishes, slug: items.slug, itemName: items.nameI18n, colourName: colorVariants.colorNameI18n })
    .from(stockWishes)
    .innerJoin(items, eq(items.id, stockWishes.itemId))
    .leftJoin(colorVariants, eq(colorVariants.id, stockWishes.variantId))
    .where(eq(stockWishes.id, notice.wishId));
  if (!row || !notice.links) return null;
  const language = toLanguage(row.wish.language) ?? "en";
  const t = translator(language);
  const { publicUrl } = context.config;
  const name = localized(row.itemName, language, row.slug);
  const colour = row.colourName ? localized(row.colourName, language, "") : "";
  const product = new URL(pageUrl(publicUrl, `/product/${encodeURIComponent(row.slug)}`, language));
  if (row.wish.variantId) product.searchParams.set(colorParam, row.wish.variantId);
  const link = (path: string) => pageUrl(publicUrl, path, language);
  const { shopName } = await readShopSettings(context);
  const mail = stockAlertMail({
    kind: notice.kind,
    t,
    shopName,
    pieceName: colour ? `${name} – ${colour}` : name,
    productLink: product.toString(),
    confirmLink: notice.links.confirm ? link(confirmPath(notice.links.confirm)) : undefined,
    unsubscribeLink: link(unsubscribePath(notice.links.unsubscribe)),
  });
  return { to: row.wish.email, ...mail };
}

/** The mailer of the shop's settings: SMTP_URL, from MAIL_FROM or the shop's address. */
export const shopSend =
  (context: OutboxContext): Send =>
  async (message) => {
    const shop = await readShopSettings(context);
    await sendMail(context.config, shop, message);
  };

/**
 * Sends every mail due at `now`, claim after claim, until none is left or `signal` stops it.
 * Returns how many were sent.
 */
export async function workOffOutbox(context: OutboxContext, send: Send, now: () => Date = () => new Date(), signal?: AbortSignal): Promise<number> {
  let sent = 0;
  while (!signal?.aborted) {
    const claimed = await claimDueNotices(context.db, now());
    if (claimed.length === 0) break;
    for (const notice of claimed) {
      const message = await messageOf(context, notice);
      if (!message) {
        await context.db.delete(stockNotices).where(eq(stockNotices.id, notice.id));
        continue;
      }
      try {
        await send(message);
      } catch (error) {
        const givenUp = notice.attempts >= maxSendAttempts;
        await context.db
          .update(stockNotices)
          .set({
            claimedUntil: null,
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(notice.attempts)),
            ...(givenUp ? { failedAt: now(), links: null } : {}),
          })
          .where(eq(stockNotices.id, notice.id));
        context.log.warn({ err: error, notice: notice.id, attempts: notice.attempts, givenUp }, "a back-in-stock mail could not be sent");
        continue;
      }
      // The links leave the database with the mail: from now on they are only in the mailbox.
      await context.db.update(stockNotices).set({ sentAt: now(), claimedUntil: null, links: null }).where(eq(stockNotices.id, notice.id));
      sent++;
    }
  }
  return sent;
}

/** How often the worker looks without being woken: a notice written by another process waits at most this. */
const everyMs = 30_000;

/**
 * The running workers of this process, woken by a wish's step as soon as it has committed. Kept on
 * the process's global object: the compiled server entry and the app's build each hold their own
 * copy of this module, and the app's routes must reach the worker the entry started.
 */
const workers: Set<{ wake(): void }> = ((globalThis as Record<symbol, unknown>)[Symbol.for("shop.stockAlertWorkers")] ??= new Set()) as Set<{
  wake(): void;
}>;

/** Wakes this process's workers: a step has just committed a mail. */
export function wakeStockAlertWorkers(): void {
  for (const worker of workers) worker.wake();
}

/**
 * Works the outbox off at start, whenever woken (a wish's step, the database's notice of a stock
 * change from any process) and every `everyMs`; one pass at a time, a wake during a pass asks for
 * one more. Nothing runs without SMTP_URL: the rows wait for it. `stop` waits for a pass under way.
 */
export function startStockAlertWorker(context: OutboxContext, timing = { everyMs }) {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  let again = false;
  const send = shopSend(context);
  const pass = async () => {
    do {
      again = false;
      const sent = await workOffOutbox(context, send, () => new Date(), stopping.signal).catch((error: unknown) => {
        context.log.warn({ err: error }, "the back-in-stock mails could not be worked off; trying again shortly");
        return 0;
      });
      if (sent) context.log.info({ sent }, "back-in-stock mails sent");
    } while (again && !stopping.signal.aborted);
  };
  const worker = {
    wake() {
      if (!context.config.smtpUrl || stopping.signal.aborted) return;
      if (running) {
        again = true;
        return;
      }
      running = pass().finally(() => {
        running = null;
      });
    },
  };
  workers.add(worker);
  const timer = setInterval(() => worker.wake(), timing.everyMs);
  timer.unref();
  worker.wake();
  return {
    wake: worker.wake,
    async stop() {
      workers.delete(worker);
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
