import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { colorVariants, items, type Item } from "../../db/schema";
import type { Language } from "~shared/languages";
import { translator } from "~/i18n/messages.server";
import { type ItemCard, normalizeTags, toItemCard } from "./item-card";
import { tagLabelTexts } from "./tag-labels.server";

/** docs/product/storefront.md#featured-items: the home page shows at most 3 items. */
export const featuredLimit = 3;

/** Cards for item rows, with their active colour variants and their tags' labels read in one query each. */
export async function itemCards(db: Database, rows: readonly Item[], language: Language): Promise<ItemCard[]> {
  const ids = rows.filter((row) => row.hasColorVariants).map((row) => row.id);
  const [variants, labels] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(colorVariants)
          .where(and(inArray(colorVariants.itemId, ids), eq(colorVariants.active, true)))
          .orderBy(asc(colorVariants.sortOrder), asc(colorVariants.createdAt))
      : [],
    tagLabelTexts(db, rows.flatMap((row) => normalizeTags(row.tags))),
  ]);
  const colorWord = translator(language)("catalog.color");
  return rows.map((row) => toItemCard(row, variants, language, colorWord, labels));
}

/** docs/product/storefront.md#featured-items: active items, featured first, then the others, newest first within each. */
export async function featuredItems(db: Database, language: Language): Promise<ItemCard[]> {
  const rows = await db
    .select()
    .from(items)
    .where(eq(items.active, true))
    .orderBy(desc(items.featured), desc(items.createdAt), asc(items.id))
    .limit(featuredLimit);
  return itemCards(db, rows, language);
}
