/**
 * schema.org structured data for search engines (docs/product/storefront.md#search-engines-and-link-previews, docs/decisions/0034). `satisfies`
 * checks each object against the schema.org vocabulary (schema-dts) when the project is
 * type-checked; tests/e2e check the pages with Google's rules.
 */
import type {
  BreadcrumbList,
  ItemAvailability,
  Offer,
  Organization,
  Product,
  ProductGroup,
  WebSite,
  WithContext,
} from "schema-dts";
import type { ShownPrice } from "~/shop/sale-price";
import type { ShopperItem, ShopperVariant } from "~/shop/shopper-item";
import { imagesFor } from "~/shop/shopper-item";
import type { Language } from "~shared/languages";
import type { ReturnPolicy, ShippingSettings } from "~shared/settings-values";
import { returnPolicyJsonLd, shippingDetailsJsonLd } from "./json-ld-terms";
import { materialOf } from "./material";
import { absoluteUrl, pageUrl, productUrl } from "~/shop/page-addresses";

/** A schema.org object ready for `pageMeta({ jsonLd })`. */
export type JsonLd = Record<string, unknown>;

/**
 * In stock while there is stock, made to order when the piece is made after the request (the page
 * says "ready in about N days"); at none, a unique piece that has gone is sold for good (SoldOut),
 * any other piece can be made again (OutOfStock).
 */
export function availabilityOf(stock: number, isUnique: boolean, madeToOrder = false): ItemAvailability {
  if (stock > 0) return madeToOrder ? "https://schema.org/MadeToOrder" : "https://schema.org/InStock";
  return isUnique ? "https://schema.org/SoldOut" : "https://schema.org/OutOfStock";
}

export type ProductJsonLdInput = {
  item: ShopperItem;
  publicUrl: string;
  language: Language;
  /** The shop's name: the brand of everything it sells. */
  shopName: string;
  shipping: ShippingSettings | null;
  returns: ReturnPolicy | null;
  /** The page's description, for an item the owner has not described (its meta description). */
  description?: string;
  /** The item's shop category in the page's language, when it has a shown one. */
  category?: string;
};

/**
 * docs/product/sale-prices.md#the-prior-price: during an announced reduction, the prior price as
 * the struck price Google's merchant listings read; nothing otherwise.
 */
function priorPrice({ reduction }: ShownPrice) {
  if (!reduction) return {};
  return {
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      priceType: "https://schema.org/StrikethroughPrice",
      price: reduction.was.toFixed(2),
      priceCurrency: "EUR",
    },
  } as const;
}

/**
 * schema.org data for a product page. An item without colours is one Product with one Offer; an
 * item with colours is Google's variant model: a ProductGroup varying by colour with one Product
 * per active colour (its colour, pictures, address and Offer). Each Offer carries its price, its
 * availability by the one stock rule (app/shop/stock.ts, already in ShopperItem and ShopperVariant),
 * and the shop's shipping and return policy when the owner stated them.
 */
export function productJsonLd({
  item,
  publicUrl,
  language,
  shopName,
  shipping,
  returns,
  description,
  category,
}: ProductJsonLdInput): JsonLd {
  const madeToOrder = Boolean(item.leadTimeDays);
  const material = materialOf(item.tags);
  const common = {
    ...(item.description || description ? { description: item.description || description } : {}),
    brand: { "@type": "Brand", name: shopName },
    ...(category ? { category } : {}),
    ...(material ? { material } : {}),
  } as const;
  const returnPolicy = returns ? returnPolicyJsonLd(returns, shipping) : null;
  const offer = (variant: ShopperVariant | null) =>
    ({
      "@type": "Offer",
      url: productUrl(publicUrl, item, variant, language),
      price: (variant ?? item).price.toFixed(2),
      priceCurrency: "EUR",
      ...priorPrice(variant ?? item),
      availability: availabilityOf(variant ? variant.stock : item.stock, item.isUnique, madeToOrder),
      itemCondition: "https://schema.org/NewCondition",
      ...(shipping ? { shippingDetails: shippingDetailsJsonLd(shipping, (variant ?? item).price, item.leadTimeDays) } : {}),
      ...(returnPolicy ? { hasMerchantReturnPolicy: returnPolicy } : {}),
    }) satisfies Offer;
  const images = (variant: ShopperVariant | null) => imagesFor(item, variant).map((url) => absoluteUrl(publicUrl, url));

  if (!item.variants.length) {
    return {
      "@context": "https://schema.org",
      "@type": "Product",
      name: item.name,
      ...(item.images.length ? { image: images(null) } : {}),
      ...common,
      sku: item.slug,
      url: productUrl(publicUrl, item, null, language),
      offers: offer(null),
    } satisfies WithContext<Product>;
  }
  return {
    "@context": "https://schema.org",
    "@type": "ProductGroup",
    name: item.name,
    ...common,
    url: productUrl(publicUrl, item, null, language),
    productGroupID: item.slug,
    variesBy: "https://schema.org/color",
    hasVariant: item.variants.map((variant) => {
      const variantImages = images(variant);
      return {
        "@type": "Product",
        name: `${item.name} – ${variant.name}`,
        ...(variantImages.length ? { image: variantImages } : {}),
        ...common,
        color: variant.name,
        sku: `${item.slug}/${variant.id}`,
        inProductGroupWithID: item.slug,
        url: productUrl(publicUrl, item, variant, language),
        offers: offer(variant),
      } satisfies Product;
    }),
  } satisfies WithContext<ProductGroup>;
}

/** A trail of pages, from the first section to the page itself (name and canonical address). */
export function breadcrumbJsonLd(crumbs: readonly { name: string; url: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  } satisfies WithContext<BreadcrumbList>;
}

export type ShopJsonLdInput = {
  publicUrl: string;
  language: Language;
  shopName: string;
  orderEmail: string;
  instagramUrl: string;
  /** Root-relative or absolute address of the shop's logo. */
  logo: string;
};

/** Instagram's bare home page (the default) is not the shop's own profile. */
const isProfile = (url: string) => new URL(url).pathname.replace(/\/+$/, "") !== "";

/** The home page's Organization (the shop, its logo, e-mail and Instagram) and WebSite. */
export function shopJsonLd({ publicUrl, language, shopName, orderEmail, instagramUrl, logo }: ShopJsonLdInput): JsonLd[] {
  const home = pageUrl(publicUrl, "/");
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${home}#shop`,
    name: shopName,
    url: home,
    logo: absoluteUrl(publicUrl, logo),
    email: orderEmail,
    ...(isProfile(instagramUrl) ? { sameAs: [instagramUrl] } : {}),
  } satisfies WithContext<Organization>;
  const website = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: shopName,
    url: home,
    inLanguage: language,
    publisher: { "@id": `${home}#shop` },
  } satisfies WithContext<WebSite>;
  return [organization, website];
}
