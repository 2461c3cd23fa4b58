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

export class SlugError extends Error {
  constructor() {
    super("Unable to generate valid slug from name");
    this.name = "SlugError";
  }
}

/** The slug given, else one made from the name; throws SlugError when neither gives one. */
export function slugFrom(slug: string | undefined, name: string): string {
  const result = slugify(slug?.trim() ? slug : name);
  if (!result) throw new SlugError();
  return result;
}
