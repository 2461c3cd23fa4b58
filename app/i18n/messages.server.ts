import { createPageI18n, type TFunction } from "./i18n";
import type { Language } from "./languages";
import { en, type BackOfficeMessages, type Messages, type PublicMessages } from "./locales/en";
import { fr } from "./locales/fr";
import { it } from "./locales/it";

function split({ admin, auth, ...shop }: Messages): { shop: PublicMessages; backOffice: BackOfficeMessages } {
  return { shop, backOffice: { admin, auth } };
}

const parts = { en: split(en), it: split(it), fr: split(fr) };

/**
 * The texts every page may need, in one language, sent by the root: only the server holds every
 * language. The back office's and the sign-in page's texts (half of the whole) come only with
 * those pages, so the shop's pages stay light.
 */
export function shopMessages(language: Language): PublicMessages {
  return parts[language].shop;
}

/** The back office's and the sign-in page's texts, sent by those routes' loaders. */
export function backOfficeMessages(language: Language): BackOfficeMessages {
  return parts[language].backOffice;
}

const translators: Record<Language, TFunction> = {
  en: createPageI18n("en", en).t,
  it: createPageI18n("it", it).t,
  fr: createPageI18n("fr", fr).t,
};

/** A translate function for loaders, actions and meta on the server. */
export function translator(language: Language): TFunction {
  return translators[language];
}
