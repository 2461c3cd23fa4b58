import { intlLocale } from "~/i18n/languages";
import type { Language } from "~shared/languages";
import { perLanguage } from "./per-language";

const euros = perLanguage(
  (language) =>
    new Intl.NumberFormat(intlLocale[language], {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** A price in euros with 2 decimals, written the way the page's language writes money (docs/product/content-rules.md#prices). */
export function formatPrice(amount: number, language: Language): string {
  return euros(language).format(amount);
}
