import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~db/client";
import { colorVariants, itemPrices, items, itemSales } from "~db/schema";

/** A sale as the owner sets it in the item editor (docs/product/sale-prices.md#a-sale). */
export type SaleInput = { itemId: string; variantId: string | null; price: number; startsAt: Date; endsAt: Date };

export type SaleProblem = "endBeforeStart" | "endPassed" | "notBelowPrice" | "overlap" | "notFound";

export type SaleResult = { ok: true; id: string } | { ok: false; problem: SaleProblem };

/** Two sales of one item meet when their times overlap and one is of the whole item or both of one colour. */
function meets(a: Pick<SaleInput, "variantId" | "startsAt" | "endsAt">, b: Pick<SaleInput, "variantId" | "startsAt" | "endsAt">): boolean {
  const sameGoods = a.variantId === null || b.variantId === null || a.variantId === b.variantId;
  return sameGoods && a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

/**
 * docs/product/sale-prices.md#a-sale: stores a sale that ends after it starts and after now, is below
 * the item's price, and meets no other sale of the same goods. The item's row is locked while
 * checking, so two saves cannot both pass the overlap check.
 */
export async function saveSale(db: Database, sale: SaleInput, now: Date = new Date()): Promise<SaleResult> {
  if (sale.endsAt <= sale.startsAt) return { ok: false, problem: "endBeforeStart" };
  if (sale.endsAt <= now) return { ok: false, problem: "endPassed" };
  return db.transaction(async (tx) => {
    const [item] = await tx.select({ price: items.price }).from(items).where(eq(items.id, sale.itemId)).for("update");
    if (!item) return { ok: false, problem: "notFound" } as const;
    if (sale.variantId) {
      const [colour] = await tx
        .select({ id: colorVariants.id })
        .from(colorVariants)
        .where(and(eq(colorVariants.id, sale.variantId), eq(colorVariants.itemId, sale.itemId)));
      if (!colour) return { ok: false, problem: "notFound" } as const;
    }
    if (Math.round(sale.price * 100) >= Math.round(item.price * 100)) return { ok: false, problem: "notBelowPrice" } as const;
    const others = await tx.select().from(itemSales).where(eq(itemSales.itemId, sale.itemId));
    if (others.some((other) => meets(other, sale))) return { ok: false, problem: "overlap" } as const;
    const [row] = await tx.insert(itemSales).values(sale).returning({ id: itemSales.id });
    return { ok: true, id: row.id } as const;
  });
}

/**
 * Ends a sale now: one that has started keeps its past (the prior-price rule reads it), one that
 * has not is removed. False when there is no such sale of this item, or it has already ended.
 */
export async function endSale(db: Database, id: string, itemId: string, now: Date = new Date()): Promise<boolean> {
  const where = and(eq(itemSales.id, id), eq(itemSales.itemId, itemId));
  const [sale] = await db.select().from(itemSales).where(where);
  if (!sale || sale.endsAt <= now) return false;
  if (sale.startsAt >= now) await db.delete(itemSales).where(where);
  else await db.update(itemSales).set({ endsAt: now }).where(where);
  return true;
}

/** An item's sales and price history as its editor lists them, newest first. */
export type ItemPriceRecord = {
  sales: { id: string; variantId: string | null; price: number; startsAt: Date; endsAt: Date; state: "planned" | "running" | "ended" }[];
  prices: { price: number; appliedFrom: Date }[];
};

/**
 * The records of the items a page of the list shows, by item, each sale's state as of `now` (the
 * content version moves on at every start and end, so a kept record is never stale).
 */
export async function itemPriceRecords(db: Database, itemIds: readonly string[], now: Date = new Date()): Promise<Record<string, ItemPriceRecord>> {
  if (itemIds.length === 0) return {};
  const [sales, prices] = await Promise.all([
    db.select().from(itemSales).where(inArray(itemSales.itemId, [...itemIds])).orderBy(desc(itemSales.startsAt)),
    db.select().from(itemPrices).where(inArray(itemPrices.itemId, [...itemIds])).orderBy(desc(itemPrices.appliedFrom)),
  ]);
  return Object.fromEntries(
    itemIds.map((id) => [
      id,
      {
        sales: sales
          .filter((sale) => sale.itemId === id)
          .map(({ id: saleId, variantId, price, startsAt, endsAt }) => ({
            id: saleId,
            variantId,
            price,
            startsAt,
            endsAt,
            state: endsAt <= now ? ("ended" as const) : startsAt <= now ? ("running" as const) : ("planned" as const),
          })),
        prices: prices.filter((point) => point.itemId === id).map(({ price, appliedFrom }) => ({ price, appliedFrom })),
      },
    ]),
  );
}
