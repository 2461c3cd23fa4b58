import type { ColorVariant, Item } from "~db/schema";
import type { OptionalI18nText } from "~shared/i18n-text";
import { localized } from "~/i18n/content";
import type { Language } from "~shared/languages";
import type { ShopWords } from "~shared/settings-values";
import type { CartProduct } from "./cart";
import { regularPrices, type PriceOf, type Reduction } from "./sale-price";
import { itemStock } from "./stock";
import { labelTags, type LabelledTag, type TagLabelTexts } from "./tag-labels";

/** A colour variant as a shopper sees it (docs/product/storefront.md#colour-choice). */
export type ShopperVariant = {
  id: string;
  name: string;
  hex: string;
  images: string[];
  stock: number;
  /** This colour's price now: the item's, or a sale's (docs/product/sale-prices.md#a-sale). */
  price: number;
  reduction: Reduction | null;
};

/** An item as a shopper sees it on product cards and its page, in one language. */
export type ShopperItem = {
  id: string;
  slug: string;
  name: string;
  description: string;
  /** The price now, a sale of the whole item included (docs/product/sale-prices.md#a-sale). */
  price: number;
  /** The reduction announced with it, if any (docs/product/sale-prices.md#the-prior-price). */
  reduction: Reduction | null;
  stock: number;
  images: string[];
  tags: string[];
  /** The tags with their words in the page's language, as the card shows them. */
  labelledTags: LabelledTag[];
  isUnique: boolean;
  leadTimeDays: number | null;
  /** Active colour variants by sort order; empty when the item has none. */
  variants: ShopperVariant[];
};

/** docs/product/content-rules.md#tags: tags are lowercased and trimmed when read; blanks and repeats are dropped. */
export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
}

/** docs/product/storefront.md#unique-pieces: unique when flagged so, or tagged "unique". */
export function isUniqueItem(flag: boolean, tags: readonly string[]): boolean {
  return flag || normalizeTags(tags).includes("unique");
}

/** docs/product/storefront.md#colour-choice: the colour's name in the page's language, then English, then the word for Color. */
export function toShopperVariant(
  variant: ColorVariant,
  item: Pick<Item, "id" | "price">,
  language: Language,
  colorWord: string,
  prices: PriceOf = regularPrices,
): ShopperVariant {
  return {
    ...prices(item, variant.id),
    id: variant.id,
    name: localized(variant.colorNameI18n, language, colorWord),
    hex: variant.colorHex,
    images: variant.images,
    stock: variant.stock,
  };
}

/**
 * docs/product/storefront.md#colour-choice: only active variants, ordered by sort order, and only when
 * the item says it has colour variants.
 */
export function toShopperItem(
  item: Item,
  variants: readonly ColorVariant[],
  language: Language,
  colorWord: string,
  tagLabels: TagLabelTexts = new Map(),
  prices: PriceOf = regularPrices,
): ShopperItem {
  const active = item.hasColorVariants
    ? variants.filter((v) => v.itemId === item.id && v.active).sort((a, b) => a.sortOrder - b.sortOrder)
    : [];
  const tags = normalizeTags(item.tags);
  return {
    id: item.id,
    slug: item.slug,
    name: localized(item.nameI18n, language, item.slug),
    description: localized(item.descriptionI18n, language),
    ...prices(item, null),
    stock: itemStock(item, active),
    images: item.images,
    tags,
    labelledTags: labelTags(tags, tagLabels, language),
    isUnique: isUniqueItem(item.isUnique, item.tags),
    leadTimeDays: item.leadTimeDays,
    variants: active.map((v) => toShopperVariant(v, item, language, colorWord, prices)),
  };
}

/** The care and "good to know" notes a product page shows; null where none is written. */
export type ProductNotes = { care: string | null; goodToKnow: string | null };

/** The product page's item: what its card shows, with its notes. */
export type ShopperProduct = ShopperItem & { notes: ProductNotes };

/** The shop-wide notes the owner writes in Settings, shown on items that have none of their own. */
export type ShopNotes = Pick<ShopWords, "care" | "goodToKnow">;

/**
 * docs/product/storefront.md#product-page: each note is the item's own, else the shop's, each read
 * with the content fallback (the page's language, else English). With neither written there is no
 * note: the shop never states a care of its own that the owner did not write (docs/decisions/0061).
 */
export function productNotes(
  item: Pick<Item, "careI18n" | "goodToKnowI18n">,
  shop: ShopNotes,
  language: Language,
): ProductNotes {
  const note = (own: OptionalI18nText, shopWide: OptionalI18nText | undefined) =>
    localized(own, language) || localized(shopWide, language) || null;
  return { care: note(item.careI18n, shop.care), goodToKnow: note(item.goodToKnowI18n, shop.goodToKnow) };
}

/**
 * docs/product/storefront.md#colour-choice: the colour chosen at first is the first one in stock, in the
 * colours' order (only active ones are listed); when every colour is sold out, the first one. An item
 * whose first colour sold out must not look sold out.
 */
export function defaultVariant(item: ShopperItem): ShopperVariant | null {
  return item.variants.find((v) => v.stock > 0) ?? item.variants[0] ?? null;
}

/** docs/product/cart-and-orders.md#one-stock: the chosen variant's stock, else the item's (for an item with colours, their sum). */
export function availableStock(item: ShopperItem, variant: ShopperVariant | null): number {
  return variant ? variant.stock : item.stock;
}

/** The product page's query parameter naming the colour shown, so that it can be shared and is rendered by the server. */
export const colorParam = "color";

/** The colour named in a link (`?color=<id>`) when the item has it, else the default one. */
export function chosenVariant(item: ShopperItem, id: string | null | undefined): ShopperVariant | null {
  return item.variants.find((v) => v.id === id) ?? defaultVariant(item);
}

/**
 * The pictures of the chosen colour: its own first, then the item's own, which every colour
 * shares (docs/decisions/0027). A picture both have is shown once.
 */
export function imagesFor(item: ShopperItem, variant: ShopperVariant | null): string[] {
  return variant ? [...new Set([...variant.images, ...item.images])] : item.images;
}

/** docs/product/storefront.md#colour-choice: the chosen variant's first image, else the item's main image; null means the placeholder. */
export function imageFor(item: ShopperItem, variant: ShopperVariant | null): string | null {
  return imagesFor(item, variant)[0] ?? null;
}

/** The cart line for one unit of an item in the chosen colour. */
export function cartProductFor(item: ShopperItem, variant: ShopperVariant | null): CartProduct {
  return {
    id: item.id,
    slug: item.slug,
    name: item.name,
    price: (variant ?? item).price,
    stock: availableStock(item, variant),
    image: imageFor(item, variant),
    alt: variant ? `${item.name} – ${variant.name}` : item.name,
    description: item.description,
    tags: item.tags,
    selectedColorId: variant?.id ?? null,
    colorName: variant?.name ?? null,
    colorHex: variant?.hex ?? null,
    leadTimeDays: item.leadTimeDays,
    reduction: (variant ?? item).reduction,
  };
}
