/**
 * What the product feeds say of the catalogue (docs/product/feeds.md): one entry per active item,
 * or per active colour of an item with colours, and the items left out with their reason. The
 * same entries make the Google feed (RSS 2.0 with the `g:` namespace) and Meta's CSV, so the two
 * never disagree.
 */
import type { ColorVariant, Item } from "~db/schema";
import type { OptionalI18nText } from "~shared/i18n-text";
import { localized } from "~/i18n/content";
import { truncate } from "~/lib/truncate";
import { mainImageOf, previewImageOf } from "~/media/image-urls";
import { destinationCountries } from "~/shop/shipping-terms";
import { absoluteUrl, productUrl } from "~/shop/page-addresses";
import { deliveryDays, servedDestinations, shippingCost } from "~/shop/shipping-terms";
import { regularPrices, type PriceOf, type ShownPrice } from "~/shop/sale-price";
import { imagesFor, toShopperItem, type ShopperItem, type ShopperVariant } from "~/shop/shopper-item";
import type { Language } from "~shared/languages";
import type { ShippingSettings } from "~shared/settings-values";

/** docs/product/feeds.md#fields: the platforms' limits (Google's; Meta's are the same or wider). */
export const feedLimits = { id: 50, title: 150, description: 5000, additionalImages: 10 } as const;

/** An active item as the feed's one query reads it: its active colours and its shown category's name. */
export type FeedRow = { item: Item; variants: ColorVariant[]; category: OptionalI18nText | null };

export type FeedShop = { publicUrl: string; shopName: string; shipping: ShippingSettings | null };

/** One destination country's shipping for one piece. */
export type FeedShipping = { country: string; service: string; price: string; minTransitDays: number; maxTransitDays: number };

export type FeedEntry = {
  id: string;
  itemGroupId: string | null;
  title: string;
  description: string;
  link: string;
  /** The largest stored width of each picture, the main one first. */
  images: string[];
  /** The same pictures as JPEG, for the platforms that do not read WebP. */
  jpegImages: string[];
  availability: "in_stock" | "out_of_stock";
  /** The regular price, or during a reduction the lowest price of the 30 days before it (docs/product/sale-prices.md#the-prior-price). */
  price: string;
  /** During a reduction: its price, and its start and end as Google writes a range; else null. */
  salePrice: string | null;
  salePriceEffectiveDate: string | null;
  brand: string;
  color: string | null;
  productType: string | null;
  /** Days from the order to the parcel's leaving, the making time included; null while no shipping is stated. */
  handlingDays: number | null;
  shipping: FeedShipping[];
  /** custom_label_0 and custom_label_1: "unique piece" and "made to order", empty when not. */
  customLabels: [string, string];
};

export type LeftOutReason = "image" | "name" | "price";

/** An item, or one colour of it, that a feed leaves out, and why. */
export type LeftOut = { itemId: string; slug: string; name: OptionalI18nText; color: OptionalI18nText | null; reason: LeftOutReason };

export type FeedContent = { entries: FeedEntry[]; leftOut: LeftOut[] };

/** The labels the owner's campaigns can pick pieces by (docs/product/feeds.md#fields). */
export const customLabelValues = { unique: "unique piece", madeToOrder: "made to order" } as const;

/** The shipping service's name in the feeds: the shop's own, one per destination. */
const serviceNames = { it: "Italy", eu: "European Union", world: "World" } as const;

/** Euros as both platforms write a price. */
export const feedPrice = (amount: number) => `${amount.toFixed(2)} EUR`;

/**
 * Text a platform takes: no HTML (the owner's texts are plain, but a pasted tag would show as
 * itself), none of the control characters XML 1.0 cannot carry, one space between words, cut to `max`.
 */
export function feedText(text: string, max: number): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/\s+/g, " ");
  return truncate(plain, max);
}

/** The text in this language alone: a feed never stands English in for it (docs/product/feeds.md#languages). */
const own = (text: OptionalI18nText | null | undefined, language: Language) => text?.[language]?.trim() ?? "";

