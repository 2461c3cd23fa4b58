import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { languages } from "~shared/languages";
import { folded, localizedText, tagKeys } from "~db/schema/catalog-expressions";
import { categoryColumns, timestamps } from "~db/schema/columns";
import type { I18nText, OptionalI18nText } from "~shared/i18n-text";

/** Item categories (bags, hats, accessories). */
export const categories = pgTable("categories", categoryColumns());

/** Storage parameters of the catalog's GIN indexes: see items_active_tag_keys_idx. */
const inPlace = { fastupdate: false };

/** A shop item: a design that may come in colour variants, or a unique piece. */
export const items = pgTable(
  "items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    nameI18n: jsonb("name_i18n").$type<I18nText>().notNull(),
    descriptionI18n: jsonb("description_i18n").$type<OptionalI18nText>().notNull().default({}),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    stock: integer("stock").notNull().default(0),
    active: boolean("active").notNull().default(true),
    isUnique: boolean("is_unique").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    hasColorVariants: boolean("has_color_variants").notNull().default(false),
    /** Public image URLs; the first is the main image. */
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** Days needed to make the piece when it is made to order; null when it ships from stock. */
    leadTimeDays: integer("lead_time_days"),
    /** This item's own low-stock level, for it and each of its colours; null: the shop's (docs/product/back-office.md#low-stock). */
    lowStockLevel: integer("low_stock_level"),
    /** How to care for this piece; empty languages fall back to the shop's default note (docs/product/storefront.md#product-page). */
    careI18n: jsonb("care_i18n").$type<OptionalI18nText>().notNull().default({}),
    /** A "good to know" note of this piece's own (sizes, materials); empty: the shop's default note. */
    goodToKnowI18n: jsonb("good_to_know_i18n").$type<OptionalI18nText>().notNull().default({}),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("items_price_not_negative", sql`${t.price} >= 0`),
    check("items_stock_not_negative", sql`${t.stock} >= 0`),
    check("items_lead_time_positive", sql`${t.leadTimeDays} IS NULL OR ${t.leadTimeDays} > 0`),
    check("items_low_stock_level", sql`${t.lowStockLevel} IS NULL OR ${t.lowStockLevel} BETWEEN 0 AND 999`),
    index("items_active_created_idx").on(t.active, t.createdAt),
    // The back office's item list, newest first, a page at a time.
    index("items_newest_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("items_category_idx").on(t.categoryId),
    // The catalog's orders over active items (queries in app/catalog/catalog.server.ts): a page
    // is read from the index, not sorted out of the whole table.
    index("items_active_featured_idx").on(t.featured.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.active}`),
    index("items_active_price_asc_idx").on(t.price, t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.active}`),
    index("items_active_price_desc_idx").on(t.price.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.active}`),
    // The tag filter, a containment test on the tags as the shop reads them (migration 0004).
    // GIN indexes here write each change in place (no pending list): PGlite has no autovacuum to
    // merge such a list, and every search would read it whole (docs/decisions/0018).
    index("items_active_tag_keys_idx").using("gin", tagKeys(t.tags)).with(inPlace).where(sql`${t.active}`),
    ...languages.flatMap((language) => [
      // The A-Z order in each language, with the same tie-breakers as the other orders.
      index(`items_active_name_${language}_idx`)
        .on(folded(localizedText(t.nameI18n, language)), t.createdAt.desc().nullsFirst(), t.id)
        .where(sql`${t.active}`),
      // The text search, a substring (LIKE '%…%') of the folded name or description: trigrams.
      // An expression cannot be given an operator class here, so it is written after it.
      index(`items_active_name_trgm_${language}_idx`)
        .using("gin", sql`${folded(localizedText(t.nameI18n, language))} gin_trgm_ops`)
        .with(inPlace)
        .where(sql`${t.active}`),
      index(`items_active_description_trgm_${language}_idx`)
        .using("gin", sql`${folded(localizedText(t.descriptionI18n, language))} gin_trgm_ops`)
        .with(inPlace)
        .where(sql`${t.active}`),
    ]),
  ],
);

/** A colour in which an item is made, with its own pictures and stock. */
export const colorVariants = pgTable(
  "color_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    colorNameI18n: jsonb("color_name_i18n").$type<OptionalI18nText>().notNull().default({}),
    colorHex: text("color_hex").notNull().default("#000000"),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    stock: integer("stock").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check("color_variants_stock_not_negative", sql`${t.stock} >= 0`),
    check("color_variants_sort_order_not_negative", sql`${t.sortOrder} >= 0`),
    check("color_variants_hex", sql`${t.colorHex} ~ '^#[0-9A-Fa-f]{6}$'`),
    index("color_variants_item_idx").on(t.itemId, t.sortOrder),
  ],
);

/**
 * The words a tag is shown with in each language (docs/product/content-rules.md#tag-labels). The
 * tag stays what items store, lowercased and trimmed; a tag without a row is shown as itself.
 * Public pages show these, so a write moves the content version on (migration 0009).
 */
export const tagLabels = pgTable(
  "tag_labels",
  {
    tag: text("tag").primaryKey(),
    labelI18n: jsonb("label_i18n").$type<OptionalI18nText>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The key as item_tag_keys() reads an item's tags, so that a label always meets its tag.
  (t) => [check("tag_labels_tag_key", sql`${t.tag} <> '' and ${t.tag} = lower(btrim(${t.tag}))`)],
);

export type Category = typeof categories.$inferSelect;
export type Item = typeof items.$inferSelect;
export type ColorVariant = typeof colorVariants.$inferSelect;
