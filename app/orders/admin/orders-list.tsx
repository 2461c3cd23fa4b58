import { Download } from "lucide-react";
import { FilterText, ListFilterForm } from "~/components/back-office/list-filter-form";
import { ListSection, ListTable } from "~/components/back-office/list-table";
import { AdminPagination } from "~/components/back-office/pagination";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { waitingOnOwner } from "~/orders/conversation/status-machine";
import { formatPrice } from "~/lib/money";
import { orderNumber, typeset } from "~/lib/typography";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root-data";
import { ordersHref, orderStatuses, searchedOrDated, type OrderListRow, type OrdersQuery } from "./order-admin";
import type { OrdersPage } from "./order-admin.server";
import { useShopTime } from "~/lib/use-shop-time";
import { OrderKindBadge, OrderStatusBadge, WithdrawnBadge } from "./order-status-badge";

type ListQuery = Omit<OrdersQuery, "page">;

/**
 * The status filter as links (it lives in the URL), each keeping the search and the dates, and with
 * how many requests of that status there are while nothing else narrows the list.
 */
export function OrdersFilter({ query, counts }: { query: ListQuery; counts: OrdersPage["counts"] }) {
  const { t } = useTranslation();
  const status = query.status;
  const showCounts = !searchedOrDated(query);
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
                to={ordersHref({ ...query, status: choice.value })}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent md:h-9",
                  current
                    ? "border-accent bg-accent-soft font-medium text-accent-ink"
                    : "border-border bg-surface text-ink/85 hover:border-ink/40",
                )}
              >
                {choice.label}
                {showCounts ? <span className="text-xs text-muted tabular-nums">{choice.count}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The search and the dates, typed the owner's way (docs/product/back-office.md#list-filters); a date
 * that names no day is shown back with its message and filters nothing.
 */
export function OrdersSearch({ query }: { query: ListQuery }) {
  const { t } = useTranslation();
  const dayInvalid = t("admin.listFilters.dayInvalid", { example: "27/11/2026" });
  const active = [query.search, query.from.typed, query.to.typed].filter(Boolean).length;
  return (
    <ListFilterForm
      action="/admin/orders"
      activeCount={active}
      clearHref={ordersHref({ status: query.status, search: "", from: noDay, to: noDay })}
      hidden={{ status: query.status }}
    >
      <FilterText name="q" type="search" label={t("admin.listFilters.orders.search")} defaultValue={query.search} className="lg:col-span-2" />
      {(["from", "to"] as const).map((name) => (
        <FilterText
          key={name}
          name={name}
          label={t(`admin.listFilters.orders.${name}`)}
          defaultValue={query[name].typed}
          placeholder={t("admin.listFilters.dayPlaceholder")}
          error={query[name].typed && !query[name].day ? dayInvalid : undefined}
        />
      ))}
    </ListFilterForm>
  );
}

const noDay = { typed: "", day: undefined };

export function ExportCsvButton({ query }: { query: ListQuery }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="secondary" size="sm">
      <a href={ordersHref(query, 1, "/admin/orders.csv")} download>
        <Download aria-hidden />
        {t("admin.orders.exportCsv")}
      </a>
    </Button>
  );
}

/** Newest first; a table on wide screens, a card per request on phones. */
export function OrdersTable({ orders, query }: { orders: OrderListRow[]; query: ListQuery }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const { dateTime } = useShopTime();
  if (orders.length === 0) {
    const filtered = query.status !== undefined || [query.search, query.from.typed, query.to.typed].some(Boolean);
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-border bg-surface p-6 text-center text-sm text-muted">
        <p>{filtered ? t("admin.listFilters.orders.noMatch") : t("admin.orders.empty")}</p>
        {filtered ? (
          <Link to="/admin/orders" className="text-accent-ink underline underline-offset-4">
            {t("admin.listFilters.clear")}
          </Link>
        ) : null}
      </div>
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
                {orderNumber(order.reference, language)}
              </Link>
            </td>
            <td className="text-muted max-md:col-start-1 max-md:row-start-3 md:px-4 md:py-3">
              {dateTime(order.createdAt)}
              {order.lastMessageAt ? (
                <span className="block text-xs">
                  {typeset(`${t("admin.orders.lastMessage")}: ${dateTime(order.lastMessageAt)}`, language)}
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
                <WithdrawnBadge withdrawnAt={order.withdrawnAt} />
                {waitingOnOwner.includes(order.status) || order.unansweredMessage ? <Badge variant="count" size="count">{t("admin.orders.waiting")}</Badge> : null}
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

/** The list's pages, each keeping the filters. */
export function OrdersPagination({ query, page, pageCount }: { query: ListQuery; page: number; pageCount: number }) {
  return <AdminPagination page={page} pageCount={pageCount} hrefFor={(to) => ordersHref(query, to)} />;
}
