import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin } from "~/admin/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { ordersQuery } from "~/orders/admin/order-admin";
import { listOrders, orderCountsOf } from "~/orders/admin/order-admin.server";
import { ExportCsvButton, OrdersFilter, OrdersPagination, OrdersTable } from "~/orders/admin/orders-list";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.orders.title);

/** docs/product/back-office.md#orders: the stored order and commission requests, filtered by status in the URL, a page at a time. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const query = ordersQuery(new URL(args.request.url).searchParams);
  return { status: query.status, ...(await listOrders(args.context.db, query, await orderCountsOf(args.request, args.context.db))) };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { status, orders, page, pageCount, counts } = loaderData;
  return (
    <AdminPage title={t("admin.orders.title")} description={t("admin.orders.intro")}>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <OrdersFilter status={status} counts={counts} />
        <div className="shrink-0">
          <ExportCsvButton status={status} />
        </div>
      </div>
      <OrdersTable orders={orders} filtered={status !== undefined} />
      <OrdersPagination status={status} page={page} pageCount={pageCount} />
    </AdminPage>
  );
}
