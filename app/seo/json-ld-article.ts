import type { BlogPosting, WithContext } from "schema-dts";
import type { ArticleDetail } from "~/blog/article-detail";
import { truncate } from "~/lib/truncate";
import { absoluteUrl } from "~/shop/page-addresses";

/** Search engines show at most 110 characters of a headline. */
const headlineMax = 110;

export type ArticleJsonLdInput = {
  article: Pick<
    ArticleDetail,
    "title" | "excerpt" | "image" | "publishedAt" | "updatedAt" | "authorName" | "contentLanguage" | "category"
  >;
  /** The article page's canonical URL. */
  url: string;
  /** The page that tells who writes: the About page in the article page's language. */
  authorUrl: string;
  publicUrl: string;
  shopName: string;
};

/**
 * schema.org BlogPosting for an article page (docs/product/storefront.md#search-engines-and-link-previews), so search engines can show it as an
 * article: headline, picture, dates, author, and the shop as publisher. An article without an
 * author is credited to the shop. The shop has no page per author: the About page, where the
 * maker tells their story, is the author's address (docs/decisions/0034).
 */
export function articleJsonLd({ article, url, authorUrl, publicUrl, shopName }: ArticleJsonLdInput) {
  const shop = { "@type": "Organization", name: shopName, url: absoluteUrl(publicUrl, "/") } as const;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: truncate(article.title, headlineMax),
    ...(article.excerpt ? { description: article.excerpt } : {}),
    ...(article.image ? { image: [absoluteUrl(publicUrl, article.image)] } : {}),
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    dateModified: article.updatedAt,
    author: article.authorName ? { "@type": "Person", name: article.authorName, url: authorUrl } : shop,
    publisher: shop,
    inLanguage: article.contentLanguage,
    ...(article.category ? { articleSection: article.category.name } : {}),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  } satisfies WithContext<BlogPosting>;
}
