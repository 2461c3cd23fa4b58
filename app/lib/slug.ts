/** docs/product/content-rules.md#slugs: the longest slug kept. */
export const slugMaxLength = 50;

/**
 * docs/product/content-rules.md#slugs: lowercase, every run of characters other than a-z and 0-9 becomes one hyphen, hyphens
 * trimmed at both ends, cut to 50 characters. An empty answer means nothing usable was given.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, slugMaxLength)
    .replace(/-+$/, "");
}

/** True for a slug slugify could have made; nothing else names a row, so it needs no query. */
export function isSlug(value: string): boolean {
  return value !== "" && slugify(value) === value;
}

/**
 * docs/product/content-rules.md#slugs: the slug typed, made valid, or when the box is empty one made
 * from the English name; empty when neither gives one. Forms check it, the server stores it.
 */
export function slugOf(typed: string | undefined, name: string | undefined): string {
  return slugify(typed?.trim() || name || "");
}
