import { and, asc, gt, inArray, lte } from "drizzle-orm";
import type { Database } from "~db/client";
import { itemPrices, itemSales } from "~db/schema";
import { nextSaleChange, regularPrices, shownPrice, type PriceOf, type PricePoint, type SaleWindow } from "./sale-price";

/*
 * docs/product/sale-prices.md: the reads behind every price a shopper sees. Items without a running
 * sale cost one indexed look-up; their history is read only for the items on sale.
 */

/** The prices of these items (null: of every item) at `now`, with their sales and their price history. */
export async function readPrices(db: Database, itemIds: readonly string[] | null, now: Date = new Date()): Promise<PriceOf> {
  const runs = and(lte(itemSales.startsAt, now), gt(itemSales.endsAt, now));
  const running =
    itemIds === null || itemIds.length
      ? await db
          .select({ itemId: itemSales.itemId })
          .from(itemSales)
          .where(itemIds === null ? runs : and(inArray(itemSales.itemId, [...new Set(itemIds)]), runs))
      : [];
  const onSale = [...new Set(running.map((row) => row.itemId))];
  if (onSale.length === 0) return regularPrices;
  const [sales, history] = await Promise.all([
    db.select().from(itemSales).where(inArray(itemSales.itemId, onSale)),
    db.select().from(itemPrices).where(inArray(itemPrices.itemId, onSale)).orderBy(asc(itemPrices.appliedFrom)),
  ]);
  const salesOf = groupBy(sales, (sale): SaleWindow => sale);
  const historyOf = groupBy(history, (point): PricePoint => ({ price: point.price, from: point.appliedFrom }));
  return (item, variantId) => shownPrice(item.price, historyOf.get(item.id) ?? [], salesOf.get(item.id) ?? [], variantId, now);
}

function groupBy<Row extends { itemId: string }, Value>(rows: readonly Row[], value: (row: Row) => Value): Map<string, Value[]> {
  const groups = new Map<string, Value[]>();
  for (const row of rows) groups.set(row.itemId, [...(groups.get(row.itemId) ?? []), value(row)]);
  return groups;
}

/**
 * docs/product/sale-prices.md#kept-pages: the next instant a sale starts or ends anywhere in the
 * shop, when kept pages stop being true; null without one.
 */
export async function nextPriceChange(db: Database, now: Date = new Date()): Promise<Date | null> {
  const sales = await db.select().from(itemSales).where(gt(itemSales.endsAt, now));
  return nextSaleChange(sales, now);
}
