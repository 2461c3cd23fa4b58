import type { ShownPicture } from "~/components/framed-hero-image";
import { localized } from "~/i18n/content";
import { srcSetFor } from "~/media/image-urls";
import type { Language } from "~shared/languages";
import type { ShopWords } from "~shared/settings-values";

/*
 * The owner's words on the shop's pages (docs/product/storefront.md#shop-words): each text is hers
 * in the page's language, else her English, else the shop's built-in text in the page's language,
 * like every other content text (docs/product/languages.md#content-fallback).
 */

/** The most characters each kind of text takes (docs/product/back-office.md#shop-words); long: as an item's own notes. */
export const shopWordsLimits = { short: 100, medium: 300, long: 500 } as const;
export type ShopWordsSize = keyof typeof shopWordsLimits;

/** The shop's own texts that the owner's words replace, by translation key. */
export const builtInWords = {
  heroTitle: "home.heroTitle",
  heroSubtitle: "home.heroSubtitle",
  tagline: "footer.tagline",
  aboutPromise: "aboutPage.valuesSubtitle",
  aboutValues: [
    { title: "aboutPage.qualityTitle", text: "aboutPage.qualityText" },
    { title: "aboutPage.sustainabilityTitle", text: "aboutPage.sustainabilityText" },
    { title: "aboutPage.personalTitle", text: "aboutPage.personalText" },
  ],
} as const;

/** A translator of the page's language (the built-in texts). */
type Translate = (key: string) => string;

/** The home page's hero; a null picture: the shop's drawn one. Her picture without a description only decorates. */
export function homeHero(words: ShopWords, language: Language, t: Translate) {
  const picture: ShownPicture | null = words.heroImage
    ? { src: words.heroImage, srcSet: srcSetFor(words.heroImage), alt: localized(words.heroImageAlt, language) }
    : null;
  return {
    title: localized(words.heroTitle, language, t(builtInWords.heroTitle)),
    subtitle: localized(words.heroSubtitle, language, t(builtInWords.heroSubtitle)),
    picture,
  };
}

/** The footer's words on every page: the tagline, and her own text (none is built in). */
export function footerWords(words: ShopWords, language: Language, t: Translate) {
  return { tagline: localized(words.tagline, language, t(builtInWords.tagline)), text: localized(words.footerText, language) || null };
}

/** The About page's three value cards, card by card and text by text, and the promise above them. */
export function aboutWords(words: ShopWords, language: Language, t: Translate) {
  return {
    promise: localized(words.aboutPromise, language, t(builtInWords.aboutPromise)),
    cards: builtInWords.aboutValues.map((card, index) => {
      const own = words.aboutValues?.[index];
      return { title: localized(own?.title, language, t(card.title)), text: localized(own?.text, language, t(card.text)) };
    }),
  };
}
