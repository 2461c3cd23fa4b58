/** An article's words in one language; `content` is HTML. */
type ArticleWords = { title: string; excerpt: string; content: string };

/** Every demo article is written in each language of the shop. */
export type ArticleText = { en: ArticleWords; it: ArticleWords; fr: ArticleWords };
