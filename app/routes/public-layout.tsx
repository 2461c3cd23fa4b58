import { useTranslation } from "~/i18n/react";
import { Outlet } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { CartLink } from "~/cart/cart-link";
import { SavedLink } from "~/saved/saved-link";

/** Every public page: skip link, header, the page in <main>, footer (docs/product/storefront.md#public-layout). */
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
      <SiteHeader
        counts={
          <>
            <SavedLink />
            <CartLink />
          </>
        }
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
