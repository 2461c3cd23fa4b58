import { useTranslation } from "~/i18n/react";
import { useNavigation } from "react-router";

/** True while the next blog page (the list or an article) is being loaded. */
export function useBlogLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname.startsWith("/blog");
}

/** docs/product/storefront.md#blog-article: a loading text shows while the next page is on its way. */
export function BlogLoadingNote() {
  const { t } = useTranslation();
  const loading = useBlogLoading();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-20 z-30 flex justify-center">
      {loading ? (
        <span className="animate-fade-in rounded-full border border-border bg-surface px-4 py-1.5 text-sm text-muted shadow-sm">
          {t("common.loading")}…
        </span>
      ) : null}
    </div>
  );
}
