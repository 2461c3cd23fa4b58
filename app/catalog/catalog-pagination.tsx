import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { type CatalogFilters, catalogHref, pageLinks } from "./catalog-filters";

/** docs/product/storefront.md#catalog-pages: links to the catalog's pages, keeping the filters (they work without JavaScript). */
export function CatalogPagination({ filters, pageCount }: { filters: CatalogFilters; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const { page } = filters;
  const href = (to: number) => catalogHref({ ...filters, page: to });
  const step = buttonVariants({ variant: "secondary", size: "compact" });
  return (
    <nav aria-label={t("catalogPage.pages")} className="mt-12 flex flex-wrap items-center justify-center gap-2 border-t border-border pt-8">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={step} aria-label={t("catalogPage.previousPage")}>
          <ChevronLeft aria-hidden />
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {pageLinks(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-label={t("catalogPage.page", { page: n })}
                aria-current={n === page ? "page" : undefined}
                className={cn(
                  buttonVariants({ variant: n === page ? "primary" : "ghost", size: "icon" }),
                  "text-sm tabular-nums",
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={step} aria-label={t("catalogPage.nextPage")}>
          <ChevronRight aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}
