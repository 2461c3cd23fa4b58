import type { Cart, CartLine, CartProduct } from "~/shop/cart";

/**
 * The cart is kept in the browser, so what it remembers (price, name, stock) may be days old. The
 * cart page asks the server for today's values of its lines and shows what changed.
 */

/** One cart line as the server knows it today: null when it can no longer be ordered. */
export type CurrentLine = {
  itemId: string;
  variantId: string | null;
  product: CartProduct | null;
};

/** What changed on a line since it was put in the cart. */
export type LineNotice =
  /** The item or its colour is no longer in the shop. */
  | { kind: "unavailable" }
  | { kind: "price"; previous: number }
  /** Fewer pieces are left than the cart held: the quantity was lowered. */
  | { kind: "quantity"; previous: number };

export type LineNotices = ReadonlyMap<string, readonly LineNotice[]>;

/** As many lines as one order request may hold (app/orders/order-form.ts). */
const maxCheckedLines = 50;

export function lineKey(itemId: string, variantId: string | null): string {
  return variantId ? `${itemId}:${variantId}` : itemId;
}

/** The `line` query values of GET /cart/lines: `itemId` or `itemId:variantId`. */
export function lineRefs(cart: Cart): string[] {
  return [...new Set(cart.map((line) => lineKey(line.id, line.selectedColorId)))];
}

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const lineRef = new RegExp(`^(${uuid})(?::(${uuid}))?$`);

export type LineRef = { itemId: string; variantId: string | null };

/** Reads the `line` query values; null when there are none, too many, or any is malformed. */
export function parseLineRefs(values: readonly string[]): LineRef[] | null {
  if (values.length === 0 || values.length > maxCheckedLines) return null;
  const refs: LineRef[] = [];
  for (const value of values) {
    const match = lineRef.exec(value.toLowerCase());
    if (!match) return null;
    refs.push({ itemId: match[1], variantId: match[2] ?? null });
  }
  return refs;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Brings each line up to today: name, price, stock, picture and lead time from the server, the
 * quantity lowered to the stock when fewer are left (docs/product/cart-and-orders.md#cart-check). A line the server no longer sells
 * is kept as it is, with a notice, for the shopper to remove.
 */
export function reconcileCart(cart: Cart, current: readonly CurrentLine[]): { cart: Cart; notices: Map<string, LineNotice[]> } {
  const byKey = new Map(current.map((entry) => [lineKey(entry.itemId, entry.variantId), entry]));
  const notices = new Map<string, LineNotice[]>();
  const next = cart.map((line): CartLine => {
    const key = lineKey(line.id, line.selectedColorId);
    const entry = byKey.get(key);
    if (!entry) return line;
    if (!entry.product) {
      notices.set(key, [{ kind: "unavailable" }]);
      return line;
    }
    const { product } = entry;
    const found: LineNotice[] = [];
    if (cents(product.price) !== cents(line.price)) found.push({ kind: "price", previous: line.price });
    let qty = line.qty;
    if (product.stock !== null && product.stock > 0 && qty > product.stock) {
      found.push({ kind: "quantity", previous: qty });
      qty = product.stock;
    }
    if (found.length) notices.set(key, found);
    return { ...line, ...product, qty };
  });
  return { cart: next, notices };
}

/**
 * The notices after another check: whether a line is unavailable is what the latest check says;
 * a price or quantity change stays on show for the visit, the latest of each kind winning.
 */
export function mergeNotices(earlier: LineNotices, latest: LineNotices, checkedKeys: readonly string[]): Map<string, LineNotice[]> {
  const merged = new Map<string, LineNotice[]>();
  for (const key of new Set([...earlier.keys(), ...latest.keys()])) {
    const fresh = latest.get(key) ?? [];
    const kept = (earlier.get(key) ?? []).filter(
      (notice) =>
        !fresh.some((f) => f.kind === notice.kind) && !(notice.kind === "unavailable" && checkedKeys.includes(key)),
    );
    const all = [...kept, ...fresh];
    if (all.length) merged.set(key, all);
  }
  return merged;
}

/** A line that cannot be sent as it is: gone from the shop, or sold out. */
export function isBlockedLine(line: CartLine, notices: LineNotices): boolean {
  const own = notices.get(lineKey(line.id, line.selectedColorId)) ?? [];
  return line.stock === 0 || own.some((notice) => notice.kind === "unavailable");
}
