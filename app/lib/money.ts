import { intlLocale } from "~/i18n/languages";
import type { Language } from "~shared/languages";

const formatters = new Map<Language, Intl.NumberFormat>();

/** A price in euros with 2 decimals, written the way the page's language writes money (docs/product/content-rules.md#prices). */
export function formatPrice(amount: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale[language], {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  return formatter.format(amount);
}
