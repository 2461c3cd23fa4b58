import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { blogListHref } from "./blog-list-params";

/** docs/product/storefront.md#blog-list: previous and next pages of the blog list, as links (they work without JavaScript). */
export function BlogPagination({ category, page, pageCount }: { category: string | null; page: number; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const href = (to: number) => blogListHref({ category: category ?? undefined, page: to });
  return (
    <nav aria-label={t("blogPage.pagination")} className="mt-12 flex items-center justify-between gap-4 border-t border-border pt-6">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={buttonVariants({ variant: "secondary" })}>
          <ChevronLeft aria-hidden />
          {t("blogPage.previous")}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        {t("blogPage.pageOf", { page, total: pageCount })}
      </p>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={buttonVariants({ variant: "secondary" })}>
          {t("blogPage.next")}
          <ChevronRight aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
