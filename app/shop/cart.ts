import type { Reduction } from "./sale-price";
/** docs/product/cart-and-orders.md#cart-storage: the browser's local-storage key of the cart. */
export const cartStorageKey = "crochet_cart_v1";

/** docs/product/cart-and-orders.md#cart-lines: what the shopper saw when adding, kept in the browser. */
export type CartLine = {
  /** The item's id. */
  id: string;
  slug: string;
  name: string;
  price: number;
  /** Stock of the chosen colour, else of the item; null when unknown (no cap). */
  stock: number | null;
  image: string | null;
  alt: string;
  description: string;
  tags: string[];
  /** The chosen colour variant; null for items without colour variants. */
  selectedColorId: string | null;
  colorName: string | null;
  colorHex: string | null;
  /** Days to make the piece when made to order. */
  leadTimeDays: number | null;
  /** The reduction announced with the price when the piece was added or last checked (docs/product/sale-prices.md#the-prior-price). */
  reduction?: Reduction | null;
  qty: number;
};

export type Cart = readonly CartLine[];
/** What a product card or page hands the cart: a line before it has a quantity. */
export type CartProduct = Omit<CartLine, "qty">;

/** Why an add is refused (docs/product/cart-and-orders.md#stock-cap). */
export type AddBlock = "out-of-stock" | "at-maximum";
export type AddResult = { ok: true; cart: Cart } | { ok: false; reason: AddBlock; cart: Cart };

const sameLine = (line: CartLine, id: string, selectedColorId: string | null) =>
  line.id === id && line.selectedColorId === selectedColorId;

/** Units of one item in one colour already in the cart. */
export function quantityInCart(cart: Cart, id: string, selectedColorId: string | null): number {
  return cart.find((line) => sameLine(line, id, selectedColorId))?.qty ?? 0;
}

/**
 * docs/product/cart-and-orders.md#stock-cap: adding is blocked when the stock is known and is 0 or less, or when the cart already
 * holds that much; an unknown stock has no cap.
 */
export function addBlock(stock: number | null | undefined, inCart: number): AddBlock | null {
  if (stock === null || stock === undefined) return null;
  if (stock <= 0) return "out-of-stock";
  if (inCart >= stock) return "at-maximum";
  return null;
}

/** docs/product/cart-and-orders.md#adding-to-the-cart: one unit more of the same item in the same colour, else a new line. */
export function addToCart(cart: Cart, product: CartProduct): AddResult {
  const inCart = quantityInCart(cart, product.id, product.selectedColorId);
  const reason = addBlock(product.stock, inCart);
  if (reason) return { ok: false, reason, cart };
  if (inCart === 0) return { ok: true, cart: [...cart, { ...product, qty: 1 }] };
  return {
    ok: true,
    cart: cart.map((line) =>
      sameLine(line, product.id, product.selectedColorId) ? { ...line, ...product, qty: line.qty + 1 } : line,
    ),
  };
}

export function removeFromCart(cart: Cart, id: string, selectedColorId: string | null): Cart {
  return cart.filter((line) => !sameLine(line, id, selectedColorId));
}

/** docs/product/cart-and-orders.md#cart-quantity: a whole number of at least 1, at most the stock when it is positive. */
export function clampQuantity(qty: number, stock: number | null): number {
  const whole = Number.isFinite(qty) ? Math.floor(qty) : 1;
  const atLeastOne = Math.max(1, whole);
  return stock !== null && stock > 0 ? Math.min(atLeastOne, stock) : atLeastOne;
}

export function setQuantity(cart: Cart, id: string, selectedColorId: string | null, qty: number): Cart {
  return cart.map((line) =>
    sameLine(line, id, selectedColorId) ? { ...line, qty: clampQuantity(qty, line.stock) } : line,
  );
}

export function clearCart(): Cart {
  return [];
}

/** Sum of price times quantity, rounded to cents. */
export function cartTotal(cart: Cart): number {
  return Math.round(cart.reduce((sum, line) => sum + line.price * line.qty, 0) * 100) / 100;
}

export function cartCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.qty, 0);
}

// The cart is read on every page, so its check is written out here rather than taken from a
// schema library, whose core would be part of every page's first download.
const isString = (value: unknown): value is string => typeof value === "string";
const isNullable =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || check(value);
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const nullableString = isNullable(isString);
const nullableInteger = isNullable(isInteger);

/** A stored line with exactly the fields of CartLine (others are dropped), or null when it has another shape. */
function storedLine(value: unknown): CartLine | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const valid =
    isString(v.id) &&
    v.id.length > 0 &&
    isString(v.slug) &&
    isString(v.name) &&
    typeof v.price === "number" &&
    Number.isFinite(v.price) &&
    v.price >= 0 &&
    nullableInteger(v.stock) &&
    nullableString(v.image) &&
    isString(v.alt) &&
    isString(v.description) &&
    Array.isArray(v.tags) &&
    v.tags.every(isString) &&
    nullableString(v.selectedColorId) &&
    nullableString(v.colorName) &&
    nullableString(v.colorHex) &&
    nullableInteger(v.leadTimeDays) &&
    isInteger(v.qty) &&
    v.qty > 0;
  if (!valid) return null;
  const line = v as CartLine;
  return {
    id: line.id,
    slug: line.slug,
    name: line.name,
    price: line.price,
    stock: line.stock,
    image: line.image,
    alt: line.alt,
    description: line.description,
    tags: [...line.tags],
    selectedColorId: line.selectedColorId,
    colorName: line.colorName,
    colorHex: line.colorHex,
    leadTimeDays: line.leadTimeDays,
    ...storedReduction(v.reduction),
    qty: line.qty,
  };
}

/** A kept reduction of the right shape, or none (null: checked, no sale; absent: kept before sales existed). */
function storedReduction(value: unknown): { reduction?: Reduction | null } {
  if (value === null) return { reduction: null };
  if (typeof value !== "object") return {};
  const { was, startsAt, endsAt, since } = value as Record<string, unknown>;
  const valid = typeof was === "number" && Number.isFinite(was) && was > 0 && isString(startsAt) && isString(endsAt);
  if (!valid) return {};
  return { reduction: { was, startsAt, endsAt, ...(isString(since) ? { since } : {}) } };
}

/**
 * The cart kept in local storage. Data that cannot be read (not JSON, not a list, lines of
 * another shape) is ignored (docs/product/cart-and-orders.md#cart-storage).
 */
export function parseCart(raw: string | null | undefined): Cart {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const lines = value.map(storedLine);
  return lines.every((line) => line !== null) ? (lines as CartLine[]) : [];
}

export function serializeCart(cart: Cart): string {
  return JSON.stringify(cart);
}
