/**
 * A path the shop writes into a link from the address it was asked for, made sure to stay on the
 * shop: browsers read `//host/…` and `/\host/…` as another site's address (a backslash counts as
 * a slash in http URLs), so the slashes and backslashes a path starts with become one slash.
 * docs/product/storefront.md#addresses.
 */
export function sameOriginPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, "")}`;
}

/** Whether a request's path would be read as another site's once written into a link. */
export function leavesTheShop(path: string): boolean {
  return /^[/\\]{2}/.test(path);
}

/** A request's address without its query. Kept answers read it: `split` would cost each one half a microsecond. */
export function pathOf(address: string): string {
  const queryAt = address.indexOf("?");
  return queryAt === -1 ? address : address.slice(0, queryAt);
}
