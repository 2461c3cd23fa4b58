/**
 * The shopper's saved articles (docs/product/storefront.md#share-and-save): a list of article slugs in local storage, newest
 * first, kept in step with other tabs. Shaped for React's useSyncExternalStore.
 */
export const savedArticlesStorageKey = "crochet_saved_articles_v1";

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

const empty: SavedArticles = [];
let current: SavedArticles | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== savedArticlesStorageKey) return;
  current = parseSavedArticles(event.newValue);
  emit();
}

export function subscribeSavedArticles(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function savedArticlesSnapshot(): SavedArticles {
  if (current === undefined) {
    try {
      current = parseSavedArticles(localStorage.getItem(savedArticlesStorageKey));
    } catch {
      current = empty;
    }
  }
  return current;
}

/** Toggles one article and returns whether it is now saved. */
export function toggleSavedArticleInStorage(slug: string): boolean {
  current = toggleSavedArticle(savedArticlesSnapshot(), slug);
  try {
    localStorage.setItem(savedArticlesStorageKey, JSON.stringify(current));
  } catch {
    // Storage full or disabled: the choice still holds for this visit.
  }
  emit();
  return current.includes(slug);
}
