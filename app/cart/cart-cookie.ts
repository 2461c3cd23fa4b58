import { addBlock, type AddBlock } from "~/shop/cart";
import { lineKey, type LineRef } from "./cart-check";

/**
 * The cart of a browser without scripts (docs/product/cart-and-orders.md#cart-without-scripts):
 * only which pieces and how many, in a cookie the server reads on every request to /cart. Names,
 * prices and stock are read from the shop each time, so a changed cookie can ask for nothing the
 * shop would not sell anyway; what cannot be read is left out, never an error.
 */
export const cartCookieName = "cart";

/** Small enough for a cookie beside the language's, far above a shopper's usual cart. */
export const cookieCartLimits = { lines: 20, qtyPerLine: 99 } as const;

/** Kept for a month, like a cart left in a shop's basket. */
const cookieCartMaxAge = 30 * 24 * 60 * 60;

/** Above this a cookie is not read at all: 20 lines of two ids and a quantity fit in it. */
const maxCookieChars = cookieCartLimits.lines * 80;

export type CookieLine = LineRef & { qty: number };

/** Why a piece cannot be added: the stock cap, or the cookie cart's own bounds. */
export type CookieAddBlock = AddBlock | "too-many-lines";

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const entryPattern = new RegExp(`^(${uuid})(?::(${uuid}))?\\*([1-9][0-9]?)$`);

/**
 * The lines of a cookie value (`itemId[:variantId]*qty`, joined by `.`): malformed entries and
 * repeats are skipped, and at most `cookieCartLimits.lines` are read; an oversized value is empty.
 */
export function parseCookieCart(value: string | undefined): CookieLine[] {
  if (!value || value.length > maxCookieChars) return [];
  const lines: CookieLine[] = [];
  const seen = new Set<string>();
  for (const entry of value.split(".")) {
    const match = entryPattern.exec(entry);
    if (!match) continue;
    const line = { itemId: match[1], variantId: match[2] ?? null, qty: Number(match[3]) };
    const key = lineKey(line.itemId, line.variantId);
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(line);
    if (lines.length === cookieCartLimits.lines) break;
  }
  return lines;
}

export function serializeCookieCart(lines: readonly CookieLine[]): string {
  return lines.map((line) => `${lineKey(line.itemId, line.variantId)}*${line.qty}`).join(".");
}

/** The `Set-Cookie` value that keeps these lines, or forgets the cart when there are none. */
export function cookieCartHeader(lines: readonly CookieLine[], secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (lines.length === 0) return `${cartCookieName}=; Max-Age=0; ${attributes}`;
  return `${cartCookieName}=${serializeCookieCart(lines)}; Max-Age=${cookieCartMaxAge}; ${attributes}`;
}

/**
 * One more of a piece, as the browser's cart adds it (docs/product/cart-and-orders.md#stock-cap),
 * within the cookie cart's bounds. `stock` is today's, read from the shop.
 */
export function addCookieLine(
  lines: readonly CookieLine[],
  ref: LineRef,
  stock: number | null,
): { ok: true; lines: CookieLine[] } | { ok: false; reason: CookieAddBlock } {
  const key = lineKey(ref.itemId, ref.variantId);
  const existing = lines.find((line) => lineKey(line.itemId, line.variantId) === key);
  const inCart = existing?.qty ?? 0;
  const reason = addBlock(stock === null ? cookieCartLimits.qtyPerLine : Math.min(stock, cookieCartLimits.qtyPerLine), inCart);
  if (reason) return { ok: false, reason };
  if (existing) return { ok: true, lines: lines.map((line) => (line === existing ? { ...line, qty: line.qty + 1 } : line)) };
  if (lines.length >= cookieCartLimits.lines) return { ok: false, reason: "too-many-lines" };
  return { ok: true, lines: [...lines, { ...ref, qty: 1 }] };
}

export function removeCookieLine(lines: readonly CookieLine[], ref: LineRef): CookieLine[] {
  const key = lineKey(ref.itemId, ref.variantId);
  return lines.filter((line) => lineKey(line.itemId, line.variantId) !== key);
}
