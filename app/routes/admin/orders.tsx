import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin } from "~/auth/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { ordersQuery } from "~/orders/admin/order-admin";
import { listOrders, orderCountsOf } from "~/orders/admin/order-admin.server";
import { ExportCsvButton, OrdersFilter, OrdersPagination, OrdersSearch, OrdersTable } from "~/orders/admin/orders-list";
import { shownShopSettings } from "~/shop/shop-settings.server";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.orders.title);

/**
 * docs/product/back-office.md#orders: the stored order and commission requests, filtered in the URL
 * by status, a search and dates on the shop's clock (docs/product/back-office.md#list-filters), a page at a time.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const { page, ...query } = ordersQuery(new URL(args.request.url).searchParams);
  const [counts, { timeZone }] = await Promise.all([orderCountsOf(args.request, args.context.db), shownShopSettings(args.context)]);
  return { query, ...(await listOrders(args.context.db, { ...query, page }, counts, timeZone)) };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, orders, page, pageCount, counts } = loaderData;
  return (
    <AdminPage title={t("admin.orders.title")} description={t("admin.orders.intro")}>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <OrdersFilter query={query} counts={counts} />
        <div className="shrink-0">
          <ExportCsvButton query={query} />
        </div>
      </div>
      <OrdersSearch query={query} />
      <OrdersTable orders={orders} query={query} />
      <OrdersPagination query={query} page={page} pageCount={pageCount} />
    </AdminPage>
  );
}
