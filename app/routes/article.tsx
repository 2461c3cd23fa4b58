import { data, redirect } from "react-router";
import { mayPreview } from "~/auth/admin-rule.server";
import { PreviewBanner } from "~/components/preview-banner";
import { useTranslation } from "~/i18n/react";
import { previewHeaders, previewMeta } from "~/seo/owner-preview";
import { ArticleView } from "~/blog/article-view";
import { BlogLoadingNote } from "~/blog/blog-loading";
import { publishedArticle } from "~/blog/queries.server";
import { isSlug } from "~/lib/slug";
import type { RootData } from "~/root-data";
import { articleJsonLd } from "~/seo/json-ld-article";
import { pageMeta } from "~/seo/meta";
import { pageUrl } from "~/shop/page-addresses";
import { translator } from "~/i18n/messages.server";
import { breadcrumbJsonLd } from "~/seo/json-ld";
import { shownShopSettings } from "~/shop/shop-settings.server";
import type { Route } from "./+types/article";

const articlePath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, language, contentReads } = context;
  const slug = params.slug;
  const published = isSlug(slug) ? await contentReads.read(`article ${language} ${slug}`, () => publishedArticle(db, language, slug)) : null;
  // docs/product/storefront.md#owner-preview: an unpublished article is shown to a signed-in admin
  // alone, read past the shared reads, and never kept.
  const preview = !published && isSlug(slug) && (await mayPreview(request, context));
  const article = preview ? await publishedArticle(db, language, slug, "preview") : published;
  // docs/product/storefront.md#blog-article: a missing, unknown or unpublished article sends the reader to the blog.
  if (!article) throw redirect("/blog");
  const { shopName } = await shownShopSettings(context);
  const { publicUrl } = context.config;
  const url = pageUrl(publicUrl, articlePath(article.slug), language);
  const page = {
    article,
    preview,
    // Built here, not in `meta`, so that the builders stay out of the browser's scripts.
    jsonLd: [
      articleJsonLd({ article, url, authorUrl: pageUrl(publicUrl, "/about", language), publicUrl, shopName }),
      breadcrumbJsonLd([
        { name: translator(language)("nav.blog"), url: pageUrl(publicUrl, "/blog", language) },
        { name: article.title, url },
      ]),
    ],
  };
  return preview ? data(page, { headers: previewHeaders }) : page;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!loaderData || !root) return [];
  const { article } = loaderData;
  if (loaderData.preview) return previewMeta(article.title, root.shop.name);
  return [
    ...pageMeta({
      title: article.title,
      description: article.excerpt || article.title,
      path: articlePath(article.slug),
      language: root.language,
      publicUrl: root.shop.publicUrl,
      shopName: root.shop.name,
      image: article.image,
      type: "article",
      jsonLd: loaderData.jsonLd,
    }),
    ...(article.publishedAt ? [{ property: "article:published_time", content: article.publishedAt }] : []),
    { property: "article:modified_time", content: article.updatedAt },
    ...(article.category ? [{ property: "article:section", content: article.category.name }] : []),
  ];
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      {loaderData.preview ? (
        <PreviewBanner
          text={t("preview.articleUnpublished")}
          editHref={`/admin/articles?edit=${loaderData.article.id}`}
          editLabel={t("preview.editArticle")}
        />
      ) : null}
      <BlogLoadingNote />
      <ArticleView article={loaderData.article} />
    </>
  );
}
