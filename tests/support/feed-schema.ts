/**
 * The product feeds' rules as a schema (docs/product/feeds.md): no offline validator of these
 * formats is kept up by the platforms, so the rules are written here from Google Merchant Center's
 * product data specification and Meta's catalogue fields, and every feed the tests build is read
 * back and checked against them.
 */
import { z } from "zod";

const positivePrice = z
  .string()
  .regex(/^\d+\.\d{2} EUR$/)
  .refine((price) => Number.parseFloat(price) > 0, "a price above zero");
const noHtml = (text: string) => !/<[a-z/][^>]*>/i.test(text) && !/&(?:[a-z]+|#\d+);/i.test(text);
const days = z.string().regex(/^\d+$/);
/** A sale price comes with its dates and below the price it reduces (docs/product/sale-prices.md#the-prior-price). */
const saleBelowPrice = (entry: { price: string; sale_price?: string; sale_price_effective_date?: string }) =>
  entry.sale_price === undefined
    ? entry.sale_price_effective_date === undefined
    : entry.sale_price_effective_date !== undefined && Number.parseFloat(entry.sale_price) < Number.parseFloat(entry.price);

function entrySchema(publicUrl: string, availability: readonly [string, string]) {
  const shopUrl = z.url().refine((url) => url.startsWith(`${publicUrl}/`), "an address of the shop");
  const link = shopUrl.refine((url) => /^\/product\/[^/?]+$/.test(new URL(url).pathname) && new URL(url).searchParams.has("lng"), "a product page in a language");
  return {
    id: z.string().min(1).max(50),
    title: z.string().min(1).max(150),
    description: z.string().min(1).max(5000).refine(noHtml, "plain text"),
    link,
    image_link: shopUrl,
    availability: z.enum(availability),
    condition: z.literal("new"),
    price: positivePrice,
    // Google's date range with times and zones (support.google.com/merchants/answer/6324460).
    sale_price: positivePrice.optional(),
    sale_price_effective_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(Z|[+-]\d{4})\/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(Z|[+-]\d{4})$/)
      .max(51)
      .optional(),
    brand: z.string().min(1).max(70),
    item_group_id: z.string().min(1).max(50).optional(),
    color: z.string().min(1).max(100).optional(),
    product_type: z.string().min(1).max(750).optional(),
    custom_label_0: z.literal("unique piece").optional(),
    custom_label_1: z.literal("made to order").optional(),
    shopUrl,
  };
}

/** One entry of the Google feed, its fields as read from its `g:` elements. */
export function googleEntrySchema(publicUrl: string) {
  const { shopUrl, ...fields } = entrySchema(publicUrl, ["in_stock", "out_of_stock"]);
  return z
    .strictObject({
      ...fields,
      additional_image_link: z.array(shopUrl).max(10).optional(),
      identifier_exists: z.literal("no"),
      min_handling_time: days.optional(),
      max_handling_time: days.optional(),
      shipping: z
        .array(
          z.strictObject({
            country: z.string().regex(/^[A-Z]{2}$/),
            service: z.string().min(1),
            price: z.string().regex(/^\d+\.\d{2} EUR$/),
            min_transit_time: days,
            max_transit_time: days,
          }),
        )
        .optional(),
    })
    .refine((entry) => Boolean(entry.item_group_id) === Boolean(entry.color), "a colour exactly when in a group")
    .refine(saleBelowPrice, "a sale price with its dates, below the price")
    .refine((entry) => Number(entry.min_handling_time ?? 0) <= Number(entry.max_handling_time ?? 0), "handling time's minimum within its maximum")
    .refine((entry) => (entry.item_group_id ? new URL(entry.link).searchParams.get("color") === entry.id : true), "a colour's own link");
}

