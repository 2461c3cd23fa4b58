/**
 * Every stored image exists in several widths beside its main file (see images.server.ts):
 * `<name>.webp` is the largest (at most 1200 px wide) and `<name>-400.webp`, `<name>-800.webp`
 * the smaller ones. Image lists in the database hold only the main URL.
 */
export const imageWidths = [400, 800] as const;
export const mainImageWidth = 1200;

/** Builds a `srcset` for a stored image URL; other URLs (e.g. static files) get none. */
export function srcSetFor(url: string): string | undefined {
  const match = /^(.*)\.webp$/.exec(url);
  if (!match || !url.includes("/uploads/")) return undefined;
  return [...imageWidths.map((w) => `${match[1]}-${w}.webp ${w}w`), `${url} ${mainImageWidth}w`].join(", ");
}

/** The URL of one of a stored image's smaller widths (e.g. for link previews). */
export function imageAtWidth(url: string, width: (typeof imageWidths)[number]): string {
  return url.includes("/uploads/") && url.endsWith(".webp") ? url.replace(/\.webp$/, `-${width}.webp`) : url;
}
