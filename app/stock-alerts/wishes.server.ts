import { createHash } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { colorVariants, items, stockNotices, stockWishes } from "~db/schema";
import { linkTokenHash, newLinkToken, queueBackInStockNotices } from "~db/stock-notices";
import type { Language } from "~shared/languages";
import { beginAttempt, type ThrottleRule } from "~/request-protection/throttle.server";
import { linkTokenPattern, mayWaitFor, wishAddress } from "./stock-alert-rules";
import type { StockAlertForm } from "./wish-form";

/*
 * A wish's steps (docs/product/back-in-stock.md): asked, confirmed from its mail, unsubscribed.
 * Each step's mail is written to the outbox in the step's own transaction (./outbox.server.ts
 * sends it).
 */

/**
 * Confirmation mails to one address: however many people or scripts type it, it gets a few a day.
 * The limit only holds back confirmations: a wish already confirmed is never touched by an ask, and
 * its back-in-stock mail is never counted (docs/product/back-in-stock.md#limits).
 */
export const confirmationsPerAddress: ThrottleRule = { maxAttempts: 3, windowSeconds: 24 * 60 * 60, lockSeconds: 24 * 60 * 60 };

/** The address's key: hashed, so the throttle table holds no address. */
const addressKey = (address: string) => `stock-alert-mail:${createHash("sha256").update(address).digest("hex")}`;

export type AskResult = "asked" | "notWaitable";

/** Whether the item, in the colour asked for, is one a shopper may wait for now. */
async function waitable(db: Database, itemId: string, variantId: string | undefined): Promise<boolean> {
  const [item] = await db
    .select({ active: items.active, stock: items.stock, isUnique: items.isUnique, hasColorVariants: items.hasColorVariants })
    .from(items)
    .where(eq(items.id, itemId));
  if (!item?.active) return false;
  if (!variantId) return !item.hasColorVariants && mayWaitFor(item);
  const [variant] = await db
    .select({ stock: colorVariants.stock, active: colorVariants.active })
    .from(colorVariants)
    .where(and(eq(colorVariants.id, variantId), eq(colorVariants.itemId, itemId)));
  return Boolean(variant?.active) && mayWaitFor({ stock: variant!.stock, isUnique: item.isUnique });
}

/**
 * A shopper asks to be told. The answer is the same whether the address was waiting already, had
 * asked before, or had its confirmations for the day: only a piece that cannot be waited for is
 * told apart, and that says nothing of the address.
 */
export async function askForWish(db: Database, form: StockAlertForm, language: Language): Promise<AskResult> {
  if (!(await waitable(db, form.itemId, form.variantId))) return "notWaitable";
  const email = wishAddress(form.email);
  const variantId = form.variantId ?? null;
  const sameWish = and(
    eq(stockWishes.email, email),
    eq(stockWishes.itemId, form.itemId),
    variantId ? eq(stockWishes.variantId, variantId) : sql`${stockWishes.variantId} IS NULL`,
  );
  const [existing] = await db.select({ state: stockWishes.state }).from(stockWishes).where(sameWish);
  // A confirmed wish stays as it is: no mail, no new link, nothing for a stranger to undo.
  if (existing?.state === "waiting") return "asked";
  const allowed = await beginAttempt(db, [{ key: addressKey(email), rule: confirmationsPerAddress, resetOnSuccess: false }]);
  // Its earlier confirmation link keeps working: a flood of asks replaces nothing.
  if (!allowed.allowed) return "asked";
  const confirm = newLinkToken();
  const unsubscribe = newLinkToken();
  await db.transaction(async (tx) => {
    const [wish] = await tx
      .insert(stockWishes)
      .values({
        email,
        itemId: form.itemId,
        variantId,
        language,
        confirmTokenHash: linkTokenHash(confirm),
        unsubscribeTokenHash: linkTokenHash(unsubscribe),
      })
      .onConflictDoUpdate({
        target: [stockWishes.email, stockWishes.itemId, stockWishes.variantId],
        set: {
          state: "unconfirmed",
          language,
          confirmTokenHash: linkTokenHash(confirm),
          unsubscribeTokenHash: linkTokenHash(unsubscribe),
          createdAt: new Date(),
          confirmedAt: null,
          notifiedAt: null,
        },
        // Confirmed in the meantime: left alone.
        setWhere: ne(stockWishes.state, "waiting"),
      })
      .returning({ id: stockWishes.id });
    if (!wish) return;
    // An earlier confirmation not sent yet would carry a link that no longer opens anything.
    await tx.delete(stockNotices).where(and(eq(stockNotices.wishId, wish.id), sql`${stockNotices.sentAt} IS NULL`));
    await tx.insert(stockNotices).values({ wishId: wish.id, kind: "confirm", links: { confirm, unsubscribe } });
  });
  return "asked";
}

/**
 * The confirmation link's button: the wish starts waiting. A piece back already by then is told
 * at once, in the same transaction. False for a link that opens nothing (used, replaced, deleted).
 */
export async function confirmWish(db: Database, token: string): Promise<boolean> {
  if (!linkTokenPattern.test(token)) return false;
  return db.transaction(async (tx) => {
    const [wish] = await tx
      .update(stockWishes)
      .set({ state: "waiting", confirmedAt: new Date(), confirmTokenHash: null })
      .where(and(eq(stockWishes.confirmTokenHash, linkTokenHash(token)), eq(stockWishes.state, "unconfirmed")))
      .returning({ itemId: stockWishes.itemId });
    if (!wish) return false;
    await queueBackInStockNotices(tx, [wish.itemId]);
    return true;
  });
}

/** The unsubscribe link, or a mail program's one-click: the wish and its mails not yet sent are deleted. */
export async function unsubscribeWish(db: Database, token: string): Promise<boolean> {
  if (!linkTokenPattern.test(token)) return false;
  const deleted = await db
    .delete(stockWishes)
    .where(eq(stockWishes.unsubscribeTokenHash, linkTokenHash(token)))
    .returning({ id: stockWishes.id });
  return deleted.length > 0;
}
