/**
 * Every read of the catalog for shoppers: the catalog's pages with their filters, a product page,
 * the home page's featured items, and the shopper's view of item rows that all of them (and the
 * cart check) share.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, max, min, type SQL, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { colorVariants, items, type Item } from "~db/schema";
import { folded, localizedText, tagKeys } from "~db/schema/catalog-expressions";
import type { Language } from "~shared/languages";
import { translator } from "~/i18n/messages.server";
import { type CatalogFilters, catalogPageSize, sliderBounds } from "./catalog-filters";
import { normalizeTags, type ShopperItem, toShopperItem } from "./shopper-item";
import { labelTagsByLabel, type LabelledTag } from "./tag-labels";
import { tagLabelTexts } from "./tag-labels.server";

/** docs/product/storefront.md#featured-items: the home page shows at most 3 items. */
const featuredLimit = 3;

/** Cards for item rows, with their active colour variants and their tags' labels read in one query each. */
export async function shopperItems(db: Database, rows: readonly Item[], language: Language): Promise<ShopperItem[]> {
  const ids = rows.filter((row) => row.hasColorVariants).map((row) => row.id);
  const [variants, labels] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(colorVariants)
          .where(and(inArray(colorVariants.itemId, ids), eq(colorVariants.active, true)))
          .orderBy(asc(colorVariants.sortOrder), asc(colorVariants.createdAt))
      : [],
    tagLabelTexts(db, rows.flatMap((row) => normalizeTags(row.tags))),
  ]);
  const colorWord = translator(language)("catalog.color");
  return rows.map((row) => toShopperItem(row, variants, language, colorWord, labels));
}

/** docs/product/storefront.md#featured-items: active items, featured first, then the others, newest first within each. */
export async function featuredItems(db: Database, language: Language): Promise<ShopperItem[]> {
  const rows = await db
    .select()
    .from(items)
    .where(eq(items.active, true))
    .orderBy(desc(items.featured), desc(items.createdAt), asc(items.id))
    .limit(featuredLimit);
  return shopperItems(db, rows, language);
}

export type CatalogPage = {
  items: ShopperItem[];
  /** Items matching the filters, on every page. */
  total: number;
  page: number;
  pageCount: number;
  /** Active items in the shop whatever the filters: none means "no products yet", not "no results". */
  activeCount: number;
  /** The price slider's range (whole euros around the lowest and highest price); null with no items. */
  bounds: { min: number; max: number } | null;
  /** Every tag of the active items, with its label in the page's language, A to Z by label. */
  tags: LabelledTag[];
};

/** A LIKE pattern matching the text anywhere, with LIKE's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

// The filters and orders below are written with the expressions the catalog's indexes were built
// on (db/schema/catalog-expressions.ts): any other spelling reads the whole table.
const contains = (expression: SQL, pattern: string) => sql`${folded(expression)} like ${folded(pattern)} escape '\\'`;

function matching(filters: CatalogFilters, language: Language): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(items.active, true)];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      sql`(${contains(localizedText(items.nameI18n, language), pattern)} or ${contains(localizedText(items.descriptionI18n, language), pattern)})`,
    );
  }
  if (filters.tag) {
    conditions.push(sql`${tagKeys(items.tags)} @> array[${filters.tag}::text]`);
  }
  if (filters.minPrice !== undefined) conditions.push(gte(items.price, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(items.price, filters.maxPrice));
  return and(...conditions);
}

function ordering(filters: CatalogFilters, language: Language): SQL[] {
  const newest = [desc(items.createdAt), asc(items.id)];
  switch (filters.sort) {
    case "price-asc":
      return [asc(items.price), ...newest];
    case "price-desc":
      return [desc(items.price), ...newest];
    case "name-asc":
      return [asc(folded(localizedText(items.nameI18n, language))), ...newest];
    case "relevance": {
      const featuredFirst = [desc(items.featured), ...newest];
      if (!filters.search) return featuredFirst;
      const nameMatches = contains(localizedText(items.nameI18n, language), containsPattern(filters.search));
      return [sql`case when ${nameMatches} then 0 else 1 end`, ...featuredFirst];
    }
  }
}

/** The slider's range, the tag list and the number of active items, in one query. */
async function catalogFacets(db: Database, language: Language) {
  const [row] = await db
    .select({
      lowest: min(items.price),
      highest: max(items.price),
      activeCount: count(),
      tags: sql<string[]>`array(
        select distinct tag from ${items} as tagged, unnest(${tagKeys(sql`tagged.tags`)}) as tag where tagged.active order by 1
      )`,
    })
    .from(items)
    .where(eq(items.active, true));
  const lowest = row?.lowest ?? null;
  const highest = row?.highest ?? null;
  const tags = row?.tags ?? [];
  return {
    activeCount: row?.activeCount ?? 0,
    bounds: lowest === null || highest === null ? null : sliderBounds(Number(lowest), Number(highest)),
    tags: labelTagsByLabel(tags, await tagLabelTexts(db, tags), language),
  };
}

/**
 * One page of the catalog (docs/product/storefront.md#catalog, docs/product/storefront.md#catalog-filters, docs/product/storefront.md#catalog-pages): active items
 * matching the filters, in the chosen order, 48 a page, with their active colours. The search
 * is a case-insensitive substring of the name or the description in the page's language (else
 * English).
 */
export async function catalogPage(db: Database, language: Language, filters: CatalogFilters): Promise<CatalogPage> {
  const where = matching(filters, language);
  // The total is counted on its own: a count over the page's rows (a window) would make the page
  // query read and sort every matching item instead of one page from an index.
  const [rows, [counted], facets] = await Promise.all([
    db
      .select()
      .from(items)
      .where(where)
      .orderBy(...ordering(filters, language))
      .limit(catalogPageSize)
      .offset((filters.page - 1) * catalogPageSize),
    db.select({ n: count() }).from(items).where(where),
    catalogFacets(db, language),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: await shopperItems(db, rows, language),
    total,
    page: filters.page,
    pageCount: Math.ceil(total / catalogPageSize),
    ...facets,
  };
}

/** docs/product/storefront.md#product-page: an active item by its slug, with its active colours; null otherwise. */
export async function productBySlug(db: Database, slug: string, language: Language): Promise<ShopperItem | null> {
  const rows = await db
    .select()
    .from(items)
    .where(and(eq(items.slug, slug), eq(items.active, true)))
    .limit(1);
  if (!rows.length) return null;
  const [item] = await shopperItems(db, rows, language);
  return item ?? null;
}
