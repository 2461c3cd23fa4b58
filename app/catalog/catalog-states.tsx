import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { catalogPageSize } from "./catalog-filters";
import { useListLoading } from "./list-loading";
import { sameOriginPath } from "~/lib/same-origin-path";

type ResultCountProps = { id: string; total: number; page: number; shown: number };

/** How many products the filters found, or that they are loading (docs/product/storefront.md#catalog: loading text). */
export function CatalogResultCount({ id, total, page, shown }: ResultCountProps) {
  const { t } = useTranslation();
  const loading = useListLoading();
  const from = (page - 1) * catalogPageSize + 1;
  const text = loading
    ? t("catalogPage.loading")
    : total > shown && shown > 0
      ? t("catalogPage.resultsRange", { from, to: from + shown - 1, total })
      : t("catalogPage.results", { count: total });
  return (
    <h2 id={id} aria-live="polite" className="mb-4 font-sans text-sm font-normal text-muted md:mb-6">
      {text}
    </h2>
  );
}

type StatePanelProps = {
  /** A heading, at the level the page's outline has reached where the panel stands. */
  title?: { text: string; level: "h2" | "h3" };
  text: string;
  action: ReactNode;
  role?: "alert";
};

/** DESIGN.md Empty states: a friendly line and one action, never a blank area. */
function StatePanel({ title, text, action, role }: StatePanelProps) {
  const Title = title?.level ?? "h2";
  return (
    <div
      role={role}
      className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-surface px-6 py-14 text-center md:py-20"
    >
      {title ? <Title className="font-heading text-2xl">{title.text}</Title> : null}
      <p className="max-w-md text-lg text-muted">{text}</p>
      <div className="mt-2">{action}</div>
    </div>
  );
}

/** docs/product/storefront.md#catalog: 'Failed to load products.' and an empty list. */
export function CatalogFailed() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <StatePanel
      role="alert"
      text={t("catalog.loadFailed")}
      action={
        <Button asChild variant="secondary">
          <Link to={`${sameOriginPath(location.pathname)}${location.search}`}>{t("catalogPage.tryAgain")}</Link>
        </Button>
      }
    />
  );
}

/** No active item at all: not yet, check back soon. */
export function CatalogEmpty() {
  const { t } = useTranslation();
  return (
    <StatePanel
      // Nothing else stands under the page's title.
      title={{ text: t("catalogPage.emptyTitle"), level: "h2" }}
      text={t("catalogPage.emptyText")}
      action={
        <Button asChild variant="secondary">
          <Link to="/blog">{t("catalogPage.emptyAction")}</Link>
        </Button>
      }
    />
  );
}

/** The shop has items, the filters match none of them. */
export function CatalogNoResults() {
  const { t } = useTranslation();
  return (
    <StatePanel
      // Under the count of results, itself a second-level heading.
      title={{ text: t("catalogPage.noResults"), level: "h3" }}
      text={t("catalogPage.noResultsHint")}
      action={
        <Button asChild>
          <Link to="/catalog" preventScrollReset>
            <RotateCcw aria-hidden />
            {t("catalogPage.resetFilters")}
          </Link>
        </Button>
      }
    />
  );
}

/** docs/product/storefront.md#catalog-filters: an address naming no category the shop shows (a 404). */
export function CatalogUnknownCategory() {
  const { t } = useTranslation();
  return (
    <StatePanel
      title={{ text: t("catalogPage.unknownCategoryTitle"), level: "h2" }}
      text={t("catalogPage.unknownCategoryText")}
      action={
        <Button asChild>
          <Link to="/catalog">{t("catalogPage.allProducts")}</Link>
        </Button>
      }
    />
  );
}
