import { backOfficeText } from "~/i18n/content";
import { pageUrl } from "~/shop/page-addresses";
import { languages, type Language } from "~shared/languages";
import type { LeftOutReason } from "./feed-entries";
import { feedFormats, feedPaths, keptFeed, type FeedContext, type FeedFormat } from "./feeds.server";

/** How many left-out items a language's card names; the rest are counted. */
export const leftOutShown = 50;

export type LanguageFeeds = {
  language: Language;
  addresses: Record<FeedFormat, string>;
  /** Entries in the feeds of this language (both formats list the same). */
  entries: number;
  leftOut: { name: string; reason: LeftOutReason }[];
  leftOutCount: number;
};

/**
 * docs/product/feeds.md#sales-channels-page: each language's feeds as they are fetched now (building
 * them if the content changed since), named in the back office's language.
 */
export async function salesChannels(context: FeedContext, backOfficeLanguage: Language): Promise<LanguageFeeds[]> {
  return Promise.all(
    languages.map(async (language) => {
      const feed = await keptFeed(context, "google", language);
      return {
        language,
        addresses: Object.fromEntries(
          feedFormats.map((format) => [format, pageUrl(context.config.publicUrl, feedPaths[format], language)]),
        ) as Record<FeedFormat, string>,
        entries: feed.entries,
        leftOut: feed.leftOut.slice(0, leftOutShown).map(({ slug, name, color, reason }) => {
          const itemName = backOfficeText(name, backOfficeLanguage, slug);
          const colorName = color ? backOfficeText(color, backOfficeLanguage) : "";
          return { name: colorName ? `${itemName} – ${colorName}` : itemName, reason };
        }),
        leftOutCount: feed.leftOut.length,
      };
    }),
  );
}
