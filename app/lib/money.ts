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

/**
 * The largest price, shipping or total a quote can have, in cents: €999,999.99. A quote's sums
 * (at most 100 lines of 999 pieces) then stay exact in JavaScript, and its total fits the
 * database's integer column (docs/product/cart-and-orders.md#quote-amounts).
 */
export const largestQuoteCents = 99_999_999;
