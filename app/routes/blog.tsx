import { useTranslation } from "~/i18n/react";
import { Link, redirect } from "react-router";
import { BlogCard } from "~/blog/blog-card";
import { BlogLoadingNote, useBlogLoading } from "~/blog/blog-loading";
import { blogListHref, parseBlogListParams } from "~/blog/blog-list-params";
import { BlogPagination } from "~/blog/blog-pagination";
import { CategoryFilter } from "~/blog/category-filter";
import { activeBlogCategories, blogList } from "~/blog/queries.server";
import { Button } from "~/components/ui/button";
import { translator } from "~/i18n/messages.server";
import { cn } from "~/lib/utils";
import { heroImage } from "~/media/hero-image";
import { metaShop, pageMeta } from "~/seo/meta";
import type { Route } from "./+types/blog";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, language, contentReads } = context;
  const params = parseBlogListParams(new URL(request.url).searchParams);
  const categories = await contentReads.read(`blog categories ${language}`, () => activeBlogCategories(db, language));
  const category = categories.find((c) => c.slug === params.category);
  // An unknown or hidden category, or a page past the end, falls back to a view that exists.
  if (params.category && !category) throw redirect("/blog");
  const listParams = { categoryId: category?.id, page: params.page };
  const list = await contentReads.read(`blog ${language} ${category?.id} ${params.page}`, () => blogList(db, language, listParams));
  if (params.page > list.pageCount) throw redirect(blogListHref({ category: category?.slug, page: list.pageCount }));

  const t = translator(language);
  const title = category ? t("blogPage.categoryTitle", { category: category.name }) : t("blogPage.metaTitle");
  return {
    ...list,
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    category: category?.slug ?? null,
    title: list.page > 1 ? `${title} · ${t("blogPage.pageOf", { page: list.page, total: list.pageCount })}` : title,
    description: t("blogPage.metaDescription"),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shop = metaShop(matches);
  if (!loaderData || !shop) return [];
  const firstImage = [...loaderData.featured, ...loaderData.latest].find((a) => a.image)?.image;
  return pageMeta({
    ...shop,
    title: loaderData.title,
    description: loaderData.description,
    path: blogListHref({ category: loaderData.category ?? undefined, page: loaderData.page }),
    image: firstImage ?? heroImage.src,
  });
}

function EmptyList({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-5 rounded-2xl border border-dashed border-border bg-surface px-6 py-14 text-center">
      <p className="max-w-md text-lg text-muted">{filtered ? t("blogPage.emptyCategory") : t("blogPage.empty")}</p>
      <Button asChild variant="secondary">
        {filtered ? <Link to="/blog">{t("blogPage.allArticles")}</Link> : <Link to="/catalog">{t("blogPage.browseCatalog")}</Link>}
      </Button>
    </div>
  );
}

/** docs/product/storefront.md#blog-list: category filter, featured articles (2 columns), latest articles (3 columns). */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { featured, latest, categories, category, page, pageCount } = loaderData;
  const loading = useBlogLoading();
  return (
    <div className="container-page pt-8 pb-16 md:pt-14 md:pb-24">
      <BlogLoadingNote />
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wider text-accent uppercase">{t("blogPage.eyebrow")}</p>
        <h1 className="mt-3 text-4xl leading-[1.05] md:text-5xl">{t("blogPage.title")}</h1>
        <p className="mt-4 text-lg text-muted md:text-xl">{t("blogPage.subtitle")}</p>
      </header>

      {categories.length ? (
        <div className="mt-8 md:mt-10">
          <CategoryFilter categories={categories} selected={category} />
        </div>
      ) : null}

      <div aria-busy={loading} className={cn("mt-10 transition-opacity md:mt-12", loading && "opacity-60")}>
        {featured.length === 0 && latest.length === 0 ? <EmptyList filtered={category !== null} /> : null}

        {featured.length ? (
          <section aria-labelledby="featured-articles" className="mb-14 md:mb-20">
            <h2 id="featured-articles" className="mb-6 text-2xl md:mb-8 md:text-3xl">
              {t("blogPage.featuredTitle")}
            </h2>
            <ul className="grid gap-6 md:grid-cols-2">
              {featured.map((article) => (
                <li key={article.id} className="flex">
                  <BlogCard article={article} imageSizes="(min-width: 1200px) 580px, (min-width: 768px) 48vw, 100vw" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {latest.length ? (
          <section aria-labelledby="latest-articles">
            <h2 id="latest-articles" className="mb-6 text-2xl md:mb-8 md:text-3xl">
              {t("blogPage.latestTitle")}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {latest.map((article) => (
                <li key={article.id} className="flex">
                  <BlogCard
                    article={article}
                    imageSizes="(min-width: 1200px) 380px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw"
                  />
                </li>
              ))}
            </ul>
            <BlogPagination category={category} page={page} pageCount={pageCount} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
