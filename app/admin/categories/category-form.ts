import { z } from "zod";
import type { OptionalI18nText } from "~shared/i18n-text";
import { i18nFields, i18nValue, optionalText, resolveSlug, rowId, slugField, switchValue, wholeNumber } from "~/components/forms/form-values";

/** Item categories and blog categories: one page, one form, one set of commands (docs/product/back-office.md#categories). */
export type CategoryKind = "categories" | "blog-categories";

export type CategoryRow = {
  id: string;
  slug: string;
  nameI18n: OptionalI18nText;
  descriptionI18n: OptionalI18nText;
  active: boolean;
  sortOrder: number;
  /** Items or articles filed under it, told before deleting. */
  usedBy: number;
};

/**
 * docs/product/back-office.md#categories: English name required; slug rules (an item category's empty slug is made from
 * the English name, a blog category's slug must be typed); sort order a whole number, 0 if not.
 */
export function categorySchema(kind: CategoryKind) {
  return z
    .object({
      id: rowId,
      slug: slugField(kind === "blog-categories"),
      sort_order: wholeNumber,
      active: switchValue,
      ...i18nFields("name", z.string({ error: "admin.items.englishNameRequired" }).trim().min(1, "admin.items.englishNameRequired")),
      ...i18nFields("description", optionalText),
    })
    .transform((values, ctx) => ({
      id: values.id,
      slug: resolveSlug(ctx, values.slug, values.name_en),
      sortOrder: values.sort_order,
      active: values.active,
      nameI18n: { ...i18nValue(values, "name"), en: values.name_en },
      descriptionI18n: i18nValue(values, "description"),
    }));
}

export type CategoryValue = z.output<ReturnType<typeof categorySchema>>;
