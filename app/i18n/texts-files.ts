/**
 * The interface texts, one part and one language at a time (docs/decisions/0022, 0046). They are
 * the same on every page, so instead of riding in each page's data they are files of their own
 * that the browser keeps: the shop's texts at `/texts/{language}.json?v={version}`, the back
 * office's and the sign-in page's at `/texts/back-office/{language}.json?v={version}`. The server
 * knows every part and language from the start (messages.server.ts); the browser fetches its page's
 * before it hydrates, another language when the shopper switches, and the back office's when it
 * opens one of its pages.
 */
import type { Language } from "~shared/languages";
import type { BackOfficeMessages, PublicMessages } from "./locales/en";

type TextsOf = { shop: PublicMessages; "back-office": BackOfficeMessages };
export type TextsPart = keyof TextsOf;

const known = new Map<string, unknown>();
const loading = new Map<string, Promise<void>>();
const keyOf = (part: TextsPart, language: Language) => `${part} ${language}`;

export function addTexts<P extends TextsPart>(part: P, language: Language, texts: TextsOf[P]): void {
  known.set(keyOf(part, language), texts);
}

/** The texts of `part` in `language`, when they are here (always on the server). */
export function textsIfKnown<P extends TextsPart>(part: P, language: Language): TextsOf[P] | undefined {
  return known.get(keyOf(part, language)) as TextsOf[P] | undefined;
}

export function textsOf<P extends TextsPart>(part: P, language: Language): TextsOf[P] {
  const texts = textsIfKnown(part, language);
  if (!texts) throw new Error(`The ${part} texts in "${language}" have not been loaded`);
  return texts;
}

/** Fetches the texts of `part` in `language` from `url`, once. */
export function loadTexts(part: TextsPart, language: Language, url: string): Promise<void> {
  const key = keyOf(part, language);
  if (known.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        known.set(key, await response.json());
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Where a page says which texts file of a part it was rendered with: the `id` of a `<link>` in its head. */
export const textsLinkId: Record<TextsPart, string> = { shop: "shop-texts", "back-office": "back-office-texts" };

/** What a page's data says of a part's texts: their language and address. */
export type TextsFileRef = { language: Language; url: string };

/** The back office's texts file that the matched routes' data names (the admin layout's, `/auth`'s…), if any. */
export function backOfficeTextsIn(matches: ReadonlyArray<{ loaderData?: unknown } | undefined>): TextsFileRef | undefined {
  return matches
    .map((match) => (match?.loaderData as { backOfficeTexts?: TextsFileRef } | undefined)?.backOfficeTexts)
    .find((found) => found !== undefined);
}
