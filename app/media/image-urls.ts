/**
 * Every stored image exists in several widths beside its main file (see images.server.ts):
 * `<name>.webp` is the largest (at most 1200 px wide) and `<name>-200.webp`, `<name>-400.webp`,
 * `<name>-800.webp` the smaller ones. Image lists in the database hold only the main URL.
 */
// 200 px is a thumbnail's (the product page's, the back office's cards): at 80 px on a phone's
// screen a 400 px file is four times the bytes, beside the picture the shopper is waiting for.
export const imageWidths = [200, 400, 800] as const;
export const mainImageWidth = 1200;

// A stored image is named by a random UUID in its folder, wherever it is served from (local disk
// or a bucket), so the name alone tells it apart from other URLs such as static files.
const storedImage = new RegExp(
  `^(.*/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-(?:${imageWidths.join("|")}))?\\.webp$`,
);

/** The main URL of a stored image given the URL of any of its widths; null for other URLs. */
export function mainImageOf(url: string): string | null {
  const match = storedImage.exec(url);
  return match ? `${match[1]}.webp` : null;
}

/** The URL of a stored image's main file at one of its smaller widths. */
export function atWidth(main: string, width: (typeof imageWidths)[number]): string {
  return main.replace(/\.webp$/, `-${width}.webp`);
}

/** The URLs of every width of a stored image, the main one first. */
export function storedImageWidths(url: string): string[] {
  const main = mainImageOf(url);
  return main ? [main, ...imageWidths.map((width) => atWidth(main, width))] : [url];
}

/**
 * Link previews (WhatsApp, Facebook, iMessage…) want a JPEG at 1.91:1: each stored image has one
 * beside it, `<name>-preview.jpg`, cropped around its subject (docs/decisions/0034).
 */
export const previewImage = { width: 1200, height: 630, type: "image/jpeg" } as const;

/** The shop's own preview (its drawn hero picture), for pages without a picture of their own. */
export const shopPreviewImage = "/images/hero-preview.jpg";

/** The link preview of a stored image; null for other URLs. */
export function previewImageOf(url: string): string | null {
  const main = mainImageOf(url);
  return main ? main.replace(/\.webp$/, "-preview.jpg") : null;
}

/** Every file stored for one image: its widths and its link preview. */
export function storedImageFiles(url: string): string[] {
  const preview = previewImageOf(url);
  return preview ? [...storedImageWidths(url), preview] : [url];
}

/** Builds a `srcset` for a stored image URL; other URLs (e.g. static files) get none. */
export function srcSetFor(url: string): string | undefined {
  const main = mainImageOf(url);
  if (!main) return undefined;
  const [, ...smaller] = storedImageWidths(main);
  return [...smaller.map((width, i) => `${width} ${imageWidths[i]}w`), `${main} ${mainImageWidth}w`].join(", ");
}
