/**
 * The Google feed: RSS 2.0 with Google's `g:` namespace, the format Merchant Center reads and Meta
 * Commerce Manager and Pinterest catalogues also take (docs/product/feeds.md#fields).
 */
import type { FeedEntry } from "./feed-entries";
import { feedLimits } from "./feed-entries";

export const googleNamespace = "http://base.google.com/ns/1.0";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const field = (name: string, value: string | number | null) =>
  value === null || value === "" ? "" : `<g:${name}>${escapeXml(String(value))}</g:${name}>`;

/** The entries shipping alike share one written block: a catalogue repeats a few of them many times. */
function shippingXml(entry: FeedEntry, written: Map<string, string>): string {
  const key = JSON.stringify(entry.shipping);
  let xml = written.get(key);
  if (xml === undefined) {
    xml = entry.shipping
      .map(
        (shipping) =>
          `<g:shipping>${field("country", shipping.country)}${field("service", shipping.service)}${field("price", shipping.price)}` +
          `${field("min_transit_time", shipping.minTransitDays)}${field("max_transit_time", shipping.maxTransitDays)}</g:shipping>`,
      )
      .join("");
    written.set(key, xml);
  }
  return xml;
}

function itemXml(entry: FeedEntry, shipping: Map<string, string>): string {
  const [image, ...more] = entry.images;
  return [
    "<item>",
    field("id", entry.id),
    field("title", entry.title),
    field("description", entry.description),
    field("link", entry.link),
    field("image_link", image),
    ...more.slice(0, feedLimits.additionalImages).map((url) => field("additional_image_link", url)),
    field("availability", entry.availability),
    field("price", entry.price),
    field("sale_price", entry.salePrice),
    field("sale_price_effective_date", entry.salePriceEffectiveDate),
    field("brand", entry.brand),
    field("condition", "new"),
    // Handmade: no GTIN or MPN exists, and none is made up.
    field("identifier_exists", "no"),
    field("item_group_id", entry.itemGroupId),
    field("color", entry.color),
    field("product_type", entry.productType),
    field("min_handling_time", entry.handlingDays),
    field("max_handling_time", entry.handlingDays),
    shippingXml(entry, shipping),
    field("custom_label_0", entry.customLabels[0]),
    field("custom_label_1", entry.customLabels[1]),
    "</item>",
  ].join("");
}

export type FeedChannel = { title: string; link: string; description: string };

/** The feed in pieces, an entry at a time, so that a catalogue's feed is never one string in memory. */
export function* googleFeedXml(channel: FeedChannel, entries: Iterable<FeedEntry>): Generator<string> {
  const shipping = new Map<string, string>();
  yield (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${googleNamespace}">\n<channel>\n` +
    `<title>${escapeXml(channel.title)}</title>\n<link>${escapeXml(channel.link)}</link>\n<description>${escapeXml(channel.description)}</description>\n`
  );
  for (const entry of entries) yield `${itemXml(entry, shipping)}\n`;
  yield "</channel>\n</rss>\n";
}
