/**
 * The shop's texts, one language at a time (docs/decisions/0022). They are the same on every page,
 * so instead of riding in each page's data they are a file of their own that the browser keeps:
 * `/texts/{language}.json?v={version}`. The server knows every language from the start
 * (messages.server.ts); the browser fetches its page's language before it hydrates, and another
 * one when the shopper switches.
 */
import type { Language } from "~shared/languages";
import type { PublicMessages } from "./locales/en";

const known = new Map<Language, PublicMessages>();
const loading = new Map<Language, Promise<void>>();

export function addShopTexts(language: Language, texts: PublicMessages): void {
  known.set(language, texts);
}

/** The texts of `language`, when they are here (always on the server). */
export function shopTextsIfKnown(language: Language): PublicMessages | undefined {
  return known.get(language);
}

export function shopTexts(language: Language): PublicMessages {
  const texts = known.get(language);
  if (!texts) throw new Error(`The shop's texts in "${language}" have not been loaded`);
  return texts;
}

/** Fetches the texts of `language` from `url`, once. */
export function loadShopTexts(language: Language, url: string): Promise<void> {
  if (known.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        known.set(language, (await response.json()) as PublicMessages);
      })
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** The `id` of the `<link>` in the page's head whose `href` is its texts' address. */
export const shopTextsLinkId = "shop-texts";
