import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { articles, authors, blogCategories, categories, colorVariants, items, tagLabels } from "~db/schema";
import type { I18nText } from "~shared/i18n-text";
import { demoArticles, demoAuthors, demoBlogCategories } from "./blog";
import { demoCategories, demoItems, demoTagLabels } from "./catalogue";
import { demoArticleCreatedAt, demoItemCreatedAt } from "./import.server";

/*
 * docs/product/back-office.md#removing-the-demo-content: which rows are the demo's as it was
 * imported, and removing them in one transaction. How a row is recognised: docs/decisions/0065.
 */

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Database | Transaction;

/** A row the removal names: its id and its name as the back office shows it. */
export type DemoRow = { id: string; name: I18nText };

export type DemoContent = {
  items: DemoRow[];
  articles: DemoRow[];
  categories: DemoRow[];
  blogCategories: DemoRow[];
  authors: DemoRow[];
  /** The demo's items and articles the owner changed since the import: kept unless she asks. */
  changed: { items: DemoRow[]; articles: DemoRow[] };
  /** The picture addresses the removed rows showed, to release once the removal has committed. */
  images: string[];
};

const same = (a: Date, b: Date) => a.getTime() === b.getTime();

/**
 * What removing the demo would take away now; `withChanged` also takes the demo's items and articles
 * the owner changed. An item is the demo's when its slug is one of the demo's and it bears the
 * instant the demo gives it; it was changed when its row or a colour was saved since, or a colour
 * was added. Categories, blog categories and the demo's authors go only when nothing that stays
 * uses them and they were never edited.
 */
export async function demoContent(db: Reader, withChanged: boolean): Promise<DemoContent> {
  const itemRows = await db
    .select({ id: items.id, slug: items.slug, name: items.nameI18n, images: items.images, createdAt: items.createdAt, updatedAt: items.updatedAt })
    .from(items)
    .where(inArray(items.slug, demoItems.map((item) => item.slug)));
  const demoItemRows = itemRows.filter((row) => same(row.createdAt, demoItemCreatedAt(demoItems.findIndex((item) => item.slug === row.slug))));
  const colours = demoItemRows.length
    ? await db
        .select({ itemId: colorVariants.itemId, images: colorVariants.images, createdAt: colorVariants.createdAt, updatedAt: colorVariants.updatedAt })
        .from(colorVariants)
        .where(inArray(colorVariants.itemId, demoItemRows.map((row) => row.id)))
    : [];
  const itemChanged = (row: (typeof demoItemRows)[number]) => {
    const own = colours.filter((colour) => colour.itemId === row.id);
    // The import stores an item's colours together: one instant, never saved since.
    const imported = Math.min(...own.map((colour) => colour.createdAt.getTime()));
    return !same(row.createdAt, row.updatedAt) || own.some((colour) => colour.createdAt.getTime() !== imported || !same(colour.createdAt, colour.updatedAt));
  };
  const goingItems = demoItemRows.filter((row) => withChanged || !itemChanged(row));
  const goingItemIds = new Set(goingItems.map((row) => row.id));

  const articleRows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.titleI18n,
      image: articles.featuredImage,
      createdAt: articles.createdAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(inArray(articles.slug, demoArticles.map((article) => article.slug)));
  const demoArticleRows = articleRows.filter((row) => same(row.createdAt, demoArticleCreatedAt(demoArticles.find((a) => a.slug === row.slug)!)));
  const goingArticles = demoArticleRows.filter((row) => withChanged || same(row.createdAt, row.updatedAt));
  const goingArticleIds = new Set(goingArticles.map((row) => row.id));

  // What stays after the removal still needs its category and its author.
  const usedCategories = await db
    .selectDistinct({ id: items.categoryId })
    .from(items)
    .where(goingItemIds.size ? notInArray(items.id, [...goingItemIds]) : undefined);
  const usedByArticles = await db
    .selectDistinct({ categoryId: articles.categoryId, authorId: articles.authorId })
    .from(articles)
    .where(goingArticleIds.size ? notInArray(articles.id, [...goingArticleIds]) : undefined);
  const unused = (id: string, used: (string | null)[]) => !used.includes(id);

  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.nameI18n, createdAt: categories.createdAt, updatedAt: categories.updatedAt })
    .from(categories)
    .where(inArray(categories.slug, demoCategories.map((c) => c.slug)));
  const blogCategoryRows = await db
    .select({ id: blogCategories.id, name: blogCategories.nameI18n, createdAt: blogCategories.createdAt, updatedAt: blogCategories.updatedAt })
    .from(blogCategories)
    .where(inArray(blogCategories.slug, demoBlogCategories.map((c) => c.slug)));
  const authorRows = await db
    .select({ id: authors.id, name: authors.name, avatar: authors.avatarUrl, createdAt: authors.createdAt, updatedAt: authors.updatedAt })
    .from(authors)
    .where(inArray(authors.email, demoAuthors.map((a) => a.email)));

  const goingCategories = categoryRows.filter(
    (row) => same(row.createdAt, row.updatedAt) && unused(row.id, usedCategories.map((u) => u.id)),
  );
  const goingBlogCategories = blogCategoryRows.filter(
    (row) => same(row.createdAt, row.updatedAt) && unused(row.id, usedByArticles.map((u) => u.categoryId)),
  );
  const goingAuthors = authorRows.filter((row) => same(row.createdAt, row.updatedAt) && unused(row.id, usedByArticles.map((u) => u.authorId)));

  const changedItems = demoItemRows.filter((row) => !goingItemIds.has(row.id));
  const changedArticles = demoArticleRows.filter((row) => !goingArticleIds.has(row.id));
  return {
    items: goingItems.map((row) => ({ id: row.id, name: row.name })),
    articles: goingArticles.map((row) => ({ id: row.id, name: row.title })),
    categories: goingCategories.map((row) => ({ id: row.id, name: row.name })),
    blogCategories: goingBlogCategories.map((row) => ({ id: row.id, name: row.name })),
    authors: goingAuthors.map((row) => ({ id: row.id, name: { en: row.name } })),
    changed: {
      items: changedItems.map((row) => ({ id: row.id, name: row.name })),
      articles: changedArticles.map((row) => ({ id: row.id, name: row.title })),
    },
    images: [
      ...goingItems.flatMap((row) => row.images),
      ...colours.filter((colour) => goingItemIds.has(colour.itemId)).flatMap((colour) => colour.images),
      ...goingArticles.flatMap((row) => (row.image ? [row.image] : [])),
      ...goingAuthors.flatMap((row) => (row.avatar ? [row.avatar] : [])),
    ],
  };
}

