import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Suspense } from "react";
import { data, Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { productBySlug, productCategory } from "~/catalog/queries.server";
import { mayPreview } from "~/auth/admin-rule.server";
import { PreviewBanner } from "~/components/preview-banner";
import { previewHeaders, previewMeta } from "~/seo/owner-preview";
import { catalogHref } from "~/catalog/catalog-filters";
import { isSlug } from "~/lib/slug";
import { afterThisTask } from "~/lib/after-this-task";
import { chosenVariant, colorParam, imageFor, imagesFor } from "~/shop/shopper-item";
import { waitableChoice } from "~/stock-alerts/stock-alert-rules";
import { ProductHeading, ProductNotes } from "~/catalog/product-details";
import { ProductGallery } from "~/catalog/product-gallery";
import { ProductPurchase } from "~/catalog/product-purchase";
import { CommissionButton } from "~/orders/commission-button";
import { SaveButton } from "~/saved/save-button";
import { ProductShipping } from "~/catalog/product-shipping";
import { Button } from "~/components/ui/button";
import { loadedComponent, onDemand } from "~/components/ui/on-demand";
import { translator } from "~/i18n/messages.server";
import { shownShopSettings } from "~/shop/shop-settings.server";
import type { RootData } from "~/root-data";
import { breadcrumbJsonLd, productJsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/meta";
import { pageUrl, productUrl } from "~/shop/page-addresses";
import type { Route } from "./+types/product";

// Shown for a sold-out piece only (docs/product/back-in-stock.md#the-form): its code loads when a
// page shows it. The server draws it whole, and until the code is there it posts as a plain form.
const StockAlertForm = loadedComponent(
  onDemand(() => import("~/stock-alerts/stock-alert-form")),
  (code) => code.StockAlertForm,
);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, language, log, contentReads } = context;
  const slug = params.slug;
  // docs/product/storefront.md#product-page: an item without notes of its own shows the shop's.
  const settings = await shownShopSettings(context);
  const { shopWords } = settings;
  const [shown, shownCategory] = isSlug(slug)
    ? await Promise.all([
        contentReads.read(`product ${language} ${slug}`, () => productBySlug(db, slug, language, "active", shopWords)),
        contentReads.read(`product category ${language} ${slug}`, () => productCategory(db, slug, language)),
      ])
    : [null, null];
  // docs/product/storefront.md#owner-preview: a hidden item is shown to a signed-in admin alone, read
  // past the shared reads, and its answer is never kept (the page cache never keeps a signed-in visit).
  const preview = !shown && isSlug(slug) && (await mayPreview(request, context));
  const [item, category] = preview
    ? await Promise.all([productBySlug(db, slug, language, "preview", shopWords), productCategory(db, slug, language, "preview")])
    : [shown, shownCategory];
  const t = translator(language);
  if (!item) {
    // docs/product/storefront.md#product-page: unknown or inactive, a 404 with the way back to the catalog.
    log.warn({ slug: params.slug }, "product not found");
    return data(
      { item: null, category: null, title: t("productPage.notFoundTitle"), description: t("productPage.notFoundText") },
      { status: 404 },
    );
  }
  const { publicUrl } = context.config;
  // The catalog's address for the category, made here so that the page's scripts need not know the catalog's filters.
  const categoryLink = category ? { name: category.name, href: catalogHref({ category: category.slug }) } : null;
  const description = item.description || t("productPage.metaDescription", { name: item.name });
  const page = {
    item,
    title: item.name,
    description,
    category: categoryLink,
    preview,
    // Built here, not in `meta`, so that the builders stay out of the browser's scripts: only
    // search engines read it, in the page as served.
    jsonLd: [
      productJsonLd({
        item,
        publicUrl,
        language,
        shopName: settings.shopName,
        shipping: settings.shipping,
        returns: settings.returns,
        description,
        category: category?.name,
      }),
      breadcrumbJsonLd([
        { name: t("nav.catalog"), url: pageUrl(publicUrl, "/catalog", language) },
        ...(categoryLink ? [{ name: categoryLink.name, url: pageUrl(publicUrl, categoryLink.href, language) }] : []),
        { name: item.name, url: productUrl(publicUrl, item, null, language) },
      ]),
    ],
    // docs/product/back-in-stock.md#the-form: without a mail server the shop could not write back.
    stockAlerts: Boolean(context.config.smtpUrl),
  };
  return preview ? data(page, { headers: previewHeaders }) : page;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Picking a colour changes only the query string: the page already has every colour. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutColor = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(colorParam);
    return params.toString();
  };
  return withoutColor(currentUrl) === withoutColor(nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, matches, location, params }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!loaderData || !root) return [];
  const { item } = loaderData;
  if (!item || loaderData.preview) return previewMeta(loaderData.title, root.shop.name);
  const variant = chosenVariant(item, new URLSearchParams(location.search).get(colorParam));
  return pageMeta({
    title: loaderData.title,
    description: loaderData.description,
    path: `/product/${encodeURIComponent(params.slug)}`,
    language: root.language,
    publicUrl: root.shop.publicUrl,
    shopName: root.shop.name,
    image: imageFor(item, variant),
    imageAlt: variant ? `${item.name} – ${variant.name}` : item.name,
    type: "product",
    jsonLd: loaderData.jsonLd,
  });
}

