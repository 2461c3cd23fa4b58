import { eq, inArray, sql } from "drizzle-orm";
import { colorVariants, items, shopSettings, stockNotices } from "~db/schema";
import type { Transaction } from "~db/stock-notices";
import { defaultLowStockLevel, lowStockLevelOf, reachesLowStock } from "./low-stock";

/** A piece a confirmed order has just taken off stock, and how many. */
export type TakenPiece = { itemId: string; variantId: string | null; qty: number };

/**
 * docs/product/back-office.md#low-stock: in the transaction that takes a confirmed order's pieces,
 * writes the owner's low-stock mail of each item or colour the order took from above its level to
 * it or below, into the stock's outbox, which sends it after the commit. A unique piece has no
 * level: it is made once. Returns how many mails were written.
 */
export async function queueLowStockNotices(tx: Transaction, taken: readonly TakenPiece[]): Promise<number> {
  if (taken.length === 0) return 0;
  const [settings] = await tx.select({ level: shopSettings.lowStockLevel }).from(shopSettings).where(eq(shopSettings.id, 1));
  const itemRows = await tx
    .select({ id: items.id, stock: items.stock, isUnique: items.isUnique, level: items.lowStockLevel })
    .from(items)
    .where(inArray(items.id, [...new Set(taken.map((piece) => piece.itemId))]));
  const variantIds = taken.flatMap((piece) => (piece.variantId ? [piece.variantId] : []));
  const variantRows = variantIds.length
    ? await tx.select({ id: colorVariants.id, stock: colorVariants.stock }).from(colorVariants).where(inArray(colorVariants.id, variantIds))
    : [];
  const reached = taken.filter((piece) => {
    const item = itemRows.find((row) => row.id === piece.itemId);
    if (!item || item.isUnique) return false;
    const after = piece.variantId ? variantRows.find((row) => row.id === piece.variantId)?.stock : item.stock;
    return after !== undefined && reachesLowStock(after + piece.qty, after, lowStockLevelOf(item.level, settings?.level ?? null));
  });
  if (reached.length > 0) {
    await tx.insert(stockNotices).values(reached.map(({ itemId, variantId }) => ({ kind: "low" as const, itemId, variantId })));
  }
  return reached.length;
}

// An item's level in SQL, with the item's columns written out: Drizzle leaves a lone table's
// columns unqualified, and in the colours' subquery they would be the colour's.
const itemLevelSql = sql`coalesce("items"."low_stock_level", (select ss.low_stock_level from shop_settings ss where ss.id = 1), ${sql.raw(String(defaultLowStockLevel))})`;

/**
 * The items running low, as the items list's filter and the side menu's badge count them: a piece
 * that is not unique, with its own stock (without colours) or one of its active colours' at or
 * below its level. What the item sells in all is for the caller to add (a sold-out item is not
 * running low, it is sold out).
 */
export const runningLowSql = sql`(not "items"."is_unique" and ${itemLevelSql} > 0 and (case when "items"."has_color_variants"
  then exists (select 1 from color_variants cv where cv.item_id = "items"."id" and cv.active and cv.stock <= ${itemLevelSql})
  else "items"."stock" <= ${itemLevelSql} end))`;