/** One row of Meta's CSV, its columns by name (empty ones left out). */
export function metaEntrySchema(publicUrl: string) {
  const { shopUrl, ...fields } = entrySchema(publicUrl, ["in stock", "out of stock"]);
  const jpeg = shopUrl.refine((url) => /\.jpe?g$/.test(new URL(url).pathname), "a JPEG");
  return z
    .strictObject({
      ...fields,
      image_link: jpeg,
      additional_image_link: z
        .string()
        .optional()
        .refine((list) => !list || list.split(",").every((url) => jpeg.safeParse(url).success), "JPEG addresses"),
      shipping: z
        .string()
        .regex(/^[A-Z]{2}::[^:,]+:\d+\.\d{2} EUR(,[A-Z]{2}::[^:,]+:\d+\.\d{2} EUR)*$/)
        .optional(),
    })
    .refine((entry) => Boolean(entry.item_group_id) === Boolean(entry.color), "a colour exactly when in a group")
    .refine(saleBelowPrice, "a sale price with its dates, below the price");
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]);

type Fields = Record<string, string | string[] | Record<string, string>[]>;

/**
 * The Google feed's entries as field maps. The document must be exactly an RSS 2.0 channel in
 * Google's namespace holding `<item>`s of `g:` elements: anything else fails the read.
 */
export function readGoogleFeed(xml: string): { channel: Record<string, string>; entries: Fields[] } {
  const document = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0" xmlns:g="http:\/\/base\.google\.com\/ns\/1\.0">\n<channel>\n<title>([^<]+)<\/title>\n<link>([^<]+)<\/link>\n<description>([^<]+)<\/description>\n((?:<item>.*<\/item>\n)*)<\/channel>\n<\/rss>\n$/.exec(xml);
  if (!document) throw new Error("not an RSS 2.0 channel in Google's namespace");
  const [, title, link, description, body] = document;
  const entries = body
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const item = /^<item>(.*)<\/item>$/.exec(line);
      if (!item) throw new Error(`not an item: ${line.slice(0, 80)}`);
      const fields: Fields = {};
      const element = /<g:([a-z_0-9]+)>(.*?)<\/g:\1>/g;
      let rest = item[1];
      for (const [whole, name, value] of item[1].matchAll(element)) {
        rest = rest.replace(whole, "");
        if (name === "shipping") {
          const shipping = Object.fromEntries([...value.matchAll(element)].map(([, inner, text]) => [inner, unescape(text)]));
          fields.shipping = [...((fields.shipping as Record<string, string>[]) ?? []), shipping];
        } else if (name === "additional_image_link") {
          fields[name] = [...((fields[name] as string[]) ?? []), unescape(value)];
        } else if (name in fields) {
          throw new Error(`${name} twice in one item`);
        } else if (/[<>]/.test(value)) {
          throw new Error(`${name} holds markup`);
        } else {
          fields[name] = unescape(value);
        }
      }
      if (rest !== "") throw new Error(`an item holds more than g: fields: ${rest.slice(0, 80)}`);
      return fields;
    });
  return { channel: { title: unescape(title), link: unescape(link), description: unescape(description) }, entries };
}

/** An RFC 4180 CSV's rows as maps from the header's names, empty fields left out. */
export function readCsv(csv: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i];
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && csv[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else if (char === '"' || char === "\n" || char === "\r") throw new Error(`a bare ${JSON.stringify(char)} at ${i}`);
    else field += char;
  }
  if (quoted || field !== "" || row.length) throw new Error("the CSV does not end with a whole row");
  const [header, ...body] = rows;
  return body.map((values) => {
    if (values.length !== header.length) throw new Error(`a row of ${values.length} fields under ${header.length} names`);
    return Object.fromEntries(header.flatMap((name, i) => (values[i] === "" ? [] : [[name, values[i]]])));
  });
}

/** Rules across a feed's entries: every id once, and the colours of one group told apart. */
export function checkAcrossEntries(entries: readonly { id: string; item_group_id?: string; color?: string }[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const colours = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (ids.has(entry.id)) problems.push(`id ${entry.id} twice`);
    ids.add(entry.id);
    if (entry.item_group_id && entry.color) {
      const group = colours.get(entry.item_group_id) ?? new Set();
      if (group.has(entry.color)) problems.push(`colour ${entry.color} twice in ${entry.item_group_id}`);
      group.add(entry.color);
      colours.set(entry.item_group_id, group);
    }
  }
  return problems;
}
