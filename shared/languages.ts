/**
 * The languages of the shop's interface and content, and the one content falls back to: the
 * database's columns (db/schema) are written per language, and so is the shop.
 */
export const languages = ["en", "it", "fr"] as const;
export type Language = (typeof languages)[number];

/** Content falls back to English (docs/product/languages.md#content-fallback). */
export const contentFallbackLanguage: Language = "en";
