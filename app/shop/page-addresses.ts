import type { Language } from "~shared/languages";
import { sameOriginPath } from "~/lib/same-origin-path";
import type { ShopperItem, ShopperVariant } from "./shopper-item";

/*
 * The shop's addresses as others read them: pages' canonical links, structured data, the sitemap,
 * the product feeds and the links in mails. Absolute, from the shop's public address.
 */

/** The address of a page in one language (docs/product/languages.md#language-links: `?lng=` selects it). */
export function pageUrl(publicUrl: string, path: string, language?: Language): string {
  const url = new URL(sameOriginPath(path), `${publicUrl}/`);
  if (language) url.searchParams.set("lng", language);
  return url.toString();
}

/** A stored picture's or a page's path as an address outside the shop. */
export function absoluteUrl(publicUrl: string, url: string): string {
  return new URL(url, `${publicUrl}/`).toString();
}

/** The product page's canonical address in the page's language, with the colour when it has one. */
export function productUrl(publicUrl: string, item: ShopperItem, variant: ShopperVariant | null, language: Language): string {
  const url = new URL(pageUrl(publicUrl, `/product/${encodeURIComponent(item.slug)}`, language));
  if (variant) url.searchParams.set("color", variant.id);
  return url.toString();
}
