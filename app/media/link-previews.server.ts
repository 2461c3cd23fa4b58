import { isNotNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../db/client";
import { articles, authors, colorVariants, items } from "../../db/schema";
import { linkPreview, loadSharp } from "./images.server";
import { mainImageOf, previewImage, previewImageOf } from "./image-urls";
import type { MediaStorage } from "./storage.server";

/** The main URL of every stored image a row shows: items, colours, article pictures and authors. */
async function storedImagesInUse(db: Database): Promise<string[]> {
  const [itemRows, variantRows, articleRows, authorRows] = await Promise.all([
    db.select({ images: items.images }).from(items),
    db.select({ images: colorVariants.images }).from(colorVariants),
    db.select({ url: articles.featuredImage }).from(articles).where(isNotNull(articles.featuredImage)),
    db.select({ url: authors.avatarUrl }).from(authors).where(isNotNull(authors.avatarUrl)),
  ]);
  const urls = [
    ...itemRows.flatMap((row) => row.images),
    ...variantRows.flatMap((row) => row.images),
    ...articleRows.map((row) => row.url),
    ...authorRows.map((row) => row.url),
  ];
  return [...new Set(urls.map((url) => (url ? mainImageOf(url) : null)).filter((url): url is string => url !== null))];
}

/**
 * Draws the link preview (docs/decisions/0034) of every stored image that has none: images stored
 * before previews existed would otherwise name a missing file in their page's `og:image`. It runs
 * in the background after the start, one image at a time, and finds nothing to do once every
 * image has its preview; a stop ends it between two images. A failure is logged and left for the
 * next start.
 */
export async function drawMissingLinkPreviews(
  db: Database,
  storage: MediaStorage,
  log: Pick<Logger, "info" | "warn">,
  stop?: AbortSignal,
): Promise<number> {
  let drawn = 0;
  for (const url of await storedImagesInUse(db)) {
    if (stop?.aborted) break;
    const key = storage.keyOf(url);
    const previewKey = storage.keyOf(previewImageOf(url) ?? "");
    if (!key || !previewKey) continue;
    try {
      if (await storage.has(previewKey)) continue;
      const main = await storage.get(key);
      if (!main) continue;
      const sharp = await loadSharp();
      await storage.put(previewKey, await linkPreview(sharp, sharp(main)), previewImage.type);
      drawn++;
    } catch (error) {
      log.warn({ err: error, url }, "the link preview of a stored image could not be drawn");
    }
  }
  if (drawn > 0) log.info({ drawn }, "drew the link previews of images stored before previews existed");
  return drawn;
}
