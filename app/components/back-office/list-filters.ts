import { withoutNul } from "~/lib/utils";

/*
 * The back office's lists carry their filters in the URL (docs/product/back-office.md#list-filters):
 * a link or a reload keeps them, and a plain GET form sends them without scripts. Whatever the
 * query holds, reading it never throws: an unknown value is no filter.
 */

/** The longest search text a list reads; longer is cut, as the catalog's search is. */
export const listSearchMaxLength = 100;

/** A text of the query, trimmed and without NUL (which PostgreSQL refuses in text), at most `max` characters. */
export function queryText(params: URLSearchParams, name: string, max = listSearchMaxLength): string {
  return withoutNul(params.get(name) ?? "")
    .trim()
    .slice(0, max);
}

/** One of `choices` as the query names it, else undefined. */
export function queryChoice<T extends string>(params: URLSearchParams, name: string, choices: readonly T[]): T | undefined {
  const value = params.get(name);
  return choices.find((choice) => choice === value);
}

/** A list's address with the filters that are set, page 1 and empty values left out. */
export function listHref(path: string, values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === "" || (name === "page" && Number(value) <= 1)) continue;
    params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
