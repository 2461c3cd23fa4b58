/**
 * Every stored image exists in several widths beside its main file (see images.server.ts):
 * `<name>.webp` is the largest (at most 1200 px wide) and `<name>-400.webp`, `<name>-800.webp`
 * the smaller ones. Image lists in the database hold only the main URL.
 */
export const imageWidths = [400, 800] as const;
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

/** The URLs of every width of a stored image, the main one first. */
export function storedImageWidths(url: string): string[] {
  const main = mainImageOf(url);
  return main ? [main, ...imageWidths.map((w) => main.replace(/\.webp$/, `-${w}.webp`))] : [url];
}

/** Builds a `srcset` for a stored image URL; other URLs (e.g. static files) get none. */
export function srcSetFor(url: string): string | undefined {
  const main = mainImageOf(url);
  if (!main) return undefined;
  const [, ...smaller] = storedImageWidths(main);
  return [...smaller.map((width, i) => `${width} ${imageWidths[i]}w`), `${main} ${mainImageWidth}w`].join(", ");
}

/** The URL of one of a stored image's smaller widths (e.g. for link previews). */
export function imageAtWidth(url: string, width: (typeof imageWidths)[number]): string {
  const main = mainImageOf(url);
  return main ? main.replace(/\.webp$/, `-${width}.webp`) : url;
}
