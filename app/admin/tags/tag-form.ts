import { z } from "zod";
import type { OptionalI18nText } from "~shared/i18n-text";
import { languages } from "~shared/languages";
import { i18nValue } from "~/components/forms/form-values";

/** A tag in use on items, with the owner's labels (docs/product/back-office.md#tags). */
export type TagRow = {
  tag: string;
  labelI18n: OptionalI18nText;
  /** Items carrying the tag, active or not. */
  usedBy: number;
};

/** docs/product/content-rules.md#tag-labels: a label is a few words, like a colour's name. */
const tagLabelMaxLength = 50;

const label = z.string().trim().max(tagLabelMaxLength, "admin.tags.labelTooLong").optional();

/**
 * docs/product/back-office.md#tags: the tag being labelled (the form's `id`, as items store it) and
 * a label per language, every one optional: an empty one falls back like other content.
 */
export const tagLabelSchema = z
  .object({
    id: z.string({ error: "auth.somethingWentWrong" }).trim().toLowerCase().min(1).max(1000),
    ...Object.fromEntries(languages.map((language) => [`label_${language}`, label])),
  } as { id: z.ZodString; label_en: typeof label; label_it: typeof label; label_fr: typeof label })
  .transform((values) => ({ tag: values.id, labelI18n: i18nValue(values, "label") }));

export type TagLabelValue = z.output<typeof tagLabelSchema>;
