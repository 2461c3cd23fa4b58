/**
 * schema.org structured data for search engines (DECISIONS D3). `satisfies` checks each object
 * against the schema.org vocabulary (schema-dts) when the project is type-checked.
 */
import type { ItemAvailability, Offer, Product, WithContext } from "schema-dts";
import type { ItemCard, VariantCard } from "~/catalog/item-card";
import { absoluteUrl, pageUrl } from "./meta";

/** A schema.org object ready for `pageMeta({ jsonLd })`. */
export type JsonLd = Record<string, unknown>;

/**
 * In stock while there is stock; a unique piece that has gone is sold for good (SoldOut), any
 * other piece can be made again (OutOfStock).
 */
export function availabilityOf(stock: number, isUnique: boolean): ItemAvailability {
  if (stock > 0) return "https://schema.org/InStock";
  return isUnique ? "https://schema.org/SoldOut" : "https://schema.org/OutOfStock";
}

type ProductJsonLdInput = {
  item: ItemCard;
  publicUrl: string;
  /** The shop's name: the brand of everything it sells. */
  shopName: string;
};

/** The product's page, with the colour chosen when it has colours (`?color=<id>`). */
function productUrl(publicUrl: string, item: ItemCard, variant: VariantCard | null): string {
  const path = `/product/${encodeURIComponent(item.slug)}`;
  return pageUrl(publicUrl, variant ? `${path}?color=${encodeURIComponent(variant.id)}` : path);
}

/**
 * schema.org Product for a product page: name, images, description, the slug as SKU, the shop as
 * brand, and one Offer per active colour (or one for the item) with its price in euros and its
 * availability from its stock.
 */
export function productJsonLd({ item, publicUrl, shopName }: ProductJsonLdInput): JsonLd {
  const offer = (variant: VariantCard | null) =>
    ({
      "@type": "Offer",
      ...(variant ? { name: `${item.name} – ${variant.name}`, sku: `${item.slug}/${variant.id}` } : {}),
      url: productUrl(publicUrl, item, variant),
      price: item.price.toFixed(2),
      priceCurrency: "EUR",
      availability: availabilityOf(variant ? variant.stock : item.stock, item.isUnique),
      itemCondition: "https://schema.org/NewCondition",
    }) satisfies Offer;
  const images = [...new Set([...item.images, ...item.variants.flatMap((v) => v.images.slice(0, 1))])];
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: item.name,
    ...(images.length ? { image: images.map((url) => absoluteUrl(publicUrl, url)) } : {}),
    ...(item.description ? { description: item.description } : {}),
    sku: item.slug,
    url: productUrl(publicUrl, item, null),
    brand: { "@type": "Brand", name: shopName },
    offers: item.variants.length ? item.variants.map(offer) : [offer(null)],
  } satisfies WithContext<Product>;
}
