import type { Article } from "~db/schema";
import { contentFallbackLanguage, type Language } from "~shared/languages";
import { localized } from "~/i18n/content";
import { type ArticleCard, type ArticleCardRow, toArticleCard } from "./article-card";

/** One article as its own page shows it (docs/product/storefront.md#blog-article). */
export type ArticleDetail = ArticleCard & {
  /** The body's HTML as stored; the query sanitises it again before it reaches a page. */
  html: string;
  /** The language the body is written in: the page's, or English when it has no translation. */
  contentLanguage: Language;
  /** ISO timestamp of the last change. */
  updatedAt: string;
  authorAvatar: string | null;
};

export type ArticleDetailRow = ArticleCardRow &
  Pick<Article, "contentI18n" | "updatedAt"> & { authorAvatarUrl: string | null };

export function toArticleDetail(row: ArticleDetailRow, language: Language): ArticleDetail {
  const ownBody = row.contentI18n[language]?.trim();
  return {
    ...toArticleCard(row, language),
    html: localized(row.contentI18n, language),
    contentLanguage: ownBody ? language : contentFallbackLanguage,
    updatedAt: row.updatedAt.toISOString(),
    authorAvatar: row.authorName?.trim() ? row.authorAvatarUrl : null,
  };
}
