import { sql } from "drizzle-orm";
import { check, index, numeric, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { colorVariants, items } from "~db/schema/catalog";

/**
 * Every price an item has had, from when it applied (docs/product/sale-prices.md#price-history).
 * Written by the database itself when an item is created or its price changes (migration sale_prices), so
 * no way of saving an item can leave a change out.
 */
export const itemPrices = pgTable(
  "item_prices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    appliedFrom: timestamp("applied_from", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("item_prices_item_idx").on(t.itemId, t.appliedFrom)],
);

/**
 * A sale: an item, or one colour of it, at a lower price from `startsAt` until `endsAt`
 * (docs/product/sale-prices.md#a-sale). Public pages show it, so a write moves the content version on.
 */
export const itemSales = pgTable(
  "item_sales",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    /** The colour on sale; null when the whole item is. */
    variantId: uuid("variant_id").references(() => colorVariants.id, { onDelete: "cascade" }),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("item_sales_price_not_negative", sql`${t.price} >= 0`),
    check("item_sales_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    index("item_sales_item_idx").on(t.itemId, t.startsAt),
    // The page cache's look-up of the next start or end (docs/product/sale-prices.md#kept-pages).
    index("item_sales_ends_idx").on(t.endsAt),
  ],
);

export type ItemPrice = typeof itemPrices.$inferSelect;
export type ItemSale = typeof itemSales.$inferSelect;
