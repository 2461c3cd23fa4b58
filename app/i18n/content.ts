import type { OptionalI18nText } from "~shared/i18n-text";
import { contentFallbackLanguage, type Language } from "~shared/languages";

/** Content in the page's language, else English (docs/product/languages.md#content-fallback), else the given fallback. */
export function localized(text: OptionalI18nText | null | undefined, language: Language, fallback = ""): string {
  const own = text?.[language]?.trim();
  if (own) return own;
  const english = text?.[contentFallbackLanguage]?.trim();
  return english || fallback;
}

/**
 * Content as the back office shows it (docs/decisions/0028): the back office's language, else
 * English, else Italian, else the given fallback (the slug for names). Replaces the brief's (docs/product/languages.md#back-office-names)
 * "Italian, else English" for the back office only, so that the owner finds things under the
 * names she works with; public pages keep `localized`.
 */
export function backOfficeText(text: OptionalI18nText | null | undefined, language: Language, fallback = ""): string {
  for (const candidate of [language, contentFallbackLanguage, "it"] as const) {
    const value = text?.[candidate]?.trim();
    if (value) return value;
  }
  return fallback;
}
