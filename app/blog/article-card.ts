import type { Article } from "../../db/schema";
import { localized } from "~/i18n/content";
import type { Language } from "~/i18n/languages";

/** An article as lists show it, in one language (SPEC §2 Home: latest blog articles). */
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
};

export type ArticleCardRow = Pick<
  Article,
  "id" | "slug" | "titleI18n" | "excerptI18n" | "featuredImage" | "readTime" | "publishedAt"
> & { authorName: string | null };

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
  };
}
