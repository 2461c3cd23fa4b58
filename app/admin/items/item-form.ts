import { z } from "zod";
import type { OptionalI18nText } from "~shared/i18n-text";
import { maxLowStockLevel } from "~/shop/low-stock";
import { normalizeTags } from "~/shop/shopper-item";
import { slugOf } from "~/lib/slug";
import { amountSchema, countSchema } from "~/lib/amount-schemas";
import type { Language } from "~shared/languages";

/*
 * The item and colour variant forms (docs/product/back-office.md#item-form, docs/product/back-office.md#colour-variants). One schema for the browser and
 * the action; messages are translation keys.
 */

/** Where uploaded images may come from: the shop's own uploads, or a configured bucket's https URL. */
const imageUrl = z
  .string()
  .max(500)
  .regex(/^(\/uploads\/|https:\/\/)[^\s"'<>]+$/, "admin.items.errors.imageInvalid");
const images = z.array(imageUrl).max(20).default([]);

const text = (max: number) => z.string().trim().max(max).optional();
/** docs/product/back-office.md#item-form: a care or "good to know" note, per language. */
export const noteMaxLength = 500;
const note = z.string().trim().max(noteMaxLength, "admin.items.errors.noteTooLong").optional();
/** A whole number input; docs/product/content-rules.md#whole-numbers: anything else becomes 0. */
const wholeOrZero = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d{1,7}\s*$/.test(value) ? Number(value) : 0),
  z.number().int().min(0).max(1_000_000),
);

export const defaultVariantColor = "#000000";

/** A colour's own fields (docs/product/back-office.md#colour-variants), stored or not yet. */
const variantFields = {
  colorNameEn: text(100),
  colorNameFr: text(100),
  colorNameIt: text(100),
  colorHex: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "admin.items.errors.colorInvalid")
    .default(defaultVariantColor),
  images,
  stock: wholeOrZero,
  sortOrder: wholeOrZero,
  active: z.boolean().default(false),
};

export const variantFormSchema = z.object({
  id: z.uuid().optional(),
  /** docs/product/back-office.md#colour-variants: without an item the variant is not stored. */
  itemId: z.uuid().optional(),
  ...variantFields,
});

export type VariantForm = z.infer<typeof variantFormSchema>;

/** The most colours an item can bring along when it is created. */
const maxDraftVariants = 30;

/** The highest price the price column holds: €99,999,999.99. */
const largestItemCents = 9_999_999_999;

/** The item form, its price and stock read in the admin's language (docs/product/content-rules.md#amounts). */
export const itemFormSchema = (language: Language) =>
  z.object({
    id: z.uuid().optional(),
    slug: text(200),
    categoryId: z.uuid().optional(),
    price: amountSchema(
      language,
      {
        required: "admin.items.errors.priceRequired",
        outOfRange: "admin.items.errors.priceTooHigh",
        negative: "admin.items.priceNegative",
      },
      largestItemCents,
    ),
    /** Asked only of an item without colours: an item with colours has their stock (docs/decisions/0027). */
    stock: countSchema(
      language,
      {
        required: "admin.items.errors.stockRequired",
        outOfRange: "admin.items.errors.stockTooHigh",
        negative: "admin.items.stockNegative",
        malformed: "admin.items.errors.stockWhole",
      },
      { min: 0, max: 1_000_000 },
    ).optional(),
    tags: text(1000),
    leadTimeDays: z
      .number({ error: "admin.items.errors.leadTimeInvalid" })
      .int("admin.items.errors.leadTimeInvalid")
      .min(1, "admin.items.errors.leadTimeInvalid")
      .max(365, "admin.items.errors.leadTimeInvalid")
      .optional(),
    /** docs/product/back-office.md#low-stock: empty, the shop's level. */
    lowStockLevel: z
      .number({ error: "admin.items.lowStockLevelInvalid" })
      .int("admin.items.lowStockLevelInvalid")
      .min(0, "admin.items.lowStockLevelInvalid")
      .max(maxLowStockLevel, "admin.items.lowStockLevelInvalid")
      .optional(),
    active: z.boolean().default(false),
    isUnique: z.boolean().default(false),
    featured: z.boolean().default(false),
    hasColorVariants: z.boolean().default(false),
    images,
    nameEn: z
      .string({ error: "admin.items.englishNameRequired" })
      .trim()
      .min(1, "admin.items.englishNameRequired")
      .max(200),
    nameFr: text(200),
    nameIt: text(200),
    descriptionEn: text(5000),
    descriptionFr: text(5000),
    descriptionIt: text(5000),
    careEn: note,
    careFr: note,
    careIt: note,
    goodToKnowEn: note,
    goodToKnowFr: note,
    goodToKnowIt: note,
    /** Colours added before the item existed: stored with it, in the same transaction. */
    variants: z.array(z.object(variantFields)).max(maxDraftVariants).default([]),
  })
  .superRefine((value, ctx) => {
    if (!slugOf(value.slug, value.nameEn)) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: "admin.items.slugInvalid" });
    }
    if (!value.hasColorVariants && value.stock === undefined) {
      ctx.addIssue({ code: "custom", path: ["stock"], message: "admin.items.errors.stockRequired" });
    }
  });

