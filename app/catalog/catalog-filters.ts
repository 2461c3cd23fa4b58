import { slugMaxLength } from "~/lib/slug";
import { withoutNul } from "~/lib/utils";

/**
 * The catalog's filters live in the URL (shareable, the back button works, the page works before
 * JavaScript loads). This module reads and writes them; the server applies them.
 */
export const catalogSorts = ["relevance", "price-asc", "price-desc", "name-asc"] as const;
export type CatalogSort = (typeof catalogSorts)[number];

/** docs/product/storefront.md#catalog-pages: the catalog shows up to 48 items a page. */
export const catalogPageSize = 48;

export type CatalogFilters = {
  /** Case-insensitive substring of the name or description; undefined when blank (docs/product/storefront.md#catalog-filters). */
  search?: string;
  /** A shop category's slug (docs/product/storefront.md#catalog-filters); undefined for every category. */
  category?: string;
  tag?: string;
  minPrice?: number;
  maxPrice?: number;
  sort: CatalogSort;
  page: number;
};

/** A shop category as the filter bar and the breadcrumbs name it, in the page's language. */
export type CategoryLink = { slug: string; name: string };
/** The chosen category as the catalog's heading shows it. */
export type CatalogCategory = CategoryLink & { description: string };

const wholeEuros = (value: string | null): number | undefined => {
  if (value === null || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
};

export function parseCatalogFilters(params: URLSearchParams): CatalogFilters {
  const search = withoutNul(params.get("q") ?? "").trim().slice(0, 100) || undefined;
  const category = withoutNul(params.get("category") ?? "").trim().toLowerCase().slice(0, slugMaxLength) || undefined;
  const tag = withoutNul(params.get("tag") ?? "").trim().toLowerCase().slice(0, 50) || undefined;
  let minPrice = wholeEuros(params.get("min"));
  let maxPrice = wholeEuros(params.get("max"));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sortParam = params.get("sort");
  const sort = catalogSorts.find((s) => s === sortParam) ?? "relevance";
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(params.get("page")) || 1)));
  return { search, category, tag, minPrice, maxPrice, sort, page };
}

/** The query string for a set of filters, leaving out defaults so URLs stay short. */
export function catalogSearchParams(filters: Partial<CatalogFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search?.trim()) params.set("q", filters.search.trim());
  if (filters.category) params.set("category", filters.category);
  if (filters.tag) params.set("tag", filters.tag);
  if (filters.minPrice !== undefined) params.set("min", String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set("max", String(filters.maxPrice));
  if (filters.sort && filters.sort !== "relevance") params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** Price bounds of the slider: whole euros around the lowest and highest price (docs/product/storefront.md#catalog-filters, step 1). */
/** The catalog's address for these filters, e.g. `/catalog?category=bags&page=2`. */
export function catalogHref(filters: Partial<CatalogFilters>): string {
  const query = catalogSearchParams(filters).toString();
  return query ? `/catalog?${query}` : "/catalog";
}

export function sliderBounds(lowest: number, highest: number): { min: number; max: number } {
  return { min: Math.floor(lowest), max: Math.max(Math.ceil(highest), Math.floor(lowest)) };
}

/**
 * The page numbers a pager shows: the first, the last and the current page with its neighbours,
 * with a gap (null) where pages are left out; a gap never hides a single page.
 */
export function pageLinks(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const links: (number | null)[] = [];
  for (const n of sorted) {
    const previous = links.at(-1);
    if (typeof previous === "number" && n - previous === 2) links.push(previous + 1);
    else if (typeof previous === "number" && n - previous > 2) links.push(null);
    links.push(n);
  }
  return links;
}
