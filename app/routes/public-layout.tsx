import { Suspense } from "react";
import { useTranslation } from "~/i18n/react";
import { Outlet } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

/**
 * Every public page: skip link, header, the page in <main>, footer (docs/product/storefront.md#public-layout).
 * Nothing here suspends: each boundary only lets React take the page over one part at a time, each
 * part in its own short task, and the part a shopper taps first (docs/decisions/0078).
 */
export default function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-sm text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("nav.skipToContent")}
      </a>
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
