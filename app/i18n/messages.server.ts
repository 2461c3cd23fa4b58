import { createPageI18n, type TFunction } from "./i18n";
import type { Language } from "./languages";
import { en, type Messages } from "./locales/en";
import { fr } from "./locales/fr";
import { it } from "./locales/it";

/** All interface texts; only the server holds every language (the browser gets its page's one). */
export const messages: Record<Language, Messages> = { en, it, fr };

const translators: Record<Language, TFunction> = {
  en: createPageI18n("en", en).t,
  it: createPageI18n("it", it).t,
  fr: createPageI18n("fr", fr).t,
};

/** A translate function for loaders, actions and meta on the server. */
export function translator(language: Language): TFunction {
  return translators[language];
}
