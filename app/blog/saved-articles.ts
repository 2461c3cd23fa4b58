import { localStorageStore } from "~/lib/local-storage-store";

/**
 * The shopper's saved articles (docs/product/storefront.md#share-and-save): a list of article slugs in local storage, newest
 * first, kept in step with other tabs.
 */
const savedArticlesStorageKey = "crochet_saved_articles_v1";

/** Enough for any reader; a list grown past it drops its oldest entries. */
const maxSaved = 200;

export type SavedArticles = readonly string[];

/** Unreadable or foreign storage counts as an empty list, never as an error. */
export function parseSavedArticles(raw: string | null | undefined): SavedArticles {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const slugs = value.filter((entry): entry is string => typeof entry === "string" && entry.length > 0);
    return [...new Set(slugs)].slice(0, maxSaved);
  } catch {
    return [];
  }
}

/** Adds the article (first) when it is not saved, removes it when it is. */
export function toggleSavedArticle(list: SavedArticles, slug: string): SavedArticles {
  return list.includes(slug) ? list.filter((s) => s !== slug) : [slug, ...list].slice(0, maxSaved);
}

const store = localStorageStore(savedArticlesStorageKey, { parse: parseSavedArticles, serialize: JSON.stringify, empty: [] });

export const subscribeSavedArticles = store.subscribe;
export const savedArticlesSnapshot = store.snapshot;

/** Toggles one article and returns whether it is now saved. */
export function toggleSavedArticleInStorage(slug: string): boolean {
  const saved = toggleSavedArticle(store.snapshot(), slug);
  store.save(saved);
  return saved.includes(slug);
}
