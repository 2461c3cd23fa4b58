import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { adminUsers, articles, authors, blogCategories } from "~db/schema";
import { sanitizeArticleHtml } from "~/lib/article-html.server";
import type { ShopContext, AdminPost } from "~/context";
import { backOfficeText } from "~/i18n/content";
import { imageSourcesIn, imagesOf } from "~/media/image-cleanup.server";
import { languages, type Language } from "~shared/languages";
import { contentAction, contentTexts, type WriteOutcome } from "~/components/back-office/content-action.server";
import { htmlHasContent } from "~/lib/html-text";
import { articleSchema, type ArticleChoice, type ArticleRow, type ArticleValue } from "./article-form";

type Db = Pick<ShopContext, "db">;

/**
 * The action's schema: the form's, then every language's content sanitised (docs/product/content-rules.md#article-html). English
 * content that was nothing but removed markup counts as missing.
 */
const articleSaveSchema = articleSchema.transform((value, ctx) => {
  const contentI18n: Partial<Record<Language, string | null>> = { ...value.contentI18n };
  for (const language of languages) {
    const html = contentI18n[language];
    if (!html) continue;
    const clean = sanitizeArticleHtml(html);
    contentI18n[language] = htmlHasContent(clean) ? clean : null;
  }
  if (!contentI18n.en) ctx.addIssue({ code: "custom", path: ["content_en"], message: "admin.articles.contentRequired" });
  return { ...value, contentI18n: { ...contentI18n, en: contentI18n.en ?? "" } };
});

/** docs/product/back-office.md#articles: every article, newest first, with what its form needs. */
async function listArticles({ db }: Db): Promise<ArticleRow[]> {
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      titleI18n: articles.titleI18n,
      excerptI18n: articles.excerptI18n,
      contentI18n: articles.contentI18n,
      featuredImage: articles.featuredImage,
      categoryId: articles.categoryId,
      authorId: articles.authorId,
      featured: articles.featured,
      published: articles.published,
      readTime: articles.readTime,
      tags: articles.tags,
    })
    .from(articles)
    .orderBy(desc(articles.createdAt));
}

/**
 * docs/product/back-office.md#articles: the selects' choices — active blog categories by sort
 * order, active authors by name — and a new article's author: the signed-in admin's own profile
 * (the author with their address), else the owner's.
 */
async function articleChoices({ db, language }: Pick<ShopContext, "db" | "language">, adminEmail: string) {
  const [categoryRows, authorRows, [owner]] = await Promise.all([
    db
      .select({ id: blogCategories.id, slug: blogCategories.slug, nameI18n: blogCategories.nameI18n })
      .from(blogCategories)
      .where(eq(blogCategories.active, true))
      .orderBy(asc(blogCategories.sortOrder)),
    db
      .select({ id: authors.id, label: authors.name, email: authors.email })
      .from(authors)
      .where(eq(authors.active, true))
      .orderBy(asc(authors.name)),
    db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.isOwner, true)),
  ]);
  const categories: ArticleChoice[] = categoryRows.map((row) => ({ id: row.id, label: backOfficeText(row.nameI18n, language, row.slug) }));
  const profileOf = (email: string | undefined) => authorRows.find((row) => email && row.email?.toLowerCase() === email.toLowerCase());
  const newArticleAuthorId = (profileOf(adminEmail) ?? profileOf(owner?.email))?.id ?? null;
  return { categories, authors: authorRows.map(({ id, label }): ArticleChoice => ({ id, label })), newArticleAuthorId };
}

/**
 * Creates or updates an article. docs/product/back-office.md#published-date: published_at is set when the article becomes
 * published, kept on later saves, and cleared when it is unpublished.
 */
async function saveArticle({ db }: Db, value: ArticleValue): Promise<WriteOutcome> {
  const { id, ...fields } = value;
  const [clash] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(id ? and(eq(articles.slug, fields.slug), ne(articles.id, id)) : eq(articles.slug, fields.slug))
    .limit(1);
  if (clash) return { ok: false, problem: "slugTaken" };
  if (!id) {
    await db.insert(articles).values({ ...fields, publishedAt: fields.published ? new Date() : null });
    return { ok: true };
  }
  const updated = await db
    .update(articles)
    .set({
      ...fields,
      publishedAt: fields.published ? sql`coalesce(${articles.publishedAt}, now())` : null,
      updatedAt: new Date(),
    })
    .where(eq(articles.id, id))
    .returning({ id: articles.id });
  return updated.length > 0 ? { ok: true } : { ok: false, problem: "notFound" };
}

async function imagesOfArticle({ db }: Db, id: string): Promise<string[]> {
  const [row] = await db
    .select({ featuredImage: articles.featuredImage, contentI18n: articles.contentI18n })
    .from(articles)
    .where(eq(articles.id, id));
  if (!row) return [];
  return imagesOf(row.featuredImage, ...Object.values(row.contentI18n).map((html) => imageSourcesIn(html ?? "")));
}

async function deleteArticle({ db }: Db, id: string): Promise<WriteOutcome> {
  const deleted = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  return deleted.length > 0 ? { ok: true } : { ok: false, problem: "notFound" };
}

/** The articles page: every article, with the choices its form offers. */
export async function articlesPage(context: Pick<ShopContext, "db" | "language">, adminEmail: string) {
  const [rows, choices] = await Promise.all([listArticles(context), articleChoices(context, adminEmail)]);
  return { articles: rows, ...choices };
}

/** The articles page's writes: save or delete one article. */
export function writeArticle(post: AdminPost) {
  return contentAction(post, {
    schema: articleSaveSchema,
    texts: contentTexts("admin.articles"),
    save: (value) => saveArticle(post.context, value),
    remove: (id) => deleteArticle(post.context, id),
    imagesOf: (id) => imagesOfArticle(post.context, id),
  });
}
