import { createHash } from "node:crypto";
import { createPageI18n, type TFunction } from "./i18n";
import { type Language, languages } from "~shared/languages";
import { addShopTexts } from "./shop-texts";
import { en, type BackOfficeMessages, type Messages, type PublicMessages } from "./locales/en";
import { fr } from "./locales/fr";
import { it } from "./locales/it";

function split(messages: Messages): { shop: PublicMessages; backOffice: BackOfficeMessages } {
  // The policy templates are long and only the server fills them: no page receives them.
  const { admin, auth, policyTexts, ...shop } = messages;
  void policyTexts;
  return { shop, backOffice: { admin, auth } };
}

/**
 * Only the server holds every language. The shop's texts go to the browser as a file of their own
 * (shop-texts.ts); the back office's and the sign-in page's (half of the whole) only with those
 * pages, so the shop's pages stay light.
 */
const parts = { en: split(en), it: split(it), fr: split(fr) };
for (const language of languages) addShopTexts(language, parts[language].shop);

/** The shop's texts as the file the browser fetches, and the version its address carries. */
export type ShopTextsFile = { json: string; version: string };

const files = Object.fromEntries(
  languages.map((language) => {
    const json = JSON.stringify(parts[language].shop);
    const version = createHash("sha256").update(json).digest("base64url").slice(0, 12);
    return [language, { json, version }];
  }),
) as Record<Language, ShopTextsFile>;

export function shopTextsFile(language: Language): ShopTextsFile {
  return files[language];
}

/** Where the browser fetches the shop's texts in `language`: a new address whenever they change. */
export function shopTextsUrl(language: Language): string {
  return `/texts/${language}.json?v=${files[language].version}`;
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
