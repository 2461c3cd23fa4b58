/**
 * Every read of the catalog for shoppers: the catalog's pages with their filters, a product page,
 * the home page's featured items; each shows item rows as app/shop/shopper-item.server.ts reads them.
 */
import { and, asc, count, desc, eq, exists, gte, inArray, lte, max, min, type SQL, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { categories, type Category, items } from "~db/schema";
import { folded, foldedContains, localizedText, tagKeys } from "~db/schema/catalog-expressions";
import type { Language } from "~shared/languages";
import { localized } from "~/i18n/content";
import { type CatalogCategory, type CatalogFilters, type CategoryLink, catalogPageSize, sliderBounds } from "./catalog-filters";
import { productNotes, type ShopNotes, type ShopperItem, type ShopperProduct } from "~/shop/shopper-item";
import { shopperItems } from "~/shop/shopper-item.server";
import { labelTagsByLabel, type LabelledTag } from "~/shop/tag-labels";
import { tagLabelTexts } from "~/shop/tag-labels.server";

/** docs/product/storefront.md#featured-items: the home page shows at most 3 items. */
const featuredLimit = 3;

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
  /** The shown categories that have active items, in the shop's order. */
  categories: CategoryLink[];
  /** The chosen category; null when none is chosen or the address names none the shop shows. */
  category: CatalogCategory | null;
};

/** docs/product/storefront.md#catalog-filters: a hidden category is not offered, and its address is unknown to shoppers. */
const shownCategory = (slug: string) => and(eq(categories.slug, slug), eq(categories.active, true));

/** docs/product/languages.md#content-fallback: the page's language, else English; a name falls back to the slug. */
function toCatalogCategory(row: Pick<Category, "slug" | "nameI18n" | "descriptionI18n">, language: Language): CatalogCategory {
  return { slug: row.slug, name: localized(row.nameI18n, language, row.slug), description: localized(row.descriptionI18n, language) };
}

const categoryColumns = { slug: categories.slug, nameI18n: categories.nameI18n, descriptionI18n: categories.descriptionI18n };

/** A shown category by its slug, with its description; null for an unknown or hidden one. */
async function chosenCategory(db: Database, slug: string | undefined, language: Language): Promise<CatalogCategory | null> {
  if (!slug) return null;
  const [row] = await db.select(categoryColumns).from(categories).where(shownCategory(slug)).limit(1);
  return row ? toCatalogCategory(row, language) : null;
}

// The filters and orders below are written with the expressions the catalog's indexes were built
// on (db/schema/catalog-expressions.ts): any other spelling reads the whole table.
function matching(db: Database, filters: CatalogFilters, language: Language): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(items.active, true)];
  if (filters.search) {
    conditions.push(
      sql`(${foldedContains(localizedText(items.nameI18n, language), filters.search)} or ${foldedContains(localizedText(items.descriptionI18n, language), filters.search)})`,
    );
  }
  if (filters.category) {
    // items_category_idx finds the category's items; an unknown or hidden slug matches none.
    conditions.push(inArray(items.categoryId, db.select({ id: categories.id }).from(categories).where(shownCategory(filters.category))));
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
      const nameMatches = foldedContains(localizedText(items.nameI18n, language), filters.search);
      return [sql`case when ${nameMatches} then 0 else 1 end`, ...featuredFirst];
    }
  }
}

/** docs/product/storefront.md#catalog-filters: the categories shoppers are offered are the shown ones with at least one active item. */
export function offeredCategory(db: Database): SQL | undefined {
  return and(
    eq(categories.active, true),
    exists(
      db
        .select({ one: sql`1` })
        .from(items)
        .where(and(eq(items.categoryId, categories.id), eq(items.active, true))),
    ),
  );
}

/** The offered categories in the shop's order. */
async function offeredCategories(db: Database, language: Language): Promise<CategoryLink[]> {
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .where(offeredCategory(db))
    .orderBy(asc(categories.sortOrder), asc(categories.createdAt), asc(categories.id));
  return rows.map((row) => ({ slug: row.slug, name: localized(row.nameI18n, language, row.slug) }));
}

