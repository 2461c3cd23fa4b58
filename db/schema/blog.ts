import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { categoryColumns, timestamps } from "~db/schema/columns";
import type { I18nText, OptionalI18nText } from "~shared/i18n-text";

export const blogCategories = pgTable("blog_categories", categoryColumns());

export const authors = pgTable("authors", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email"),
  avatarUrl: text("avatar_url"),
  bioI18n: jsonb("bio_i18n").$type<OptionalI18nText>().notNull().default({}),
  active: boolean("active").notNull().default(true),
  ...timestamps,
});

export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    titleI18n: jsonb("title_i18n").$type<I18nText>().notNull(),
    excerptI18n: jsonb("excerpt_i18n").$type<OptionalI18nText>().notNull().default({}),
    /** Sanitised HTML per language. */
    contentI18n: jsonb("content_i18n").$type<I18nText>().notNull(),
    featuredImage: text("featured_image"),
    categoryId: uuid("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    authorId: uuid("author_id").references(() => authors.id, { onDelete: "set null" }),
    featured: boolean("featured").notNull().default(false),
    published: boolean("published").notNull().default(false),
    /** Minutes; null when unknown. */
    readTime: integer("read_time"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("articles_read_time_positive", sql`${t.readTime} IS NULL OR ${t.readTime} > 0`),
    index("articles_published_idx").on(t.published, t.publishedAt),
    index("articles_category_idx").on(t.categoryId),
    // The blog list's order over published articles, with and without a category (app/blog/queries.server.ts).
    index("articles_published_list_idx")
      .on(t.featured, sql`${t.publishedAt} DESC NULLS LAST`, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.published}`),
    index("articles_category_list_idx")
      .on(t.categoryId, t.featured, sql`${t.publishedAt} DESC NULLS LAST`, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.published}`),
  ],
);

export type Author = typeof authors.$inferSelect;
export type Article = typeof articles.$inferSelect;