function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <div className="container-page flex flex-col items-center py-20 text-center md:py-28">
      <p className="font-heading text-6xl font-light text-accent md:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl md:text-4xl">{t("productPage.notFoundTitle")}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{t("productPage.notFoundText")}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/catalog">
          <ArrowLeft aria-hidden />
          {t("productPage.backToCatalog")}
        </Link>
      </Button>
    </div>
  );
}

/** docs/product/storefront.md#product-page: pictures, name, badges, colour, price, stock, add to cart, description and notes. */
export default function Product({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { item, category } = loaderData;
  if (!item) return <ProductNotFound />;
  const preview = "preview" in loaderData && loaderData.preview;

  const variant = chosenVariant(item, searchParams.get(colorParam));
  const waitable = waitableChoice(item);
  // The swatch shows the choice at once; the address and the rest of the page follow in the next task.
  const selectVariant = (id: string) =>
    void afterThisTask(() =>
      setSearchParams(
        (params) => {
          params.set(colorParam, id);
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    );

  return (
    <>
      {preview ? (
        <PreviewBanner text={t("preview.itemHidden")} editHref={`/admin/items?edit=${item.id}`} editLabel={t("preview.editItem")} />
      ) : null}
      <div className="container-page pt-4 pb-16 md:pt-8 md:pb-24">
        <nav aria-label={t("productPage.breadcrumb")} className="mb-4 text-sm md:mb-8">
          <ol className="flex min-w-0 items-center gap-2 text-muted">
            <li>
              <Link to="/catalog" className="inline-flex min-h-11 items-center hover:text-accent md:min-h-0">
                {t("nav.catalog")}
              </Link>
            </li>
            <li aria-hidden>/</li>
            {category ? (
              <>
                <li className="shrink-0">
                  <Link
                    to={category.href}
                    className="inline-flex min-h-11 items-center hover:text-accent md:min-h-0"
                  >
                    {category.name}
                  </Link>
                </li>
                <li aria-hidden>/</li>
              </>
            ) : null}
            <li aria-current="page" className="truncate text-ink">
              {item.name}
            </li>
          </ol>
        </nav>

        <div className="grid gap-8 md:grid-cols-2 md:gap-10 lg:gap-16">
          <div className="md:sticky md:top-24 md:self-start">
            <ProductGallery
              key={variant?.id ?? "item"}
              images={imagesFor(item, variant)}
              alt={variant ? `${item.name} – ${variant.name}` : item.name}
            />
          </div>
          <div className="flex flex-col gap-8">
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <ProductHeading item={item} variant={variant} />
              </div>
              {preview ? null : <SaveButton itemId={item.id} name={item.name} className="shrink-0 [&_button]:border [&_button]:border-border" />}
            </div>
            <ProductPurchase
              item={item}
              variant={variant}
              onSelectVariant={selectVariant}
              preview={preview}
              commission={(product) => <CommissionButton product={product} />}
            />
            {"stockAlerts" in loaderData && loaderData.stockAlerts && !preview && waitable ? (
              <Suspense fallback={null}>
                <StockAlertForm key={variant?.id ?? "item"} itemId={item.id} colours={waitable.colours} shownId={variant?.id ?? null} />
              </Suspense>
            ) : null}
            <ProductNotes item={item} />
            <ProductShipping item={item} />
          </div>
        </div>
      </div>
    </>
  );
}
