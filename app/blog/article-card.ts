import type { Article, I18nText } from "~db/schema";
import { localized } from "~/i18n/content";
import type { Language } from "~shared/languages";

/** A blog category as a filter button or a badge shows it. */
export type BlogCategoryLabel = { slug: string; name: string };

/** An article as lists show it, in one language (docs/product/storefront.md#blog-card). */
export type ArticleCard = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  image: string | null;
  /** Minutes; null when unknown. */
  readTime: number | null;
  /** ISO timestamp. */
  publishedAt: string | null;
  /** Null when the article has no author; the page then says Unknown. */
  authorName: string | null;
  /** Null when the article has no category or its category is hidden. */
  category: BlogCategoryLabel | null;
};

export type ArticleCardRow = Pick<
  Article,
  "id" | "slug" | "titleI18n" | "excerptI18n" | "featuredImage" | "readTime" | "publishedAt"
> & { authorName: string | null; categorySlug: string | null; categoryNameI18n: I18nText | null };

export function toArticleCard(row: ArticleCardRow, language: Language): ArticleCard {
  return {
    id: row.id,
    slug: row.slug,
    title: localized(row.titleI18n, language, row.slug),
    excerpt: localized(row.excerptI18n, language),
    image: row.featuredImage,
    readTime: row.readTime && row.readTime > 0 ? row.readTime : null,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    authorName: row.authorName?.trim() || null,
    category: row.categorySlug
      ? { slug: row.categorySlug, name: localized(row.categoryNameI18n, language, row.categorySlug) }
      : null,
  };
}
