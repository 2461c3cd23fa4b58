import { eq, isNotNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~db/client";
import { articles, authors, colorVariants, items, shopSecrets, shopSettings } from "~db/schema";
import { linkPreview, smallerWidth } from "./images.server";
import { loadSharp } from "~shared/sharp.server";
import { atWidth, imageWidths, mainImageOf, previewImage, previewImageOf } from "./image-urls";
import type { MediaStorage } from "./storage.server";

/** The main URL of every stored image a row shows: items, colours, article pictures, authors and the home hero. */
async function storedImagesInUse(db: Database): Promise<string[]> {
  const [itemRows, variantRows, articleRows, authorRows, settingsRows] = await Promise.all([
    db.select({ images: items.images }).from(items),
    db.select({ images: colorVariants.images }).from(colorVariants),
    db.select({ url: articles.featuredImage }).from(articles).where(isNotNull(articles.featuredImage)),
    db.select({ url: authors.avatarUrl }).from(authors).where(isNotNull(authors.avatarUrl)),
    db.select({ words: shopSettings.shopWords }).from(shopSettings),
  ]);
  const urls = [
    ...itemRows.flatMap((row) => row.images),
    ...variantRows.flatMap((row) => row.images),
    ...articleRows.map((row) => row.url),
    ...authorRows.map((row) => row.url),
    ...settingsRows.map((row) => row.words?.heroImage),
  ];
  return [...new Set(urls.map((url) => (url ? mainImageOf(url) : null)).filter((url): url is string => url !== null))];
}

/**
 * The files each stored image has beside its main one: a change of the preview's size or type, of
 * its version when the drawing changes, or of the widths, makes the next start look at every
 * stored image once more (docs/decisions/0043, 0047).
 */
export const imageFilesFormat = `${previewImage.width}x${previewImage.height}-${previewImage.type.replace("image/", "")}-v1+${imageWidths.join("-")}w`;

type ImageFile = { url: string; type: string; make: (sharp: Awaited<ReturnType<typeof loadSharp>>, main: Buffer) => Promise<Buffer> };

/** What an image's main file is made into when it is stored (images.server.ts). */
function filesBeside(main: string): ImageFile[] {
  const preview = previewImageOf(main);
  return [
    ...(preview ? [{ url: preview, type: previewImage.type, make: (sharp, file) => linkPreview(sharp, sharp(file)) } satisfies ImageFile] : []),
    ...imageWidths.map(
      (width): ImageFile => ({
        url: atWidth(main, width),
        type: "image/webp",
        make: (sharp, file) => smallerWidth(sharp(file), width),
      }),
    ),
  ];
}

/**
 * How far the pass of one format over one storage has come. Images are taken in the order of their
 * URLs, so an interrupted pass goes on after the last one it handled; those that failed are tried
 * again at the next start, alone.
 */
type PassProgress = { done: boolean; after: string | null; failed: string[] };

/** Written every so many images, so that a stop loses little of a long pass. */
const progressEvery = 50;

/** The marker's name: the format, and the storage it was checked on (a bucket's address, or the local folder's URL prefix). */
function markerName(storage: MediaStorage, format: string): string {
  const probe = "probe.jpg";
  return `image-files:${format}:${storage.publicUrl(probe).slice(0, -probe.length)}`;
}

async function readProgress(db: Database, name: string): Promise<PassProgress | null> {
  const [row] = await db.select({ value: shopSecrets.value }).from(shopSecrets).where(eq(shopSecrets.name, name));
  if (!row) return null;
  try {
    const value = JSON.parse(row.value) as Partial<PassProgress>;
    return {
      done: value.done === true,
      after: typeof value.after === "string" ? value.after : null,
      failed: Array.isArray(value.failed) ? value.failed.filter((url): url is string => typeof url === "string") : [],
    };
  } catch {
    return null;
  }
}

async function writeProgress(db: Database, name: string, progress: PassProgress): Promise<void> {
  const value = JSON.stringify(progress);
  await db.insert(shopSecrets).values({ name, value }).onConflictDoUpdate({ target: shopSecrets.name, set: { value } });
}

/**
 * Makes the files beside every stored image that lacks some: its link preview (docs/decisions/0034)
 * and its smaller widths (0047). Images stored before those existed would otherwise name a missing
 * file in their page's `og:image` or `srcset`. It runs in the background after the start, one image
 * at a time; a stop ends it between two images. Each image is looked at once per format and
 * storage (0043): a start after a finished pass asks the storage nothing, as an upload makes its own
 * files. A failure is logged and tried again at the next start. Answers how many files it made.
 */
export async function makeMissingImageFiles(
  db: Database,
  storage: MediaStorage,
  log: Pick<Logger, "info" | "warn">,
  stop?: AbortSignal,
  format = imageFilesFormat,
): Promise<number> {
  const name = markerName(storage, format);
  const progress = await readProgress(db, name);
  if (progress?.done && progress.failed.length === 0) return 0;
  const inUse = (await storedImagesInUse(db)).sort();
  // A finished pass tries again only what failed and is still shown; an unfinished one goes on after its last image.
  const retrying = progress?.done === true;
  const todo = retrying
    ? inUse.filter((url) => progress.failed.includes(url))
    : inUse.filter((url) => progress?.after == null || url > progress.after);
  const failed = retrying ? [] : [...(progress?.failed ?? [])];
  let after = retrying ? null : (progress?.after ?? null);
  let made = 0;
  let handled = 0;
  for (const url of todo) {
    if (stop?.aborted) {
      await writeProgress(db, name, { done: retrying, after, failed: retrying ? [...failed, ...todo.slice(handled)] : failed });
      return made;
    }
    const key = storage.keyOf(url);
    if (key) {
      try {
        let main: Buffer | null | undefined;
        for (const file of filesBeside(url)) {
          const fileKey = storage.keyOf(file.url);
          if (!fileKey || (await storage.has(fileKey))) continue;
          main ??= await storage.get(key);
          if (!main) break;
          await storage.put(fileKey, await file.make(await loadSharp(), main), file.type);
          made++;
        }
      } catch (error) {
        failed.push(url);
        log.warn({ err: error, url }, "a file beside a stored image (its link preview or a smaller width) could not be made");
      }
    }
    after = url;
    handled++;
    if (!retrying && handled % progressEvery === 0) await writeProgress(db, name, { done: false, after, failed });
  }
  await writeProgress(db, name, { done: true, after: null, failed });
  if (made > 0) log.info({ made }, "made the link previews and smaller widths that older images lacked");
  return made;
}
