import type { MetaDescriptor } from "react-router";
import { languages, type Language } from "~shared/languages";
import { metaDescriptionMax, metaTitleMax, truncate } from "~/lib/truncate";
import type { RootData } from "~/root-data";
import { previewImage, previewImageOf, shopPreviewImage } from "~/media/image-urls";
import { absoluteUrl, pageUrl } from "~/shop/page-addresses";

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
  /** The page's main picture (a stored image); its link preview is shown, else the shop's. */
  image?: string | null;
  /** What the preview shows, for those who cannot see it (default: the page's title). */
  imageAlt?: string;
  type?: "website" | "article" | "product";
  /** structured data (schema.org) for this page: one object, or several (one script each) */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** Pages that must not be indexed (cart, sign-in). */
  noIndex?: boolean;
};

/**
 * Title, description (cut per docs/product/content-rules.md#truncation), canonical URL, hreflang alternates, Open Graph and Twitter
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
  // Every page has a 1200×630 JPEG preview: its picture's, else the shop's (docs/decisions/0034).
  const image = absoluteUrl(input.publicUrl, (input.image && previewImageOf(input.image)) || shopPreviewImage);

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
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  const imageAlt = input.imageAlt ?? input.title;
  tags.push(
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(previewImage.width) },
    { property: "og:image:height", content: String(previewImage.height) },
    { property: "og:image:type", content: previewImage.type },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  );
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
