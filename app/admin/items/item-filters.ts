import { listHref, queryChoice, queryText } from "~/components/back-office/list-filters";
import { pageParam } from "~/components/back-office/page-window";
import { slugMaxLength } from "~/lib/slug";

/* docs/product/back-office.md#list-filters: the items list's search and filters, as the URL carries them. */

export const itemVisibilities = ["visible", "hidden"] as const;
export type ItemVisibility = (typeof itemVisibilities)[number];

/** Sold out: none to sell; low: still selling, at or below its low-stock level (app/shop/low-stock.server.ts); in stock: any. */
export const itemStockLevels = ["in-stock", "low", "sold-out"] as const;
export type ItemStockLevel = (typeof itemStockLevels)[number];

export type ItemsQuery = {
  /** Part of the name in any of the languages, or of the slug, folded like the catalog's search. */
  search: string;
  status: ItemVisibility | undefined;
  /** A category's slug; one that names no category matches no item. */
  category: string | undefined;
  stock: ItemStockLevel | undefined;
  page: number;
};

/** The items list's filters from the URL; anything unknown is no filter, never an error. */
export function itemsQuery(params: URLSearchParams): ItemsQuery {
  return {
    search: queryText(params, "q"),
    status: queryChoice(params, "status", itemVisibilities),
    category: queryText(params, "category", slugMaxLength).toLowerCase() || undefined,
    stock: queryChoice(params, "stock", itemStockLevels),
    page: pageParam(params),
  };
}

/** The list as it is without filters. */
export const noItemFilters: Omit<ItemsQuery, "page"> = { search: "", status: undefined, category: undefined, stock: undefined };

/** How many filters narrow the list (the page is none). */
export function itemFilterCount(query: Omit<ItemsQuery, "page">): number {
  return [query.search, query.status, query.category, query.stock].filter(Boolean).length;
}

/** The list's address with its filters, a page, and the item whose deletion is being asked about. */
export function itemsHref(query: Omit<ItemsQuery, "page">, page = 1, deleting?: string): string {
  return listHref("/admin/items", {
    q: query.search,
    status: query.status,
    category: query.category,
    stock: query.stock,
    page,
    delete: deleting,
  });
}
