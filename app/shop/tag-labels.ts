import type { OptionalI18nText } from "~shared/i18n-text";
import { localized } from "~/i18n/content";
import { intlLocale } from "~/i18n/languages";
import type { Language } from "~shared/languages";

/** The owner's words for each tag, per language, by tag (docs/product/content-rules.md#tag-labels). */
export type TagLabelTexts = ReadonlyMap<string, OptionalI18nText>;

/** A tag as a page shows it: the stored tag (the filter's value) and its words in the page's language. */
export type LabelledTag = { tag: string; label: string };

/**
 * docs/product/content-rules.md#tag-labels: the label in the page's language, else the default
 * content language's (English), else the tag itself, like every other content text.
 */
export function tagLabel(labels: TagLabelTexts, tag: string, language: Language): string {
  return localized(labels.get(tag), language, tag);
}

/** Tags with their labels, in the order given (an item's own order). */
export function labelTags(tags: readonly string[], labels: TagLabelTexts, language: Language): LabelledTag[] {
  return tags.map((tag) => ({ tag, label: tagLabel(labels, tag, language) }));
}

/** Tags with their labels, A to Z by the label as the page's language sorts words (the catalog's tag filter). */
export function labelTagsByLabel(tags: readonly string[], labels: TagLabelTexts, language: Language): LabelledTag[] {
  const collator = new Intl.Collator(intlLocale[language], { sensitivity: "base" });
  return labelTags(tags, labels, language).sort((a, b) => collator.compare(a.label, b.label) || (a.tag < b.tag ? -1 : 1));
}
