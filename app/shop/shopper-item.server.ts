import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~db/client";
import { colorVariants, type Item } from "~db/schema";
import type { Language } from "~shared/languages";
import { translator } from "~/i18n/messages.server";
import { readPrices } from "./sale-price.server";
import { normalizeTags, type ShopperItem, toShopperItem } from "./shopper-item";
import { tagLabelTexts } from "./tag-labels.server";

/*
 * The shopper's view of item rows, read the same way by the catalog's pages and by the cart's
 * check of its lines against today's prices and stock.
 */

/** Cards for item rows, with their active colour variants, their tags' labels and their prices now (sales included). */
export async function shopperItems(db: Database, rows: readonly Item[], language: Language): Promise<ShopperItem[]> {
  const ids = rows.filter((row) => row.hasColorVariants).map((row) => row.id);
  const [variants, labels, prices] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(colorVariants)
          .where(and(inArray(colorVariants.itemId, ids), eq(colorVariants.active, true)))
          .orderBy(asc(colorVariants.sortOrder), asc(colorVariants.createdAt))
      : [],
    tagLabelTexts(db, rows.flatMap((row) => normalizeTags(row.tags))),
    readPrices(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const colorWord = translator(language)("catalog.color");
  return rows.map((row) => toShopperItem(row, variants, language, colorWord, labels, prices));
}
