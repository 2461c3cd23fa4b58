import { intlLocale } from "~/i18n/languages";
import type { Language } from "~shared/languages";
import { perLanguage } from "./per-language";

const longDate = perLanguage((language) => new Intl.DateTimeFormat(intlLocale[language], { dateStyle: "long", timeZone: "UTC" }));

/**
 * A calendar date in the page's language, e.g. "12 March 2026". The day is read in UTC so the
 * server's rendering and the browser's hydration agree whatever the visitor's time zone.
 */
export function formatDate(iso: string, language: Language): string {
  return longDate(language).format(new Date(iso));
}
