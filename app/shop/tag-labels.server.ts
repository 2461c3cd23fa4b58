import { inArray } from "drizzle-orm";
import type { Database } from "~db/client";
import { tagLabels } from "~db/schema";
import type { TagLabelTexts } from "./tag-labels";

/** The owner's labels of the given tags (docs/product/content-rules.md#tag-labels); a tag without one is left out. */
export async function tagLabelTexts(db: Database, tags: readonly string[]): Promise<TagLabelTexts> {
  const wanted = [...new Set(tags)];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(tagLabels).where(inArray(tagLabels.tag, wanted));
  return new Map(rows.map((row) => [row.tag, row.labelI18n]));
}
