/* Back-office lists are shown a page at a time: however many rows there are, a page costs the same. */

/** The page a back-office list asks for (`?page=`): a whole number from 1, anything else is 1. */
export function pageParam(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * How many pages `total` rows fill at `pageSize` a page (at least one, so an empty list has page 1),
 * and the asked-for page kept within them, with the rows to skip.
 */
export function pageWindow(total: number, pageSize: number, asked: number): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, asked), pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize };
}
