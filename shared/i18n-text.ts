/** Text stored per language. English is the reference language: content falls back to it. */
export type I18nText = { en: string; it?: string | null; fr?: string | null };
/** Optional text per language (descriptions, excerpts): every language may be missing. */
export type OptionalI18nText = { en?: string | null; it?: string | null; fr?: string | null };
