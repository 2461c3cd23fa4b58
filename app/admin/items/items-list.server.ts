import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { categories, items } from "~db/schema";
import { foldedContains } from "~db/schema/catalog-expressions";
import { languages } from "~shared/languages";
import { runningLowSql } from "~/shop/low-stock.server";
import type { ItemsQuery } from "./item-filters";

// How many pieces an item can sell, as itemStock counts them (app/shop/stock.ts), in SQL. The
// item's columns are written out: Drizzle leaves a lone table's columns unqualified, and in the
// colours' subquery "id" would be the colour's.
const itemStockSql = sql`(case when "items"."has_color_variants"
  then (select coalesce(sum(greatest(cv.stock, 0)), 0) from color_variants cv where cv.item_id = "items"."id" and cv.active)
  else greatest("items"."stock", 0) end)`;

/** docs/product/back-office.md#list-filters: the condition on items the list's filters make; none for no filter. */
export function matchingItems(db: Database, query: Partial<ItemsQuery>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const search = query.search;
  if (search) {
    const names = languages.map((language) => foldedContains(sql`${items.nameI18n} ->> ${language}`, search));
    conditions.push(or(foldedContains(items.slug, search), ...names));
  }
  if (query.status) conditions.push(eq(items.active, query.status === "visible"));
  if (query.category) {
    conditions.push(inArray(items.categoryId, db.select({ id: categories.id }).from(categories).where(eq(categories.slug, query.category))));
  }
  if (query.stock === "sold-out") conditions.push(sql`${itemStockSql} = 0`);
  if (query.stock === "low") conditions.push(sql`${itemStockSql} > 0`, runningLowSql);
  if (query.stock === "in-stock") conditions.push(sql`${itemStockSql} > 0`);
  return and(...conditions);
}

/** The side menu's badge beside Items: how many the list's "Low stock" filter keeps (docs/product/back-office.md#low-stock). */
export async function lowStockItemCount(db: Database): Promise<number> {
  return db.$count(items, matchingItems(db, { stock: "low" }));
}
