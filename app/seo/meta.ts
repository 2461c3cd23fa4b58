import type { MetaDescriptor } from "react-router";
import { languages, type Language } from "~/i18n/languages";
import { metaDescriptionMax, metaTitleMax, truncate } from "~/lib/truncate";
import type { RootData } from "~/root";

const ogLocale: Record<Language, string> = { en: "en_GB", it: "it_IT", fr: "fr_FR" };

export type PageMetaInput = {
  /** The page's own title; the shop's name is added after it when it fits. */
  title: string;
  description: string;
  /** Path of the page without the language parameter, e.g. /product/market-tote. */
  path: string;
  language: Language;
  publicUrl: string;
  shopName: string;
  /** Absolute or root-relative URL of the preview image. */
  image?: string | null;
  type?: "website" | "article" | "product";
  /** structured data (schema.org) for this page: one object, or several (one script each) */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** Pages that must not be indexed (cart, sign-in). */
  noIndex?: boolean;
};

/** The address of a page in one language (DECISIONS D3: `?lng=` selects it). */
export function pageUrl(publicUrl: string, path: string, language?: Language): string {
  const url = new URL(path, `${publicUrl}/`);
  if (language) url.searchParams.set("lng", language);
  return url.toString();
}

export function absoluteUrl(publicUrl: string, url: string): string {
  return new URL(url, `${publicUrl}/`).toString();
}

/**
 * Title, description (cut per SPEC §5), canonical URL, hreflang alternates, Open Graph and Twitter
 * card tags for a public page.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const fullTitle =
    input.title === input.shopName || `${input.title} · ${input.shopName}`.length > metaTitleMax
      ? input.title
      : `${input.title} · ${input.shopName}`;
  const title = truncate(fullTitle, metaTitleMax);
  const description = truncate(input.description.replace(/\s+/g, " "), metaDescriptionMax);
  const canonical = pageUrl(input.publicUrl, input.path, input.language);
  const image = input.image ? absoluteUrl(input.publicUrl, input.image) : undefined;

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...languages.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: pageUrl(input.publicUrl, input.path, language),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: pageUrl(input.publicUrl, input.path) },
    { property: "og:site_name", content: input.shopName },
    { property: "og:type", content: input.type === "article" ? "article" : input.type === "product" ? "product" : "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocale[input.language] },
    ...languages
      .filter((l) => l !== input.language)
      .map((l) => ({ property: "og:locale:alternate", content: ogLocale[l] })),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (image) {
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  if (input.noIndex) tags.push({ name: "robots", content: "noindex" });
  for (const data of [input.jsonLd ?? []].flat()) tags.push({ "script:ld+json": data });
  return tags;
}

/** The page's language and the shop's identity, read from the root route's data in a `meta` function. */
export function metaShop(
  matches: readonly ({ loaderData?: unknown } | undefined)[],
): Pick<PageMetaInput, "language" | "publicUrl" | "shopName"> | undefined {
  const root = matches[0]?.loaderData as RootData | undefined;
  return root ? { language: root.language, publicUrl: root.shop.publicUrl, shopName: root.shop.name } : undefined;
}
