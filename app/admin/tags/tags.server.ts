import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { items, tagLabels } from "~db/schema";
import { tagKeys } from "~db/schema/catalog-expressions";
import { tagLabelTexts } from "~/shop/tag-labels.server";
import type { AdminPost } from "~/context";
import { contentAction, type ContentTexts, type WriteOutcome } from "~/components/back-office/content-action.server";
import { tagLabelSchema, type TagLabelValue, type TagRow } from "./tag-form";

const tagTexts: ContentTexts = {
  created: "admin.tags.saved",
  updated: "admin.tags.saved",
  deleted: "admin.tags.saved",
  createFailed: "admin.failedToUpdate",
  updateFailed: "admin.failedToUpdate",
  deleteFailed: "admin.failedToUpdate",
};

/** docs/product/back-office.md#tags: every tag on an item (active or not), A to Z, with its labels and how many items carry it. */
export async function listTags(db: Database): Promise<TagRow[]> {
  const used = await db
    .select({ tag: sql<string>`tag`, usedBy: sql<number>`count(*)::int` })
    .from(sql`${items}, unnest(${tagKeys(items.tags)}) as tag`)
    .groupBy(sql`tag`)
    .orderBy(asc(sql`tag`));
  const labels = await tagLabelTexts(db, used.map((row) => row.tag));
  return used.map((row) => ({ tag: row.tag, usedBy: row.usedBy, labelI18n: labels.get(row.tag) ?? {} }));
}

async function tagInUse(db: Database, tag: string): Promise<boolean> {
  const [onItem] = await db
    .select({ one: sql`1` })
    .from(items)
    .where(sql`${tagKeys(items.tags)} @> array[${tag}::text]`)
    .limit(1);
  if (onItem) return true;
  const [labelled] = await db.select({ tag: tagLabels.tag }).from(tagLabels).where(eq(tagLabels.tag, tag)).limit(1);
  return labelled !== undefined;
}

/**
 * Stores a tag's labels (docs/product/content-rules.md#tag-labels). Only a tag some item carries,
 * or one labelled before, can be labelled; all labels empty removes the row, so the tag shows as
 * itself again.
 */
async function saveTagLabels(db: Database, value: TagLabelValue): Promise<WriteOutcome> {
  if (!(await tagInUse(db, value.tag))) return { ok: false, problem: "notFound" };
  if (!Object.values(value.labelI18n).some(Boolean)) {
    await db.delete(tagLabels).where(eq(tagLabels.tag, value.tag));
    return { ok: true };
  }
  await db
    .insert(tagLabels)
    .values({ tag: value.tag, labelI18n: value.labelI18n })
    .onConflictDoUpdate({ target: tagLabels.tag, set: { labelI18n: value.labelI18n, updatedAt: new Date() } });
  return { ok: true };
}

/** Tags are made by typing them on items: this page only labels them, it neither creates nor deletes. */
export function writeTagLabels(post: AdminPost) {
  return contentAction(post, {
    schema: tagLabelSchema,
    texts: tagTexts,
    save: (value) => saveTagLabels(post.context.db, value),
    remove: async () => ({ ok: false, problem: "notFound" }),
  });
}
