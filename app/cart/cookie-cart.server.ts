import { data, redirect } from "react-router";
import type { ShopContext } from "~/context";
import { readCookie } from "~/i18n/languages";
import { readBoundedForm, smallFormBytes } from "~/request-protection/request-body.server";
import { isSameOriginRequest } from "~/request-protection/same-origin.server";
import { type CartLine, clampQuantity } from "~/shop/cart";
import { type LineRef, parseLineRefs } from "./cart-check";
import { currentCartLines } from "./cart-check.server";
import { addCookieLine, type CookieAddBlock, cartCookieName, cookieCartHeader, type CookieLine, parseCookieCart, removeCookieLine } from "./cart-cookie";

type CartContext = Pick<ShopContext, "db" | "language" | "config">;

/** What a refused add says on the cart page (docs/product/cart-and-orders.md#cart-without-scripts). */
const addRefusals: Record<CookieAddBlock | "unavailable", string> = {
  "out-of-stock": "cart.outOfStock",
  "at-maximum": "cart.atMaximum",
  "too-many-lines": "cart.tooManyLines",
  unavailable: "cart.unavailable",
};

export function readCookieCart(request: Request): CookieLine[] {
  return parseCookieCart(readCookie(request.headers.get("cookie"), cartCookieName));
}

/**
 * The cookie cart's lines as the shop sells them today, each quantity within today's stock; a
 * piece the shop no longer sells is left out (ordering it would be refused).
 */
export async function cookieCartLines(context: CartContext, lines: readonly CookieLine[]): Promise<CartLine[]> {
  if (lines.length === 0) return [];
  const current = await currentCartLines(context.db, context.language, lines);
  return current.flatMap(({ product }, index) =>
    product && product.stock !== 0 ? [{ ...product, qty: clampQuantity(lines[index].qty, product.stock) }] : [],
  );
}

export const cookieCartCookie = (lines: readonly CookieLine[], context: CartContext) =>
  cookieCartHeader(lines, new URL(context.config.publicUrl).protocol === "https:");

/**
 * "Add to cart" and "Remove" posted as forms without scripts: the cookie changes and the shopper
 * lands on the cart; a refused add stays on the cart page with the reason. Null when the form is
 * not one of these (the route handles the order itself).
 */
export async function cookieCartAction(
  request: Request,
  form: FormData,
  context: CartContext,
): Promise<Response | ReturnType<typeof data<{ refusal: string }>> | null> {
  const intent = form.get("intent");
  if (intent !== "add" && intent !== "remove") return null;
  const ref = lineRefOf(form.get("item"), form.get("color"));
  if (!ref) return data({ refusal: addRefusals.unavailable }, 400);
  const lines = readCookieCart(request);
  if (intent === "remove") {
    return redirect("/cart", { status: 303, headers: { "Set-Cookie": cookieCartCookie(removeCookieLine(lines, ref), context) } });
  }
  const [current] = await currentCartLines(context.db, context.language, [ref]);
  if (!current.product) return data({ refusal: addRefusals.unavailable }, 409);
  const added = addCookieLine(lines, ref, current.product.stock);
  if (!added.ok) return data({ refusal: addRefusals[added.reason] }, 409);
  return redirect("/cart", { status: 303, headers: { "Set-Cookie": cookieCartCookie(added.lines, context) } });
}

/** The piece an add, a remove or a commission names, by its item and colour (a field or a query parameter). */
function lineRefOf(item: FormDataEntryValue | null, color: FormDataEntryValue | null): LineRef | null {
  const refs = parseLineRefs([`${item}${typeof color === "string" && color ? `:${color}` : ""}`]);
  return refs ? refs[0] : null;
}

/**
 * The piece "Make me one like this" asks for when the page has no scripts
 * (docs/product/cart-and-orders.md#commissions), as one line: null when the shop does not sell it.
 * A commission is not bound by stock, so a sold-out piece is a line too.
 */
export async function commissionedPiece(context: CartContext, item: string | null, color: string | null): Promise<CartLine | null> {
  const ref = item ? lineRefOf(item, color) : null;
  if (!ref) return null;
  const [current] = await currentCartLines(context.db, context.language, [ref]);
  return current.product ? { ...current.product, qty: 1 } : null;
}

/** A bounded form from the shop's own pages, or null for a forged or oversized post. */
export async function readCartForm(request: Request, context: CartContext): Promise<FormData | null> {
  if (!isSameOriginRequest(request, context.config)) return null;
  const reading = await readBoundedForm(request, smallFormBytes);
  return "form" in reading ? reading.form : null;
}
