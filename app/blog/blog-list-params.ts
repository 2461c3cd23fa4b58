/**
 * The blog list's state lives in the URL (`?category=<slug>&page=<n>`): links work before
 * JavaScript loads, can be shared, and the back button steps through them.
 */

/** docs/product/storefront.md#blog-list: up to 48 articles on a page, then the list is paginated. */
export const blogPageSize = 48;

export type BlogListParams = {
  /** A blog category's slug; undefined for all categories. */
  category?: string;
  page: number;
};

export function parseBlogListParams(params: URLSearchParams): BlogListParams {
  const category = params.get("category")?.trim().toLowerCase().slice(0, 50) || undefined;
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(params.get("page")) || 1)));
  return { category, page };
}

/** The address of one view of the blog list; defaults are left out so URLs stay short. */
export function blogListHref({ category, page }: Partial<BlogListParams>): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

/** How many pages a list of `total` articles fills (at least one, so an empty list has page 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / blogPageSize));
}