/** How many rows a removal takes away in all. */
export const demoRowCount = (content: DemoContent) =>
  content.items.length + content.articles.length + content.categories.length + content.blogCategories.length + content.authors.length;

/**
 * Removes what `demoContent` names, read again inside one transaction so that it is what the
 * database holds at that moment; the demo's tag words go too when no item that stays carries the
 * tag and the owner left them as they were. Answers what went, with the pictures to release.
 */
export async function removeDemoContent(db: Database, withChanged: boolean): Promise<DemoContent> {
  return db.transaction(async (tx) => {
    // One removal at a time: a second one waits, then finds nothing left.
    await tx.execute(sql`lock table items, articles in share row exclusive mode`);
    const content = await demoContent(tx, withChanged);
    const ids = (rows: DemoRow[]) => rows.map((row) => row.id);
    if (content.items.length) await tx.delete(items).where(inArray(items.id, ids(content.items)));
    if (content.articles.length) await tx.delete(articles).where(inArray(articles.id, ids(content.articles)));
    if (content.categories.length) await tx.delete(categories).where(inArray(categories.id, ids(content.categories)));
    if (content.blogCategories.length) await tx.delete(blogCategories).where(inArray(blogCategories.id, ids(content.blogCategories)));
    if (content.authors.length) await tx.delete(authors).where(inArray(authors.id, ids(content.authors)));
    for (const [tag, label] of Object.entries(demoTagLabels)) {
      await tx
        .delete(tagLabels)
        .where(
          and(
            eq(tagLabels.tag, tag),
            sql`${tagLabels.labelI18n} = ${JSON.stringify(label)}::jsonb`,
            sql`not exists (select 1 from items where ${tag} = any(item_tag_keys(items.tags)))`,
          ),
        );
    }
    return content;
  });
}
