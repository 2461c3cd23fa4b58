import { createHash } from "node:crypto";
import { createPageI18n, type TFunction } from "./i18n";
import { type Language, languages } from "~shared/languages";
import { addTexts, type TextsFileRef, type TextsPart } from "./texts-files";
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
 * Only the server holds every language. Both parts of the texts go to the browser as files of their
 * own (texts-files.ts): the shop's for every page, the back office's and the sign-in page's (half of
 * the whole) only for those pages, so the shop's pages stay light.
 */
const parts = { en: split(en), it: split(it), fr: split(fr) };
for (const language of languages) {
  addTexts("shop", language, parts[language].shop);
  addTexts("back-office", language, parts[language].backOffice);
}

/** A part's texts as the file the browser fetches, and the version its address carries. */
export type TextsFile = { json: string; version: string };

const files = Object.fromEntries(
  languages.flatMap((language) =>
    (["shop", "back-office"] as const).map((part) => {
      const json = JSON.stringify(part === "shop" ? parts[language].shop : parts[language].backOffice);
      const version = createHash("sha256").update(json).digest("base64url").slice(0, 12);
      return [`${part} ${language}`, { json, version }];
    }),
  ),
) as Record<`${TextsPart} ${Language}`, TextsFile>;

export function textsFile(part: TextsPart, language: Language): TextsFile {
  return files[`${part} ${language}`];
}

/** Where the browser fetches a part's texts in `language`: a new address whenever they change. */
export function textsUrl(part: TextsPart, language: Language): string {
  return `/texts/${part === "shop" ? "" : `${part}/`}${language}.json?v=${files[`${part} ${language}`].version}`;
}

/** What the back office's and the sign-in page's loaders say of their texts. */
export function backOfficeTextsFile(language: Language): TextsFileRef {
  return { language, url: textsUrl("back-office", language) };
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