/** The slider's range, the tag list, the categories and the number of active items. */
async function catalogFacets(db: Database, language: Language) {
  const [[row], offered] = await Promise.all([
    db
      .select({
        lowest: min(items.price),
        highest: max(items.price),
        activeCount: count(),
        tags: sql<string[]>`array(
          select distinct tag from ${items} as tagged, unnest(${tagKeys(sql`tagged.tags`)}) as tag where tagged.active order by 1
        )`,
      })
      .from(items)
      .where(eq(items.active, true)),
    offeredCategories(db, language),
  ]);
  const lowest = row?.lowest ?? null;
  const highest = row?.highest ?? null;
  const tags = row?.tags ?? [];
  return {
    activeCount: row?.activeCount ?? 0,
    bounds: lowest === null || highest === null ? null : sliderBounds(Number(lowest), Number(highest)),
    tags: labelTagsByLabel(tags, await tagLabelTexts(db, tags), language),
    categories: offered,
  };
}

/**
 * One page of the catalog (docs/product/storefront.md#catalog, docs/product/storefront.md#catalog-filters, docs/product/storefront.md#catalog-pages): active items
 * matching the filters, in the chosen order, 48 a page, with their active colours. The search
 * is a case-insensitive substring of the name or the description in the page's language (else
 * English).
 */
export async function catalogPage(db: Database, language: Language, filters: CatalogFilters): Promise<CatalogPage> {
  const where = matching(db, filters, language);
  // The total is counted on its own: a count over the page's rows (a window) would make the page
  // query read and sort every matching item instead of one page from an index.
  const [rows, [counted], facets, category] = await Promise.all([
    db
      .select()
      .from(items)
      .where(where)
      .orderBy(...ordering(filters, language))
      .limit(catalogPageSize)
      .offset((filters.page - 1) * catalogPageSize),
    db.select({ n: count() }).from(items).where(where),
    catalogFacets(db, language),
    chosenCategory(db, filters.category, language),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: await shopperItems(db, rows, language),
    total,
    page: filters.page,
    pageCount: Math.ceil(total / catalogPageSize),
    ...facets,
    category,
  };
}

/**
 * Which items a product page may show: shoppers see active ones; an admin's preview also hidden
 * ones (docs/product/storefront.md#owner-preview).
 */
export type ProductVisibility = "active" | "preview";

const productWithSlug = (slug: string, visibility: ProductVisibility) =>
  visibility === "preview" ? eq(items.slug, slug) : and(eq(items.slug, slug), eq(items.active, true));

/** docs/product/storefront.md#product-page: an active item by its slug, with its active colours; null otherwise. */
export async function productBySlug(
  db: Database,
  slug: string,
  language: Language,
  visibility: ProductVisibility = "active",
  shopNotes: ShopNotes = {},
): Promise<ShopperProduct | null> {
  const rows = await db
    .select()
    .from(items)
    .where(productWithSlug(slug, visibility))
    .limit(1);
  if (!rows.length) return null;
  const [item] = await shopperItems(db, rows, language);
  return item ? { ...item, notes: productNotes(rows[0], shopNotes, language) } : null;
}

/** docs/product/storefront.md#product-page: the shown category of an active item, for its breadcrumbs and structured data; null otherwise. */
export async function productCategory(
  db: Database,
  slug: string,
  language: Language,
  visibility: ProductVisibility = "active",
): Promise<CategoryLink | null> {
  const [row] = await db
    .select({ slug: categories.slug, nameI18n: categories.nameI18n })
    .from(items)
    .innerJoin(categories, and(eq(items.categoryId, categories.id), eq(categories.active, true)))
    .where(productWithSlug(slug, visibility))
    .limit(1);
  return row ? { slug: row.slug, name: localized(row.nameI18n, language, row.slug) } : null;
}
