import { redirect } from "react-router";
import { ArticleView } from "~/blog/article-view";
import { BlogLoadingNote } from "~/blog/blog-loading";
import { publishedArticle } from "~/blog/queries.server";
import { isSlug } from "~/lib/slug";
import type { RootData } from "~/root-data";
import { articleJsonLd } from "~/seo/json-ld-article";
import { pageMeta, pageUrl } from "~/seo/meta";
import { translator } from "~/i18n/messages.server";
import { breadcrumbJsonLd } from "~/seo/json-ld";
import type { Route } from "./+types/article";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, language, contentReads } = context;
  const slug = params.slug;
  const article = isSlug(slug) ? await contentReads.read(`article ${language} ${slug}`, () => publishedArticle(db, language, slug)) : null;
  // docs/product/storefront.md#blog-article: a missing, unknown or unpublished article sends the reader to the blog.
  if (!article) throw redirect("/blog");
  return { article, blogName: translator(language)("nav.blog") };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!loaderData || !root) return [];
  const { article } = loaderData;
  const { publicUrl, name: shopName } = root.shop;
  const path = `/blog/${encodeURIComponent(article.slug)}`;
  const url = pageUrl(publicUrl, path, root.language);
  return [
    ...pageMeta({
      title: article.title,
      description: article.excerpt || article.title,
      path,
      language: root.language,
      publicUrl,
      shopName,
      image: article.image,
      type: "article",
      jsonLd: [
        articleJsonLd({ article, url, authorUrl: pageUrl(publicUrl, "/about", root.language), publicUrl, shopName }),
        breadcrumbJsonLd([
          { name: loaderData.blogName, url: pageUrl(publicUrl, "/blog", root.language) },
          { name: article.title, url },
        ]),
      ],
    }),
    ...(article.publishedAt ? [{ property: "article:published_time", content: article.publishedAt }] : []),
    { property: "article:modified_time", content: article.updatedAt },
    ...(article.category ? [{ property: "article:section", content: article.category.name }] : []),
  ];
}

export default function Article({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BlogLoadingNote />
      <ArticleView article={loaderData.article} />
    </>
  );
}