function shippingFor(shop: FeedShop, price: number, leadTimeDays: number | null): Pick<FeedEntry, "handlingDays" | "shipping"> {
  if (!shop.shipping) return { handlingDays: leadTimeDays, shipping: [] };
  const shipping = shop.shipping;
  const served = servedDestinations(shipping);
  return {
    handlingDays: served.length ? deliveryDays(shipping, served[0].rate, leadTimeDays).preparation : leadTimeDays,
    shipping: served.flatMap(({ destination, rate }) =>
      destinationCountries[destination].map((country) => ({
        country,
        service: serviceNames[destination],
        price: feedPrice(shippingCost(rate, price)),
        minTransitDays: rate.transitMinDays,
        maxTransitDays: rate.transitMaxDays,
      })),
    ),
  };
}

/**
 * The entries one row gives a language's feed. An item is left out when it has no name in this
 * language or no price; an entry (the item, or one of its colours) when it has no picture.
 */
export function rowEntries(
  row: FeedRow,
  shop: FeedShop,
  language: Language,
  colorWord: string,
  prices: PriceOf = regularPrices,
): FeedContent {
  const { item, variants, category } = row;
  const skip = (reason: LeftOutReason, color: OptionalI18nText | null = null): LeftOut => ({
    itemId: item.id,
    slug: item.slug,
    name: item.nameI18n,
    color,
    reason,
  });
  if (!own(item.nameI18n, language)) return { entries: [], leftOut: [skip("name")] };
  if (!(item.price > 0)) return { entries: [], leftOut: [skip("price")] };
  const shopper = toShopperItem(item, variants, language, colorWord, new Map(), prices);
  const common = {
    description: own(item.descriptionI18n, language),
    productType: localized(category, language) || null,
    ...shippingFor(shop, shopper.price, item.leadTimeDays),
  };
  const content: FeedContent = { entries: [], leftOut: [] };
  for (const variant of shopper.variants.length ? shopper.variants : [null]) {
    const entry = feedEntry(shopper, variant, shop, language, common);
    if (entry) content.entries.push(entry);
    else content.leftOut.push(skip("image", variant ? (variants.find((v) => v.id === variant.id)?.colorNameI18n ?? null) : null));
  }
  return content;
}

/** Google's date range: `YYYY-MM-DDThh:mmZ/YYYY-MM-DDThh:mmZ` (support.google.com/merchants/answer/6324460). */
const feedInstant = (iso: string) => `${iso.slice(0, 16)}Z`;

/** docs/product/feeds.md#fields: a reduction is sent as Google and Meta announce one, the prior price as `price`. */
function feedPrices({ price, reduction }: ShownPrice): Pick<FeedEntry, "price" | "salePrice" | "salePriceEffectiveDate"> {
  if (!reduction) return { price: feedPrice(price), salePrice: null, salePriceEffectiveDate: null };
  return {
    price: feedPrice(reduction.was),
    salePrice: feedPrice(price),
    salePriceEffectiveDate: `${feedInstant(reduction.startsAt)}/${feedInstant(reduction.endsAt)}`,
  };
}

function feedEntry(
  item: ShopperItem,
  variant: ShopperVariant | null,
  shop: FeedShop,
  language: Language,
  common: { description: string; productType: string | null; handlingDays: number | null; shipping: FeedShipping[] },
): FeedEntry | null {
  const pictures = imagesFor(item, variant);
  if (!pictures.length) return null;
  const title = feedText(variant ? `${item.name} – ${variant.name}` : item.name, feedLimits.title);
  const stock = variant ? variant.stock : item.stock;
  const absolute = (url: string) => absoluteUrl(shop.publicUrl, url);
  return {
    // The row's id: it never changes when the owner renames the piece or edits its slug.
    id: variant ? variant.id : item.id,
    itemGroupId: variant ? item.id : null,
    title,
    // Both platforms need a description: a piece the owner has not described in this language is described by its title.
    description: feedText(common.description || title, feedLimits.description),
    link: productUrl(shop.publicUrl, item, variant, language),
    images: pictures.map((url) => absolute(mainImageOf(url) ?? url)),
    jpegImages: pictures.map((url) => absolute(previewImageOf(url) ?? url)),
    // A piece without stock cannot be ordered (docs/product/cart-and-orders.md#stock-cap): never `backorder`.
    availability: stock > 0 ? "in_stock" : "out_of_stock",
    ...feedPrices(variant ?? item),
    brand: shop.shopName,
    color: variant ? feedText(variant.name, 100) : null,
    productType: common.productType,
    handlingDays: common.handlingDays,
    shipping: common.shipping,
    customLabels: [item.isUnique ? customLabelValues.unique : "", item.leadTimeDays ? customLabelValues.madeToOrder : ""],
  };
}
