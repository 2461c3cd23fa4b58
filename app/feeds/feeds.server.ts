/**
 * The product feeds as the platforms fetch them (docs/product/feeds.md): read in one query, built,
 * compressed and kept per format and language for the content version, like a kept page
 * (docs/decisions/0085), and answered with a validator so that a fetcher asking again for an
 * unchanged feed gets 304 without its bytes.
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "~db/client";
import type { ContentReads } from "~db/content-reads";
import { categories, colorVariants, items, type ColorVariant } from "~db/schema";
import { translator } from "~/i18n/messages.server";
import { pageUrl } from "~/shop/page-addresses";
import { matchesEtag } from "~/lib/entity-tag";
import { shownShopSettings } from "~/shop/shop-settings.server";
import type { ServerSetField } from "~shared/settings-values";
import type { Language } from "~shared/languages";
import { readPrices } from "~/shop/sale-price.server";
import { rowEntries, type FeedRow, type LeftOut } from "./feed-entries";
import { googleFeedXml } from "./google-feed";
import { metaFeedCsv } from "./meta-feed";


export const feedFormats = ["google", "meta"] as const;
export type FeedFormat = (typeof feedFormats)[number];

/** Where each feed is fetched from, in a language: `?lng=` names it (docs/product/languages.md#choosing-the-language). */
export const feedPaths: Record<FeedFormat, string> = { google: "/feeds/google.xml", meta: "/feeds/meta.csv" };

const contentTypes: Record<FeedFormat, string> = { google: "application/xml; charset=utf-8", meta: "text/csv; charset=utf-8" };

/** A built feed: only its gzip copy is kept, since a catalogue's feed is megabytes and every fetcher takes gzip. */
export type KeptFeed = { gzip: Buffer<ArrayBuffer>; etag: string; entries: number; leftOut: LeftOut[] };

export type FeedContext = {
  db: Database;
  contentReads: ContentReads;
  config: { publicUrl: string; settingsFromEnv: Partial<Record<ServerSetField, string>> };
};

/** Every active item with its active colours and its shown category's name: one query, newest first like the catalog. */
export async function readFeedRows(db: Database): Promise<FeedRow[]> {
  const joined = await db
    .select({ item: items, variant: colorVariants, category: categories.nameI18n })
    .from(items)
    .leftJoin(colorVariants, and(eq(colorVariants.itemId, items.id), eq(colorVariants.active, true)))
    .leftJoin(categories, and(eq(categories.id, items.categoryId), eq(categories.active, true)))
    .where(eq(items.active, true))
    .orderBy(desc(items.createdAt), asc(items.id), asc(colorVariants.sortOrder), asc(colorVariants.createdAt));
  const rows: FeedRow[] = [];
  for (const { item, variant, category } of joined) {
    let last = rows.at(-1);
    if (last?.item.id !== item.id) {
      last = { item, variants: [] as ColorVariant[], category };
      rows.push(last);
    }
    if (variant) last.variants.push(variant);
  }
  return rows;
}

/**
 * The feed in one format and language for the current content version, built at its first fetch
 * after a change: its rows read, turned into entries and written through gzip one at a time, so
 * that a catalogue's feed is never whole in memory except compressed.
 */
export function keptFeed(context: FeedContext, format: FeedFormat, language: Language): Promise<KeptFeed> {
  return context.contentReads.read(`feed ${format} ${language}`, async () => {
    const [rows, settings, prices] = await Promise.all([readFeedRows(context.db), shownShopSettings(context), readPrices(context.db, null)]);
    const t = translator(language);
    const shop = { publicUrl: context.config.publicUrl, shopName: settings.shopName, shipping: settings.shipping };
    const leftOut: LeftOut[] = [];
    let count = 0;
    function* entries() {
      for (const row of rows) {
        const content = rowEntries(row, shop, language, t("catalog.color"), prices);
        leftOut.push(...content.leftOut);
        count += content.entries.length;
        yield* content.entries;
      }
    }
    const channel = { title: settings.shopName, link: pageUrl(shop.publicUrl, "/", language), description: t("meta.homeDescription") };
    const compressed = await gzipped(format === "google" ? googleFeedXml(channel, entries()) : metaFeedCsv(entries()));
    const digest = createHash("sha256").update(compressed).digest("base64url").slice(0, 27);
    return { gzip: compressed, etag: `"${digest}"`, entries: count, leftOut };
  });
}

/** The pieces of a text, gzipped as they come. */
async function gzipped(pieces: Iterable<string>): Promise<Buffer<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  const stream = zlib.createGzip();
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = once(stream, "end");
  for (const piece of pieces) {
    if (!stream.write(piece)) await once(stream, "drain");
  }
  stream.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Whether an Accept-Encoding header takes gzip (named, or `*`, without q=0). */
export function acceptsGzip(header: string | null): boolean {
  return (header ?? "").split(",").some((part) => {
    const [name, ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    return (name === "gzip" || name === "*") && !parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
  });
}

/** The format a feed's address names. */
export function feedFormatOf(url: string): FeedFormat {
  const path = new URL(url).pathname;
  return feedFormats.find((format) => feedPaths[format] === path) ?? "google";
}

/** The answer to a fetch of a feed: 304 when the fetcher holds this version, else the feed, gzipped when it takes that. */
export async function feedResponse(request: Request, context: FeedContext, format: FeedFormat, language: Language): Promise<Response> {
  const feed = await keptFeed(context, format, language);
  const headers = new Headers({
    "Content-Type": contentTypes[format],
    ETag: feed.etag,
    // Asked again each time, and answered 304 while nothing changed.
    "Cache-Control": "public, no-cache",
    Vary: "Accept-Encoding, Accept-Language, Cookie",
  });
  if (matchesEtag(request.headers.get("If-None-Match") ?? undefined, feed.etag)) return new Response(null, { status: 304, headers });
  if (acceptsGzip(request.headers.get("Accept-Encoding"))) {
    headers.set("Content-Encoding", "gzip");
    return new Response(feed.gzip, { headers });
  }
  // Unzipped as it is sent: a catalogue's whole text is never held for one fetcher.
  return new Response(Readable.toWeb(Readable.from([feed.gzip]).pipe(zlib.createGunzip())) as ReadableStream<Uint8Array>, { headers });
}
