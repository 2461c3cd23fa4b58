import { intlLocale } from "~/i18n/languages";
import type { Language } from "~shared/languages";
import { perLanguage } from "~/i18n/per-language";

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

/** How a language writes a number: its decimal mark and its thousands separators. */
const numberMarks = perLanguage((language) => {
  const parts = new Intl.NumberFormat(intlLocale[language]).formatToParts(1234567.5);
  const decimal = parts.find((part) => part.type === "decimal")?.value ?? ".";
  const group = parts.find((part) => part.type === "group")?.value ?? ",";
  // A space-grouping language is typed with any space: the plain one, U+00A0 or U+202F.
  return {
    decimal,
    groups: /\s/.test(group) ? [" ", "\u00a0", "\u202f"] : [group],
  };
});

const boxAmount = perLanguage(
  (language) =>
    new Intl.NumberFormat(intlLocale[language], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    }),
);

/** Cents as an amount box shows them, in the language's own way and without grouping: 5490 → "54,90" in it. */
export function formatAmountInput(cents: number, language: Language): string {
  return boxAmount(language).format(cents / 100);
}

/** Cents written the way the language writes a large amount, thousands grouped: 123400 → "1 234,00" in fr. */
export function formatGroupedAmount(cents: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: "always",
  }).format(cents / 100);
}

export type AmountProblem = "malformed" | "ambiguous" | "negative";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * docs/product/content-rules.md#amounts: an amount in euros as a person types it, in integer cents.
 * The language's decimal mark and the dot both end the whole euros, followed by one or two digits;
 * the language's thousands separator groups digits by three. A euro sign at either end is allowed,
 * so a price copied from a page reads back; a minus sign makes it "negative". Where the dot is both a decimal mark the shop accepts
 * and a way people group thousands ("1.234" in Italian or French), one dot before exactly three
 * digits could be either, so it is refused rather than guessed. The result is never negative; the
 * caller bounds the largest amount.
 */
export function parseAmount(text: string, language: Language): { cents: number } | { problem: AmountProblem } {
  const { decimal, groups } = numberMarks(language);
  const typed = text.trim().replace(/^€\s*|\s*€$/gu, "");
  if (/^[-−]/.test(typed))
    return "cents" in parseAmount(typed.slice(1), language) ? { problem: "negative" } : { problem: "malformed" };
  // "1.234": the dot may be the decimal mark or a thousands separator.
  if (language !== "en" && /^\d{1,3}\.\d{3}$/.test(typed)) return { problem: "ambiguous" };
  const group = `(?:${groups.map(escape).join("|")})`;
  const marks = language === "en" ? "\\." : `[${escape(decimal)}.]`;
  const match = new RegExp(`^(\\d{1,3}(?:${group}\\d{3})+|\\d+)(?:(${marks})(\\d{1,2}))?$`, "u").exec(typed);
  // A mark used both to group and to end the euros ("1.234.50") says nothing for sure.
  if (!match || (match[2] !== undefined && match[1].includes(match[2]))) return { problem: "malformed" };
  const [, whole, , fraction = ""] = match;
  const digits = whole.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  if (digits.length > 13) return { problem: "malformed" };
  return { cents: Number(digits) * 100 + Number(fraction.padEnd(2, "0")) };
}
