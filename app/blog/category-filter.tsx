import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import type { BlogCategoryLabel } from "./article-card";
import { blogListHref } from "./blog-list-params";

/**
 * docs/product/storefront.md#blog-list: All plus the active blog categories. Plain links, so the filter works before
 * JavaScript loads and each choice has its own address.
 */
export function CategoryFilter({ categories, selected }: { categories: BlogCategoryLabel[]; selected: string | null }) {
  const { t } = useTranslation();
  const options = [{ slug: null, name: t("blogPage.all") }, ...categories];
  return (
    <nav aria-label={t("blogPage.categories")}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option.slug === selected;
          return (
            <li key={option.slug ?? ""}>
              <Link
                to={blogListHref({ category: option.slug ?? undefined })}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors md:h-10",
                  active
                    ? "border-ink bg-ink text-white"
                    : "border-ink/15 bg-surface text-ink hover:border-ink/40 hover:bg-background",
                )}
              >
                {option.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
