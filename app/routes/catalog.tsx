import { useTranslation } from "~/i18n/react";
import { data, redirect } from "react-router";
import { type CatalogPage, catalogPage } from "~/catalog/queries.server";
import { CatalogFilterBar } from "~/catalog/catalog-filter-bar";
import { catalogHref, parseCatalogFilters } from "~/catalog/catalog-filters";
import { CatalogPagination } from "~/catalog/catalog-pagination";
import { LoadingList } from "~/catalog/list-loading";
import { CatalogEmpty, CatalogFailed, CatalogNoResults, CatalogResultCount, CatalogUnknownCategory } from "~/catalog/catalog-states";
import { ProductGrid } from "~/catalog/product-grid";
import { translator } from "~/i18n/messages.server";
import { metaShop, pageMeta } from "~/seo/meta";
import type { Route } from "./+types/catalog";

const nothingLoaded: Omit<CatalogPage, "page"> = {
  items: [],
  total: 0,
  pageCount: 0,
  activeCount: 0,
  bounds: null,
  tags: [],
  categories: [],
  category: null,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, language, log, contentReads } = context;
  const filters = parseCatalogFilters(new URL(request.url).searchParams);
  const t = translator(language);
  const texts = { title: t("catalogPage.metaTitle"), description: t("catalogPage.metaDescription") };
  let page: CatalogPage;
  try {
    page = await contentReads.read(`catalog ${language} ${catalogHref(filters)}`, () => catalogPage(db, language, filters));
  } catch (error) {
    // docs/product/storefront.md#catalog: the page says 'Failed to load products.' and lists nothing.
    log.error({ err: error }, "catalog query failed");
    return data({ ...texts, ...nothingLoaded, page: filters.page, filters, failed: true, unknownCategory: false }, { status: 503 });
  }
  // docs/product/storefront.md#catalog-filters: a category the shop does not show answers 404, with the way to the whole catalog.
  if (filters.category && !page.category)
    return data({ ...texts, ...page, filters, failed: false, unknownCategory: true }, { status: 404 });
  // A page past the end (an old link, fewer items now) shows the last one instead.
  if (page.pageCount > 0 && filters.page > page.pageCount) throw redirect(catalogHref({ ...filters, page: page.pageCount }));
  const heading = page.category
    ? {
        title: t("catalogPage.categoryMetaTitle", { category: page.category.name }),
        description: page.category.description || texts.description,
      }
    : texts;
  return { ...heading, ...page, filters, failed: false, unknownCategory: false };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shop = metaShop(matches);
  if (!loaderData || !shop) return [];
  return pageMeta({
    ...shop,
    title: loaderData.title,
    description: loaderData.description,
    // Filtered views are the catalog itself (or its category) to a search engine; its pages are not.
    path: catalogHref({ category: loaderData.category?.slug, page: loaderData.page }),
    noIndex: loaderData.unknownCategory,
    image: loaderData.items.find((item) => item.images[0])?.images[0],
  });
}

/** docs/product/storefront.md#catalog: title, filter bar, product grid and its states; the filters live in the URL. */
export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, filters, failed, activeCount, bounds, tags, categories, category, unknownCategory, total, pageCount } = loaderData;

  return (
    <div className="container-page pt-8 pb-16 md:pt-14 md:pb-24">
      <header className="max-w-2xl">
        {category ? (
          // docs/product/storefront.md#catalog-filters: the chosen category is the page's heading.
          <>
            <p className="text-sm font-semibold tracking-wider text-accent uppercase">{t("catalogPage.title")}</p>
            <h1 className="mt-3 text-4xl leading-[1.05] md:text-5xl">{category.name}</h1>
            {category.description ? <p className="mt-4 text-lg text-muted md:text-xl">{category.description}</p> : null}
          </>
        ) : (
          <>
            <h1 className="text-4xl leading-[1.05] md:text-5xl">{t("catalogPage.title")}</h1>
            <p className="mt-4 text-lg text-muted md:text-xl">{t("catalogPage.subtitle")}</p>
          </>
        )}
      </header>

      {activeCount > 0 ? (
        <div className="mt-8 md:mt-10">
          <CatalogFilterBar filters={filters} bounds={bounds} tags={tags} categories={categories} />
        </div>
      ) : null}

      <div className="mt-8 md:mt-10">
        {failed ? (
          <CatalogFailed />
        ) : unknownCategory ? (
          <CatalogUnknownCategory />
        ) : activeCount === 0 ? (
          <CatalogEmpty />
        ) : (
          <section aria-labelledby="catalog-results">
            <CatalogResultCount id="catalog-results" total={total} page={filters.page} shown={items.length} />
            <LoadingList>
              {items.length ? (
                <>
                  <ProductGrid items={items} eagerCount={4} />
                  <CatalogPagination filters={filters} pageCount={pageCount} />
                </>
              ) : (
                <CatalogNoResults />
              )}
            </LoadingList>
          </section>
        )}
      </div>
    </div>
  );
}
