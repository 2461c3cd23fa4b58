import { languages, type Language } from "~shared/languages";

/** Interface default when nothing else decides (docs/product/languages.md#choosing-the-language). */
export const defaultLanguage: Language = "it";

/** The cookie (and local storage key) that remembers the shopper's choice. */
export const languageCookieName = "lng";

export const languageNames: Record<Language, string> = {
  en: "English",
  it: "Italiano",
  fr: "Français",
};

/** The first two letters of a language tag, when they name a language of the shop. */
export function toLanguage(value: string | null | undefined): Language | undefined {
  const two = value?.trim().slice(0, 2).toLowerCase();
  return languages.find((l) => l === two);
}

/**
 * The browser's language from an Accept-Language header: its most preferred tag (by q-value, then
 * order), when that is a language of the shop (docs/product/languages.md#choosing-the-language: "the first two letters of the browser language").
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return toLanguage(ranked[0]?.tag);
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Decides the language of a request (docs/product/languages.md#choosing-the-language): `?lng=` wins, then the `lng` cookie,
 * then the browser's languages, else Italian.
 */
export function detectLanguage(input: {
  search: string | null | undefined;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): { language: Language; fromQuery: boolean } {
  const search = input.search ?? "";
  // Most addresses (a tracking link's, a filter's) name no language: a kept answer skips parsing
  // them. Only a percent sign could spell the name some other way.
  const fromQuery = search.includes("lng") || search.includes("%") ? toLanguage(new URLSearchParams(search).get("lng")) : undefined;
  if (fromQuery) return { language: fromQuery, fromQuery: true };
  const language =
    toLanguage(readCookie(input.cookie, languageCookieName)) ??
    languageFromAcceptLanguage(input.acceptLanguage) ??
    defaultLanguage;
  return { language, fromQuery: false };
}

/** Intl locale tag used for numbers and dates. */
export const intlLocale: Record<Language, string> = { en: "en-IE", it: "it-IT", fr: "fr-FR" };
