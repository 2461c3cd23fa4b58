import { eq, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~db/client";
import { articles, authors, colorVariants, items, shopSettings } from "~db/schema";
import { mainImageOf, storedImageFiles } from "./image-urls";
import type { MediaStorage } from "./storage.server";

/** The image URLs a row held: the candidates to release once the row has changed or gone. */
export function imagesOf(...lists: (readonly (string | null | undefined)[] | string | null | undefined)[]): string[] {
  return lists.flatMap((list) => (Array.isArray(list) ? list : [list])).filter((url): url is string => !!url);
}

/** The image sources of sanitised article HTML (the sanitiser always writes attributes in double quotes). */
export function imageSourcesIn(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((match) => match[1].replaceAll("&amp;", "&"));
}

async function isReferenced(db: Database, url: string): Promise<boolean> {
  // An article's HTML may show any width of the image, so it is searched for the name without ".webp".
  const stem = `%${url.replace(/\.webp$/, "").replace(/[\\%_]/g, "\\$&")}%`;
  const uses = await Promise.all([
    db.select({ id: items.id }).from(items).where(sql`${url} = any(${items.images})`).limit(1),
    db.select({ id: colorVariants.id }).from(colorVariants).where(sql`${url} = any(${colorVariants.images})`).limit(1),
    db.select({ id: authors.id }).from(authors).where(eq(authors.avatarUrl, url)).limit(1),
    db
      .select({ id: articles.id })
      .from(articles)
      .where(or(eq(articles.featuredImage, url), sql`${articles.contentI18n}::text like ${stem}`))
      .limit(1),
    db.select({ id: shopSettings.id }).from(shopSettings).where(sql`${shopSettings.shopWords}->>'heroImage' = ${url}`).limit(1),
  ]);
  return uses.some((rows) => rows.length > 0);
}

/**
 * Deletes from storage every width of the given stored images that no row uses any more. It runs
 * after the write that dropped them has committed, so a failed write never loses a picture; an image
 * still shown elsewhere (the same upload used twice) stays. A storage failure is logged, not raised:
 * the owner's write already succeeded and a leftover file harms no one.
 */
export async function releaseUnusedImages(
  db: Database,
  storage: MediaStorage,
  log: Pick<Logger, "warn">,
  urls: readonly string[],
): Promise<number> {
  let released = 0;
  const mainUrls = new Set(urls.map(mainImageOf).filter((url): url is string => url !== null));
  for (const url of mainUrls) {
    if (!storage.keyOf(url) || (await isReferenced(db, url))) continue;
    try {
      await Promise.all(storedImageFiles(url).map((file) => storage.delete(storage.keyOf(file)!)));
      released++;
    } catch (error) {
      log.warn({ err: error, url }, "an unused image could not be deleted from storage");
    }
  }
  return released;
}
