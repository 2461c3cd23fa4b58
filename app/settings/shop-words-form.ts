import { z } from "zod";
import { fieldName, i18nDefaults, i18nValue, imageUrl, optionalText } from "~/components/forms/form-values";
import { languages, type Language } from "~shared/languages";
import type { OwnerText, ShopWords, ValueCardWords } from "~shared/settings-values";
import { builtInWords, shopWordsLimits, type ShopWordsSize } from "./shop-words";

/*
 * The "Your shop's words" form (docs/product/back-office.md#shop-words), checked in the browser and
 * again by the action. Each text has a box per language, named `<box>_<language>`; an empty box lets
 * the shop's own text show. Messages are translation keys.
 */

/** A text's boxes, its size, and the shop's own text it replaces (a translation key), if any. */
type Text = { box: string; size: ShopWordsSize; builtIn?: string };

/** The texts that are one OwnerText each. */
export const textBox = {
  heroTitle: { box: "hero_title", size: "short", builtIn: builtInWords.heroTitle },
  heroSubtitle: { box: "hero_subtitle", size: "medium", builtIn: builtInWords.heroSubtitle },
  heroImageAlt: { box: "hero_image_alt", size: "short" },
  tagline: { box: "tagline", size: "medium", builtIn: builtInWords.tagline },
  footerText: { box: "footer_text", size: "medium" },
  aboutPromise: { box: "promise", size: "medium", builtIn: builtInWords.aboutPromise },
  care: { box: "care", size: "long" },
  goodToKnow: { box: "good_to_know", size: "long" },
} as const satisfies Record<Exclude<keyof ShopWords, "heroImage" | "aboutValues">, Text>;

/** The About page's three value cards, each a title and a text. */
export const valueCardTexts = builtInWords.aboutValues.map((keys, index) => ({
  title: { box: `value${index + 1}_title`, size: "short", builtIn: keys.title },
  text: { box: `value${index + 1}_text`, size: "medium", builtIn: keys.text },
})) satisfies Record<keyof ValueCardWords, Text>[];

const allTexts: Text[] = [...Object.values(textBox), ...valueCardTexts.flatMap((card) => [card.title, card.text])];

export const boxIn = (box: string, language: Language) => fieldName(box, language);

const sizes: Record<string, ShopWordsSize> = Object.fromEntries(allTexts.map(({ box, size }) => [box, size]));

/** How long a text's box may be: short, medium or long (shopWordsLimits). */
export const sizeOf = (box: string) => sizes[box];

/** The shop's own text each box stands in for, in one language (`t` translates in it). */
export function builtInTexts(t: (key: string) => string): Record<string, string> {
  return Object.fromEntries(allTexts.flatMap(({ box, builtIn }) => (builtIn ? [[box, t(builtIn)]] : [])));
}

const limited = (size: ShopWordsSize) =>
  optionalText.pipe(z.string().max(shopWordsLimits[size], `admin.shopWords.errors.${size}TooLong`).optional());

export const shopWordsSchema = z
  .object({
    hero_image: imageUrl,
    ...Object.fromEntries(
      allTexts.flatMap(({ box, size }) => languages.map((language) => [fieldName(box, language), limited(size)])),
    ),
  })
  .transform(
    (values): ShopWords => ({
      ...(Object.fromEntries(Object.entries(textBox).map(([key, { box }]) => [key, i18nValue(values, box)])) as Record<
        keyof typeof textBox,
        OwnerText
      >),
      heroImage: values.hero_image || null,
      aboutValues: valueCardTexts.map((card) => ({
        title: i18nValue(values, card.title.box),
        text: i18nValue(values, card.text.box),
      })),
    }),
  );

/** The boxes of the stored words, for the form's default values. */
export function shopWordsDefaults(words: ShopWords): Record<string, string> {
  return Object.assign(
    { hero_image: words.heroImage ?? "" },
    ...Object.entries(textBox).map(([key, { box }]) => i18nDefaults(box, words[key as keyof typeof textBox])),
    ...valueCardTexts.flatMap((card, index) => [
      i18nDefaults(card.title.box, words.aboutValues?.[index]?.title),
      i18nDefaults(card.text.box, words.aboutValues?.[index]?.text),
    ]),
  );
}