export type ItemForm = z.infer<ReturnType<typeof itemFormSchema>>;

/** The stored shape of an item form (docs/product/content-rules.md#empty-texts): empty fr/it (and en description and notes) are null. */
export type ItemValues = {
  slug: string;
  nameI18n: { en: string; fr: string | null; it: string | null };
  descriptionI18n: OptionalI18nText;
  /** Empty: the shop's default note (docs/product/storefront.md#product-page). */
  careI18n: OptionalI18nText;
  goodToKnowI18n: OptionalI18nText;
  price: number;
  stock: number;
  active: boolean;
  isUnique: boolean;
  featured: boolean;
  hasColorVariants: boolean;
  images: string[];
  tags: string[];
  leadTimeDays: number | null;
  lowStockLevel: number | null;
  categoryId: string | null;
};

const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** docs/product/content-rules.md#tags: tags split on commas, trimmed, lowercased, blanks (and repeats) dropped. */
export function splitTags(tags: string | undefined): string[] {
  return normalizeTags((tags ?? "").split(","));
}

export function itemValues(form: ItemForm): ItemValues {
  return {
    slug: slugOf(form.slug, form.nameEn),
    nameI18n: { en: form.nameEn.trim(), fr: orNull(form.nameFr), it: orNull(form.nameIt) },
    descriptionI18n: {
      en: orNull(form.descriptionEn),
      fr: orNull(form.descriptionFr),
      it: orNull(form.descriptionIt),
    },
    careI18n: { en: orNull(form.careEn), fr: orNull(form.careFr), it: orNull(form.careIt) },
    goodToKnowI18n: { en: orNull(form.goodToKnowEn), fr: orNull(form.goodToKnowFr), it: orNull(form.goodToKnowIt) },
    price: form.price / 100,
    stock: form.stock ?? 0,
    active: form.active,
    isUnique: form.isUnique,
    featured: form.featured,
    hasColorVariants: form.hasColorVariants,
    images: form.images,
    tags: splitTags(form.tags),
    leadTimeDays: form.leadTimeDays ?? null,
    lowStockLevel: form.lowStockLevel ?? null,
    categoryId: form.categoryId ?? null,
  };
}

export function variantValues(form: Omit<VariantForm, "id" | "itemId">) {
  return {
    colorNameI18n: { en: orNull(form.colorNameEn), fr: orNull(form.colorNameFr), it: orNull(form.colorNameIt) },
    colorHex: form.colorHex.toLowerCase(),
    images: form.images,
    stock: form.stock,
    sortOrder: form.sortOrder,
    active: form.active,
  };
}

/** A colour the owner added to an item not created yet: kept in its dialog, posted with the item. */
export type DraftVariant = ReturnType<typeof variantValues> & { draftId: string };

/**
 * The fields a draft colour is posted as, in the item's form (`variants[0].colorHex`, …): the
 * names `itemFormSchema` reads back.
 */
export function draftVariantFields(draft: DraftVariant, index: number): [string, string][] {
  const at = (name: string) => `variants[${index}].${name}`;
  return [
    [at("colorNameEn"), draft.colorNameI18n.en ?? ""],
    [at("colorNameFr"), draft.colorNameI18n.fr ?? ""],
    [at("colorNameIt"), draft.colorNameI18n.it ?? ""],
    [at("colorHex"), draft.colorHex],
    ...draft.images.map((url, i): [string, string] => [at(`images[${i}]`), url]),
    [at("stock"), String(draft.stock)],
    [at("sortOrder"), String(draft.sortOrder)],
    ...(draft.active ? [[at("active"), "on"] as [string, string]] : []),
  ];
}

/** The index of the draft colour a field error of the item's form speaks of (`variants[2].colorHex` → 2). */
export function draftVariantIndex(errorName: string): number | null {
  const match = /^variants\[(\d+)\]/.exec(errorName);
  return match ? Number(match[1]) : null;
}

export const deleteSchema = z.object({ id: z.uuid(), itemId: z.uuid().optional() });

/** A colour variant as the back office lists it. */
export type AdminVariant = {
  id: string;
  itemId: string;
  colorNameI18n: OptionalI18nText;
  colorHex: string;
  images: string[];
  stock: number;
  sortOrder: number;
  active: boolean;
};

/** An item as the back office lists it (docs/product/back-office.md#items: with its category's id and slug). */
export type AdminItem = ItemValues & {
  id: string;
  categorySlug: string | null;
  variants: AdminVariant[];
};

export type CategoryOption = { id: string; slug: string; name: string };

const translated = ["fr", "it"] as const;

/**
 * The languages an item still lacks: its name, or its description when it has one in English.
 * Shown as a badge on its card so that untranslated content is seen at a glance.
 */
export function missingLanguages(item: Pick<AdminItem, "nameI18n" | "descriptionI18n">): ("fr" | "it")[] {
  const hasDescription = Boolean(item.descriptionI18n.en?.trim());
  return translated.filter(
    (language) =>
      !item.nameI18n[language]?.trim() || (hasDescription && !item.descriptionI18n[language]?.trim()),
  );
}
