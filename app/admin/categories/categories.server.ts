import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Database } from "~db/client";
import { articles, blogCategories, categories, items } from "~db/schema";
import type { AdminPost } from "~/context";
import { contentAction, type ContentTexts, type WriteOutcome } from "~/components/back-office/content-action.server";
import { categorySchema, type CategoryKind, type CategoryRow, type CategoryValue } from "./category-form";

/** Both tables have the same columns (docs/product/back-office.md#categories: a blog category has the same fields as a category). */
const tables = { categories, "blog-categories": blogCategories as unknown as typeof categories } satisfies Record<
  CategoryKind,
  typeof categories
>;
/** What refers to each kind of category, left without one when it is deleted (ON DELETE SET NULL). */
const users = { categories: items, "blog-categories": articles } as const;

const categoryTexts: ContentTexts = {
  created: "admin.categories.created",
  updated: "admin.categories.updated",
  deleted: "admin.categories.deleted",
  createFailed: "admin.failedToCreate",
  updateFailed: "admin.failedToUpdate",
  deleteFailed: "admin.failedToDelete",
};

/** docs/product/back-office.md#categories: every category by sort order, with how many items or articles each holds. */
export async function listCategories(db: Database, kind: CategoryKind): Promise<CategoryRow[]> {
  const table = tables[kind];
  const user = users[kind];
  const counts = await db
    .select({ id: user.categoryId, used: count() })
    .from(user)
    .groupBy(user.categoryId);
  const usedBy = new Map(counts.map((row) => [row.id, row.used]));
  const rows = await db.select().from(table).orderBy(asc(table.sortOrder), asc(table.slug));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    nameI18n: row.nameI18n,
    descriptionI18n: row.descriptionI18n,
    active: row.active,
    sortOrder: row.sortOrder,
    usedBy: usedBy.get(row.id) ?? 0,
  }));
}

/** Creates (no id) or updates a category; a slug in use elsewhere is refused, by the database in a race. */
async function saveCategory(db: Database, kind: CategoryKind, value: CategoryValue): Promise<WriteOutcome> {
  const table = tables[kind];
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(value.id ? and(eq(table.slug, value.slug), ne(table.id, value.id)) : eq(table.slug, value.slug))
    .limit(1);
  if (clash) return { ok: false, problem: "slugTaken" };
  const fields = {
    slug: value.slug,
    nameI18n: value.nameI18n,
    descriptionI18n: value.descriptionI18n,
    active: value.active,
    sortOrder: value.sortOrder,
  };
  if (!value.id) {
    await db.insert(table).values(fields);
    return { ok: true };
  }
  const updated = await db
    .update(table)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(table.id, value.id))
    .returning({ id: table.id });
  return updated.length > 0 ? { ok: true } : { ok: false, problem: "notFound" };
}

/** Deletes a category; its items or articles stay, without a category. */
async function deleteCategory(db: Database, kind: CategoryKind, id: string): Promise<WriteOutcome> {
  const table = tables[kind];
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0 ? { ok: true } : { ok: false, problem: "notFound" };
}

/** The writes of /admin/categories and /admin/blog-categories: save or delete one category. */
export function writeCategory(post: AdminPost, kind: CategoryKind) {
  const { db } = post.context;
  return contentAction(post, {
    schema: categorySchema(kind),
    texts: categoryTexts,
    save: (value) => saveCategory(db, kind, value),
    remove: (id) => deleteCategory(db, kind, id),
  });
}
