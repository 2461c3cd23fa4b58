// The mini build keeps the validator small: the cart is part of every page.
import * as z from "zod/mini";

/** SPEC §9: the browser's local-storage key of the cart. */
export const cartStorageKey = "crochet_cart_v1";

/** SPEC §3 Cart line: what the shopper saw when adding, kept in the browser. */
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
  qty: number;
};

export type Cart = readonly CartLine[];
/** What a product card or page hands the cart: a line before it has a quantity. */
export type CartProduct = Omit<CartLine, "qty">;

/** Why an add is refused (SPEC §5 Stock on add to cart). */
export type AddBlock = "out-of-stock" | "at-maximum";
export type AddResult = { ok: true; cart: Cart } | { ok: false; reason: AddBlock; cart: Cart };

const sameLine = (line: CartLine, id: string, selectedColorId: string | null) =>
  line.id === id && line.selectedColorId === selectedColorId;

/** Units of one item in one colour already in the cart. */
export function quantityInCart(cart: Cart, id: string, selectedColorId: string | null): number {
  return cart.find((line) => sameLine(line, id, selectedColorId))?.qty ?? 0;
}

/**
 * SPEC §5: adding is blocked when the stock is known and is 0 or less, or when the cart already
 * holds that much; an unknown stock has no cap.
 */
export function addBlock(stock: number | null | undefined, inCart: number): AddBlock | null {
  if (stock === null || stock === undefined) return null;
  if (stock <= 0) return "out-of-stock";
  if (inCart >= stock) return "at-maximum";
  return null;
}

/** SPEC §4: one unit more of the same item in the same colour, else a new line. */
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

/** SPEC §5 Cart quantity: a whole number of at least 1, at most the stock when it is positive. */
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

const storedLine = z.object({
  id: z.string().check(z.minLength(1)),
  slug: z.string(),
  name: z.string(),
  price: z.number().check(z.nonnegative()),
  stock: z.nullable(z.int()),
  image: z.nullable(z.string()),
  alt: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  selectedColorId: z.nullable(z.string()),
  colorName: z.nullable(z.string()),
  colorHex: z.nullable(z.string()),
  leadTimeDays: z.nullable(z.int()),
  qty: z.int().check(z.positive()),
});

/**
 * The cart kept in local storage. Data that cannot be read (not JSON, not a list, lines of
 * another shape) is ignored (SPEC §4).
 */
export function parseCart(raw: string | null | undefined): Cart {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  const parsed = z.array(storedLine).safeParse(value);
  return parsed.success ? parsed.data : [];
}

export function serializeCart(cart: Cart): string {
  return JSON.stringify(cart);
}
