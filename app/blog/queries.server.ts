import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { articles, authors } from "../../db/schema";
import type { Language } from "~/i18n/languages";
import { type ArticleCard, toArticleCard } from "./article-card";

/** SPEC §9: the home page shows the 2 latest articles. */
export const homeArticleCount = 2;

/** Published articles only, newest publication first, with their author's name (SPEC §2, §4 Blog). */
export async function latestArticles(db: Database, language: Language, limit: number): Promise<ArticleCard[]> {
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      titleI18n: articles.titleI18n,
      excerptI18n: articles.excerptI18n,
      featuredImage: articles.featuredImage,
      readTime: articles.readTime,
      publishedAt: articles.publishedAt,
      authorName: authors.name,
    })
    .from(articles)
    .leftJoin(authors, eq(articles.authorId, authors.id))
    .where(eq(articles.published, true))
    .orderBy(sql`${articles.publishedAt} DESC NULLS LAST`, desc(articles.createdAt))
    .limit(limit);
  return rows.map((row) => toArticleCard(row, language));
}
