import type { OptionalI18nText } from "../../db/schema/i18n";
import { contentFallbackLanguage, type Language } from "./languages";

/** Content in the page's language, else English (SPEC §4 Language), else the given fallback. */
export function localized(text: OptionalI18nText | null | undefined, language: Language, fallback = ""): string {
  const own = text?.[language]?.trim();
  if (own) return own;
  const english = text?.[contentFallbackLanguage]?.trim();
  return english || fallback;
}
