import { perLanguage } from "./per-language";
import type { Language } from "~shared/languages";
import type { BackOfficeMessages, PublicMessages } from "./locales/en";

/** Values put into a text's `{{name}}` placeholders; `count` also picks the plural form. */
export type TranslateValues = Record<string, string | number>;

/**
 * Translates a dotted key ("cart.title") of the interface texts. An unknown key is returned as it
 * is, so a missing text shows up on the page instead of an empty space.
 */
export type TFunction = (key: string, values?: TranslateValues) => string;

/** The texts a page has: the shop's always, the back office's on its pages and the sign-in page. */
export type PageMessages = PublicMessages & Partial<BackOfficeMessages>;

/** One page's language, its texts and its translate function, on the server and in the browser alike. */
export type PageI18n = { language: Language; messages: PageMessages; t: TFunction };

type Texts = { readonly [key: string]: string | Texts };

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

const pluralRules = perLanguage((language) => new Intl.PluralRules(language));

export function createPageI18n(language: Language, messages: PageMessages): PageI18n {
  const plurals = pluralRules(language);
  const lookup = (key: string): string | undefined => {
    let node: string | Texts | undefined = messages as Texts;
    for (const part of key.split(".")) {
      if (typeof node !== "object") return undefined;
      node = node[part];
    }
    return typeof node === "string" ? node : undefined;
  };
  const t: TFunction = (key, values) => {
    const count = values?.count;
    // Texts that depend on a number have one key per plural category (`_one`, `_other`, and
    // `_many` where a language needs it), as CLDR names them; `_other` stands in for a missing one.
    // A `_zero` key, where a text has one, says "none" in words: French counts 0 as "one" ("0 jour").
    const text =
      (typeof count === "number"
        ? ((count === 0 ? lookup(`${key}_zero`) : undefined) ??
          lookup(`${key}_${plurals.select(count)}`) ??
          lookup(`${key}_other`))
        : undefined) ?? lookup(key);
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(placeholder, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
  return { language, messages, t };
}
