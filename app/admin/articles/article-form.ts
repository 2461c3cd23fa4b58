import { z } from "zod";
import type { I18nText, OptionalI18nText } from "~shared/i18n-text";
import {
  i18nFields,
  i18nValue,
  imageUrl,
  optionalId,
  optionalText,
  resolveSlug,
  rowId,
  slugField,
  splitTags,
  switchValue,
  wholeNumber,
} from "~/components/forms/form-values";
import { htmlHasContent, htmlWords } from "~/lib/html-text";

export type ArticleRow = {
  id: string;
  slug: string;
  titleI18n: OptionalI18nText;
  excerptI18n: OptionalI18nText;
  contentI18n: OptionalI18nText;
  featuredImage: string | null;
  categoryId: string | null;
  authorId: string | null;
  featured: boolean;
  published: boolean;
  readTime: number | null;
  tags: string[];
};

export type ArticleChoice = { id: string; label: string };

/** The read time suggested for a text: 200 words a minute, at least one. */
export function suggestedReadTime(html: string): number {
  return Math.max(1, Math.ceil(htmlWords(html) / 200));
}

const contentText = optionalText.transform((value) => (htmlHasContent(value) ? value : undefined));

/**
 * docs/product/back-office.md#articles: English title and English content required; an empty slug is made from the
 * English title with the items' rules; read time a whole number (not a number: 0), 0 saved as
 * null; empty category, author and image saved as null.
 */
export const articleSchema = z
  .object({
    id: rowId,
    slug: slugField(false),
    read_time: wholeNumber,
    category_id: optionalId,
    author_id: optionalId,
    featured_image: imageUrl,
    tags: optionalText,
    featured: switchValue,
    published: switchValue,
    ...i18nFields("title", z.string({ error: "admin.articles.titleRequired" }).trim().min(1, "admin.articles.titleRequired").max(300)),
    ...i18nFields("excerpt", optionalText),
    content_en: z
      .string({ error: "admin.articles.contentRequired" })
      .refine(htmlHasContent, "admin.articles.contentRequired"),
    content_it: contentText,
    content_fr: contentText,
  })
  .transform((values, ctx) => ({
    id: values.id,
    slug: resolveSlug(ctx, values.slug, values.title_en),
    readTime: values.read_time > 0 ? values.read_time : null,
    categoryId: values.category_id ?? null,
    authorId: values.author_id ?? null,
    featuredImage: values.featured_image || null,
    tags: splitTags(values.tags),
    featured: values.featured,
    published: values.published,
    titleI18n: { ...i18nValue(values, "title"), en: values.title_en } as I18nText,
    excerptI18n: i18nValue(values, "excerpt"),
    contentI18n: { ...i18nValue(values, "content"), en: values.content_en } as I18nText,
  }));

export type ArticleValue = z.output<typeof articleSchema>;

