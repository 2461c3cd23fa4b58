import { z } from "zod";
import { languages, type Language } from "~shared/languages";
import { slugOf } from "~/lib/slug";

/*
 * Pieces of the back-office content forms (categories, authors, articles). The same zod schemas
 * check the form in the browser and again in the action; messages are translation keys.
 */

/** conform drops empty fields, so an untouched box arrives as undefined. */
export const optionalText = z.string().trim().optional();

/** docs/product/content-rules.md#whole-numbers: a whole number, 0 when the box holds no number; beyond a million either way it is refused (the column would fail the write). */
export const wholeNumber = z
  .string()
  .optional()
  .transform((value) => {
    const parsed = Number.parseInt(value ?? "", 10);
    return Number.isNaN(parsed) ? 0 : parsed;
  })
  .pipe(z.number().min(-1_000_000, "common.numberTooLarge").max(1_000_000, "common.numberTooLarge"));

export const switchValue = z.boolean().default(false);

/** A row id when editing; none when creating. */
export const rowId = z.uuid().optional();

export const optionalId = z.uuid().optional();

/** docs/product/content-rules.md#tags: tags split on commas, trimmed, blanks dropped. */
export function splitTags(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The form field of one language's text, e.g. `name_fr`. */
export const fieldName = (base: string, language: Language) => `${base}_${language}`;

/** Per-language form boxes of `base`: English as given, the others optional. */
export function i18nFields<Base extends string, English extends z.ZodType>(base: Base, english: English) {
  return {
    [`${base}_en`]: english,
    [`${base}_it`]: optionalText,
    [`${base}_fr`]: optionalText,
  } as { [K in `${Base}_en`]: English } & { [K in `${Base}_${"it" | "fr"}`]: typeof optionalText };
}

/** docs/product/content-rules.md#empty-texts: empty texts are stored as null. */
export function i18nValue(values: Record<string, unknown>, base: string): Record<Language, string | null> {
  const entries = languages.map((language) => {
    const value = values[fieldName(base, language)];
    return [language, typeof value === "string" && value !== "" ? value : null] as const;
  });
  return Object.fromEntries(entries) as Record<Language, string | null>;
}

/** The form boxes of a stored per-language text, for a form's default values. */
export function i18nDefaults(base: string, text: Partial<Record<Language, string | null>> | null | undefined) {
  return Object.fromEntries(languages.map((language) => [fieldName(base, language), text?.[language] ?? ""]));
}

/** The slug box: typed by hand where docs/product/content-rules.md#slugs requires it, else optional (made from the name). */
export const slugField = (required: boolean) =>
  required
    ? z.string({ error: "admin.articles.slugRequired" }).trim().min(1, "admin.articles.slugRequired")
    : optionalText;

/**
 * docs/product/content-rules.md#slugs slug rules on a typed slug or, when the box is empty, on the English name: the result,
 * or 'Unable to generate valid slug from name' on the slug field.
 */
export function resolveSlug(ctx: z.RefinementCtx, typed: string | undefined, name?: string): string {
  const slug = slugOf(typed, name);
  if (!slug) ctx.addIssue({ code: "custom", path: ["slug"], message: "admin.items.slugInvalid" });
  return slug;
}

/** An uploaded picture: the shop's own /uploads, or a configured bucket's https URL; empty is none. */
export const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/uploads\/|https:\/\/)[^\s"'<>]+$/, "admin.items.errors.imageInvalid")
  .optional();
