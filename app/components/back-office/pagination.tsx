import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";

/** Previous and next links of a back-office list that is shown a page at a time; nothing for one page. */
export function AdminPagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  // The arrow points the way it goes: before "Previous", after "Next".
  const step = (to: number, content: ReactNode, disabled: boolean) =>
    disabled ? (
      <Button variant="secondary" size="sm" disabled>
        {content}
      </Button>
    ) : (
      <Button asChild variant="secondary" size="sm">
        <Link to={hrefFor(to)} rel={to < page ? "prev" : "next"}>
          {content}
        </Link>
      </Button>
    );
  return (
    <nav aria-label={t("admin.pagination.label")} className="flex items-center justify-between gap-2">
      {step(
        page - 1,
        <>
          <ChevronLeft aria-hidden />
          {t("admin.pagination.previous")}
        </>,
        page <= 1,
      )}
      <p className="text-sm text-muted">{t("admin.pagination.pageOf", { page, count: pageCount })}</p>
      {step(
        page + 1,
        <>
          {t("admin.pagination.next")}
          <ChevronRight aria-hidden />
        </>,
        page >= pageCount,
      )}
    </nav>
  );
}
