import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireAdmin } from "~/admin/admin-rule.server";
import { AdminShell } from "~/admin/admin-shell";
import { sidebarOpenFromCookie } from "~/admin/sidebar-state";
import { countNewOrders } from "~/orders/admin/order-admin.server";
import type { Route } from "./+types/layout";

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args);
  return {
    email: admin.email,
    sidebarOpen: sidebarOpenFromCookie(args.request.headers.get("cookie")),
    counts: { newOrders: await countNewOrders(args.context.db) },
  };
}

/** Who is signed in does not change between back-office pages; only a form post may change it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} sidebarOpen={loaderData.sidebarOpen} counts={loaderData.counts}>
      <Outlet />
    </AdminShell>
  );
}
