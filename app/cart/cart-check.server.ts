import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~db/client";
import { items } from "~db/schema";
import { shopperItems } from "~/shop/shopper-item.server";
import { cartProductFor } from "~/shop/shopper-item";
import type { Language } from "~shared/languages";
import type { CurrentLine, LineRef } from "./cart-check";

/**
 * Today's name, price, stock and picture of each cart line, in the page's language. A line can
 * no longer be ordered (product null) when its item is gone or inactive, when its colour is gone,
 * inactive or of another item, or when it has no colour but the item now comes only in colours —
 * the same rules the server applies when it stores an order request.
 */
export async function currentCartLines(db: Database, language: Language, refs: readonly LineRef[]): Promise<CurrentLine[]> {
  const itemIds = [...new Set(refs.map((ref) => ref.itemId))];
  const rows = await db
    .select()
    .from(items)
    .where(and(inArray(items.id, itemIds), eq(items.active, true)));
  const cards = new Map((await shopperItems(db, rows, language)).map((card) => [card.id, card]));
  const withColours = new Set(rows.filter((row) => row.hasColorVariants).map((row) => row.id));

  return refs.map(({ itemId, variantId }) => {
    const card = cards.get(itemId);
    if (!card) return { itemId, variantId, product: null };
    if (variantId === null) {
      return { itemId, variantId, product: withColours.has(itemId) ? null : cartProductFor(card, null) };
    }
    const variant = card.variants.find((v) => v.id === variantId);
    return { itemId, variantId, product: variant ? cartProductFor(card, variant) : null };
  });
}
