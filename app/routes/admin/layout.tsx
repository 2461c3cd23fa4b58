import { data, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireAdmin } from "~/auth/admin-rule.server";
import { AdminShell } from "~/admin/admin-shell";
import { TwoFactorReminder } from "~/auth/two-factor-reminder";
import { DemoEmailBanner } from "~/settings/demo-email-banner";
import { SellerMissingBanner } from "~/settings/seller-missing-banner";
import { missingSellerItems } from "~/lib/seller-identity";
import { sidebarOpenFromCookie } from "~/admin/sidebar-state";
import { backOfficeTextsFile, translator } from "~/i18n/messages.server";
import { BackOfficeTexts } from "~/i18n/react";
import { lowStockItemCount } from "~/admin/items/items-list.server";
import { orderCountsOf } from "~/orders/admin/order-admin.server";
import { ordersGoToDemoAddress } from "~/shop/shop-settings";
import { shownShopSettings } from "~/shop/shop-settings.server";
import { takeNoteAfterRedirect } from "~/toasts/toast-note.server";
import { useToastNote } from "~/components/ui/use-toast-note";
import type { Route } from "./+types/layout";

export async function loader(args: Route.LoaderArgs) {
  // The shell frames the Security page too, where an admin takes their first steps.
  const admin = await requireAdmin(args, "page", { firstSteps: "allowed" });
  const [settings, orders, lowStock] = await Promise.all([
    shownShopSettings(args.context),
    orderCountsOf(args.request, args.context.db),
    lowStockItemCount(args.context.db),
  ]);
  // e.g. 'Logged in' after the sign-in redirect.
  const { note, headers } = takeNoteAfterRedirect(args.request, translator(args.context.language));
  return data(
    {
      email: admin.email,
      // Until the owner sets a real address, every page says where order requests go (docs/decisions/0029).
      demoOrderEmail: ordersGoToDemoAddress(settings)
        ? { email: settings.orderEmail, fromServer: settings.fromServer.includes("orderEmail") }
        : null,
      // Until the seller is named in full, shoppers see no legal page and cannot send a request (docs/decisions/0066).
      sellerMissing: { items: missingSellerItems(settings.seller), country: settings.seller?.country ?? null },
      twoFactorReminder: !admin.twoFactorEnabled && !admin.access.twoFactor.required,
      sidebarOpen: sidebarOpenFromCookie(args.request.headers.get("cookie")),
      // The number of requests nobody has looked at yet, and of items running low: the menu's badges.
      counts: { newOrders: orders.new, lowStock },
      backOfficeTexts: backOfficeTextsFile(args.context.language),
      note,
    },
    { headers },
  );
}

/**
 * Opening another back-office page reloads the menu's counts, since a shopper may have sent a request
 * meanwhile (and checks the session again). Search changes within a page (a dialog, a filter) do not;
 * after a post React Router decides.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useToastNote(loaderData.note);
  return (
    <BackOfficeTexts file={loaderData.backOfficeTexts}>
      <AdminShell
        email={loaderData.email}
        sidebarOpen={loaderData.sidebarOpen}
        counts={loaderData.counts}
        banner={
          <>
            {loaderData.demoOrderEmail ? <DemoEmailBanner {...loaderData.demoOrderEmail} /> : null}
            {loaderData.sellerMissing.items.length ? <SellerMissingBanner {...loaderData.sellerMissing} /> : null}
            {loaderData.twoFactorReminder ? <TwoFactorReminder /> : null}
          </>
        }
      >
        <Outlet />
      </AdminShell>
    </BackOfficeTexts>
  );
}
