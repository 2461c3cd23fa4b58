/** docs/product/content-rules.md#truncation: page title and description limits. */
export const metaTitleMax = 60;
export const metaDescriptionMax = 160;
/** docs/product/content-rules.md#truncation: the about text is cut to this many characters on the home page and the about page. */
export const homeAboutTeaserLength = 250;
export const aboutIntroLength = 280;

const ellipsis = "…";

/**
 * Keeps a text within `max` characters (docs/product/content-rules.md#truncation: a 60-character title becomes
 * 57 characters plus an ellipsis).
 */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return clean.slice(0, max - 3).trimEnd() + ellipsis;
}

/** The first `length` characters of a text plus an ellipsis, when it is longer (docs/product/content-rules.md#truncation). */
export function teaser(text: string, length: number): string {
  const clean = text.trim();
  if (clean.length <= length) return clean;
  return clean.slice(0, length).trimEnd() + ellipsis;
}
