/**
 * Meta's catalogue feed as CSV (docs/product/feeds.md#fields): a header row of Meta's field
 * names, then one row per entry, each field quoted as RFC 4180 asks when it must be.
 */
import type { FeedEntry } from "./feed-entries";

export const metaColumns = [
  "id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "sale_price",
  "sale_price_effective_date",
  "link",
  "image_link",
  "additional_image_link",
  "brand",
  "item_group_id",
  "color",
  "product_type",
  "shipping",
  "custom_label_0",
  "custom_label_1",
] as const;

/** Meta takes up to 20 extra pictures, written in one field with commas between them. */
const metaAdditionalImages = 20;

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Meta's shipping field: `COUNTRY:REGION:SERVICE:PRICE` for each country, with commas between them. */
function shippingField(entry: FeedEntry, written: Map<string, string>): string {
  const key = JSON.stringify(entry.shipping);
  let value = written.get(key);
  if (value === undefined) {
    value = entry.shipping.map((shipping) => `${shipping.country}::${shipping.service}:${shipping.price}`).join(",");
    written.set(key, value);
  }
  return value;
}

function row(entry: FeedEntry, shipping: Map<string, string>): string {
  const [image, ...more] = entry.jpegImages;
  const values: Record<(typeof metaColumns)[number], string> = {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    availability: entry.availability === "in_stock" ? "in stock" : "out of stock",
    condition: "new",
    price: entry.price,
    sale_price: entry.salePrice ?? "",
    sale_price_effective_date: entry.salePriceEffectiveDate ?? "",
    link: entry.link,
    image_link: image,
    additional_image_link: more.slice(0, metaAdditionalImages).join(","),
    brand: entry.brand,
    item_group_id: entry.itemGroupId ?? "",
    color: entry.color ?? "",
    product_type: entry.productType ?? "",
    shipping: shippingField(entry, shipping),
    custom_label_0: entry.customLabels[0],
    custom_label_1: entry.customLabels[1],
  };
  return metaColumns.map((column) => csvField(values[column])).join(",");
}

/** The CSV in pieces, a row at a time (see googleFeedXml). */
export function* metaFeedCsv(entries: Iterable<FeedEntry>): Generator<string> {
  const shipping = new Map<string, string>();
  yield `${metaColumns.join(",")}\r\n`;
  for (const entry of entries) yield `${row(entry, shipping)}\r\n`;
}
