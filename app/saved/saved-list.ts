/*
 * docs/product/storefront.md#saved-pieces: the pieces a shopper saves, kept in one first-party
 * cookie that the shop's pages write with scripts and the server writes without them
 * (docs/decisions/0090). Only item ids: names, prices and stock are read from the shop each time,
 * so a changed cookie can show nothing the shop would not; what cannot be read is left out.
 */

export const savedCookieName = "saved";

/** Far above a shopper's usual list, and small enough for a cookie beside the cart's. */
export const maxSavedPieces = 50;

/** Kept for a year: a list of favourites outlives a cart. */
const savedMaxAge = 365 * 24 * 60 * 60;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a value can name a piece: an item's id, lowercase. */
export const isPieceId = (value: unknown): value is string => typeof value === "string" && uuid.test(value);

/** The ids of a cookie value (joined by `.`), newest first: malformed ids and repeats skipped, at most `maxSavedPieces`. */
export function parseSaved(value: string | undefined): string[] {
  if (!value || value.length > maxSavedPieces * 37) return [];
  return [...new Set(value.split(".").filter(isPieceId))].slice(0, maxSavedPieces);
}

/** The list with the piece saved first, the oldest dropped beyond `maxSavedPieces`; an id that names no piece changes nothing. */
export function withSaved(ids: readonly string[], id: string): string[] {
  if (!isPieceId(id)) return [...ids];
  return [id, ...ids.filter((saved) => saved !== id)].slice(0, maxSavedPieces);
}

export function withoutSaved(ids: readonly string[], id: string): string[] {
  return ids.filter((saved) => saved !== id);
}

/** The cookie that keeps this list, or forgets it when empty; readable by the shop's own scripts, which keep it too. */
export function savedCookie(ids: readonly string[], secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (ids.length === 0) return `${savedCookieName}=; Max-Age=0; ${attributes}`;
  return `${savedCookieName}=${ids.join(".")}; Max-Age=${savedMaxAge}; ${attributes}`;
}
