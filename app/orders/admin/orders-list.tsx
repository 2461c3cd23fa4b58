import { Download } from "lucide-react";
import { ListSection, ListTable } from "~/components/back-office/list-table";
import { AdminPagination } from "~/components/back-office/pagination";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { waitingOnOwner } from "~/orders/conversation/status-machine";
import { formatPrice } from "~/lib/money";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root-data";
import { orderStatuses, type OrderListRow, type OrderStatus } from "./order-admin";
import type { OrdersPage } from "./order-admin.server";
import { useShopTime } from "~/lib/use-shop-time";
import { OrderKindBadge, OrderStatusBadge } from "./order-status-badge";

/** The list's URL for a status and page; page 1 and "all" stay out of the URL. */
function ordersHref(status: OrderStatus | undefined, page = 1, path = "/admin/orders"): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The status filter as links (it lives in the URL), each with how many requests it holds. */
export function OrdersFilter({ status, counts }: { status: OrderStatus | undefined; counts: OrdersPage["counts"] }) {
  const { t } = useTranslation();
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const choices = [
    { value: undefined, label: t("admin.orders.all"), count: all },
    ...orderStatuses.map((value) => ({ value, label: t(`admin.orders.statuses.${value}`), count: counts[value] })),
  ];
  return (
    <nav aria-label={t("admin.orders.filterLabel")} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex w-max gap-2">
        {choices.map((choice) => {
          const current = choice.value === status;
          return (
            <li key={choice.value ?? "all"}>
              <Link
                to={ordersHref(choice.value)}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent md:h-9",
                  current
                    ? "border-accent bg-accent-soft font-medium text-accent-ink"
                    : "border-border bg-surface text-ink/85 hover:border-ink/40",
                )}
              >
                {choice.label}
                <span className="text-xs text-muted tabular-nums">{choice.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function ExportCsvButton({ status }: { status: OrderStatus | undefined }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="secondary" size="sm">
      <a href={ordersHref(status, 1, "/admin/orders.csv")} download>
        <Download aria-hidden />
        {t("admin.orders.exportCsv")}
      </a>
    </Button>
  );
}

/** Newest first; a table on wide screens, a card per request on phones. */
export function OrdersTable({ orders, filtered }: { orders: OrderListRow[]; filtered: boolean }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const { dateTime } = useShopTime();
  if (orders.length === 0) {
    return (
      <p className="rounded-xl border border-border bg-surface p-6 text-center text-sm text-muted">
        {filtered ? t("admin.orders.emptyFiltered") : t("admin.orders.empty")}
      </p>
    );
  }
  const headers = [
    t("admin.orders.reference"),
    t("admin.orders.date"),
    t("admin.orders.customer"),
    t("admin.orders.status"),
    t("admin.orders.total"),
  ];
  return (
    <ListSection title={t("admin.orders.title")}>
      <ListTable headers={headers}>
        {orders.map((order) => (
          <tr
            key={order.id}
            className="relative grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-background md:table-row md:p-0"
          >
            <td className="md:px-4 md:py-3">
              {/* The whole row opens the request; the link's area covers it. */}
              <Link
                to={`/admin/orders/${order.id}`}
                className="font-medium text-accent-ink tabular-nums after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-accent"
              >
                #{order.reference}
              </Link>
            </td>
            <td className="text-muted max-md:col-start-1 max-md:row-start-3 md:px-4 md:py-3">
              {dateTime(order.createdAt)}
              {order.lastMessageAt ? (
                <span className="block text-xs">
                  {t("admin.orders.lastMessage")}: {dateTime(order.lastMessageAt)}
                </span>
              ) : null}
            </td>
            <td className="min-w-0 max-md:col-span-2 max-md:row-start-2 md:px-4 md:py-3">
              <span className="block truncate font-medium">{order.customerName}</span>
              <span className="block truncate text-muted">{order.customerEmail}</span>
            </td>
            <td className="max-md:col-start-2 max-md:row-start-1 max-md:justify-self-end md:px-4 md:py-3">
              <span className="flex flex-wrap gap-1">
                <OrderStatusBadge status={order.status} />
                <OrderKindBadge kind={order.kind} />
                {waitingOnOwner.includes(order.status) ? <Badge variant="count">{t("admin.orders.waiting")}</Badge> : null}
              </span>
            </td>
            <td className="text-right max-md:col-start-2 max-md:row-start-3 md:px-4 md:py-3">
              <span className="block font-medium tabular-nums">{formatPrice(order.agreedTotal, language)}</span>
              <span className="block text-xs text-muted">{t(`admin.orders.agreedFrom.${order.agreedFrom}`)}</span>
            </td>
          </tr>
        ))}
      </ListTable>
    </ListSection>
  );
}

/** The list's pages, each keeping the status filter. */
export function OrdersPagination({ status, page, pageCount }: { status: OrderStatus | undefined; page: number; pageCount: number }) {
  return <AdminPagination page={page} pageCount={pageCount} hrefFor={(to) => ordersHref(status, to)} />;
}
