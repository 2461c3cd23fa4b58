import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { articles, authors, blogCategories } from "~db/schema";
import { localized } from "~/i18n/content";
import type { Language } from "~shared/languages";
import { type ArticleCard, type BlogCategoryLabel, toArticleCard } from "./article-card";
import { type ArticleDetail, toArticleDetail } from "./article-detail";
import { sanitizeArticleHtml } from "~/lib/article-html.server";
import { blogPageSize, pageCount } from "./blog-list-params";

/** docs/product/storefront.md#latest-articles: the home page shows the 2 latest articles. */
export const homeArticleCount = 2;

const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  titleI18n: articles.titleI18n,
  excerptI18n: articles.excerptI18n,
  featuredImage: articles.featuredImage,
  readTime: articles.readTime,
  publishedAt: articles.publishedAt,
  authorName: authors.name,
  categorySlug: blogCategories.slug,
  categoryNameI18n: blogCategories.nameI18n,
};

/** Newest publication first (docs/product/storefront.md#blog-list); ties keep a stable order so pages never overlap. */
const newestFirst = [sql`${articles.publishedAt} DESC NULLS LAST`, desc(articles.createdAt), asc(articles.id)];

const authorJoin = eq(articles.authorId, authors.id);
/** A hidden category is not shown on its articles. */
const categoryJoin = and(eq(articles.categoryId, blogCategories.id), eq(blogCategories.active, true));
/** docs/product/storefront.md#published-articles: only published articles are public. */
const isPublished = eq(articles.published, true);

/** Cards of published articles, with author and category joined in the same query. */
function publishedCards(db: Database, where?: SQL) {
  return db
    .select(cardColumns)
    .from(articles)
    .leftJoin(authors, authorJoin)
    .leftJoin(blogCategories, categoryJoin)
    .where(and(isPublished, where));
}

/** Published articles only, newest publication first, with their author's name (docs/product/storefront.md#latest-articles). */
export async function latestArticles(db: Database, language: Language, limit: number): Promise<ArticleCard[]> {
  const rows = await publishedCards(db)
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => toArticleCard(row, language));
}

/** The blog list's filter buttons: active blog categories by sort order (docs/product/storefront.md#blog-list). */
export async function activeBlogCategories(db: Database, language: Language): Promise<(BlogCategoryLabel & { id: string })[]> {
  const rows = await db
    .select({ id: blogCategories.id, slug: blogCategories.slug, nameI18n: blogCategories.nameI18n })
    .from(blogCategories)
    .where(eq(blogCategories.active, true))
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.createdAt), asc(blogCategories.id));
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: localized(row.nameI18n, language, row.slug) }));
}

export type BlogList = {
  /** Featured articles, listed apart (docs/product/storefront.md#blog-list); on the first page only. */
  featured: ArticleCard[];
  /** One page of the other articles. */
  latest: ArticleCard[];
  page: number;
  pageCount: number;
};

/**
 * One page of the blog list (docs/product/storefront.md#blog-list): featured articles apart, the others
 * paginated, optionally within one category.
 */
export async function blogList(
  db: Database,
  language: Language,
  { categoryId, page }: { categoryId?: string; page: number },
): Promise<BlogList> {
  const inCategory = categoryId ? eq(articles.categoryId, categoryId) : undefined;
  const notFeatured = and(eq(articles.featured, false), inCategory);
  const [featured, latest, [{ total }]] = await Promise.all([
    page === 1
      ? publishedCards(db, and(eq(articles.featured, true), inCategory))
          .orderBy(...newestFirst)
          .limit(blogPageSize)
      : [],
    publishedCards(db, notFeatured)
      .orderBy(...newestFirst)
      .limit(blogPageSize)
      .offset((page - 1) * blogPageSize),
    db
      .select({ total: count() })
      .from(articles)
      .where(and(isPublished, notFeatured)),
  ]);
  return {
    featured: featured.map((row) => toArticleCard(row, language)),
    latest: latest.map((row) => toArticleCard(row, language)),
    page,
    pageCount: pageCount(total),
  };
}

/**
 * One published article by its slug, its body sanitised again (docs/product/content-rules.md#article-html); null otherwise.
 * An admin's preview (docs/product/storefront.md#owner-preview) also finds an unpublished one.
 */
export async function publishedArticle(
  db: Database,
  language: Language,
  slug: string,
  visibility: "published" | "preview" = "published",
): Promise<ArticleDetail | null> {
  const [row] = await db
    .select({ ...cardColumns, contentI18n: articles.contentI18n, updatedAt: articles.updatedAt, authorAvatarUrl: authors.avatarUrl })
    .from(articles)
    .leftJoin(authors, authorJoin)
    .leftJoin(blogCategories, categoryJoin)
    .where(visibility === "preview" ? eq(articles.slug, slug) : and(isPublished, eq(articles.slug, slug)))
    .limit(1);
  if (!row) return null;
  const detail = toArticleDetail(row, language);
  return { ...detail, html: sanitizeArticleHtml(detail.html) };
}
