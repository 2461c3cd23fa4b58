import { ArrowLeft, CircleX, Mail } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Form, Link, useNavigation } from "react-router";
import { AdminCard } from "~/components/back-office/admin-card";
import { AskFirstButton, AskFirstDialog } from "~/components/back-office/confirm-dialog";
import { Button } from "~/components/ui/button";
import { toLanguage } from "~/i18n/languages";
import { formatPrice } from "~/lib/money";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root-data";
import { typeset } from "~/lib/typography";
import { buttonTargetsAfterWithdrawal } from "~/orders/conversation/status-machine";
import { nextStatuses, type AdminOrder } from "./order-admin";
import { useShopTime } from "~/lib/use-shop-time";
import { OrderKindBadge, OrderStatusBadge, WithdrawnBadge } from "./order-status-badge";
import { refundDeadline } from "~/orders/conversation/withdrawal-period";
import { formatDay } from "~/lib/dates";

export function BackToOrders() {
  const { t } = useTranslation();
  return (
    <Link to="/admin/orders" className="inline-flex items-center gap-1 self-start text-sm text-muted hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden />
      {t("admin.orders.back")}
    </Link>
  );
}

export function OrderSummary({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const { dateTime } = useShopTime();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
      <OrderStatusBadge status={order.status} />
      <OrderKindBadge kind={order.kind} />
      <WithdrawnBadge withdrawnAt={order.withdrawnAt} />
      <span>{t("admin.orders.received", { date: dateTime(order.createdAt) })}</span>
    </div>
  );
}

/** The shopper's withdrawal and the day the refund is due by (LEGAL.md §4: 14 days from it). */
export function OrderWithdrawal({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const { dateTime } = useShopTime();
  const { language, shop } = useRootData();
  if (!order.withdrawnAt) return null;
  return (
    <section
      aria-labelledby="order-withdrawal"
      className="rounded-xl border border-danger/30 bg-danger-soft p-4 text-sm text-danger"
      data-testid="order-withdrawal"
    >
      <h2 id="order-withdrawal" className="text-base font-semibold">
        {t("withdrawal.admin.title")}
      </h2>
      <p className="mt-1">
        {t("withdrawal.admin.text", {
          date: dateTime(order.withdrawnAt),
          name: order.withdrawalName ?? "",
          email: order.withdrawalEmail ?? "",
        })}
      </p>
      <p className="mt-1 font-medium">
        {t("withdrawal.admin.refund", { date: formatDay(refundDeadline(order.withdrawnAt, shop.timeZone), language) })}
      </p>
    </section>
  );
}

/** The pieces as the shopper saw them when sending; a table on wide screens, stacked on phones. */
export function OrderLines({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const money = (amount: number) => formatPrice(amount, language);
  const headers = [
    t("admin.orders.item"),
    t("admin.orders.qty"),
    t("admin.orders.unitPrice"),
    t("admin.orders.lineTotal"),
  ];
  return (
    <AdminCard title={t("admin.orders.pieces")}>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-border text-xs text-muted uppercase max-md:sr-only">
          <tr>
            {headers.map((header, i) => (
              <th key={header} scope="col" className={cn("py-2 pr-3 font-medium", i > 0 && "text-right")}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {order.lines.map((line, i) => (
            <tr key={i} className="grid grid-cols-[1fr_auto] gap-x-4 py-3 md:table-row">
              <td className="min-w-0 max-md:col-span-2 md:py-3 md:pr-3">
                <Link to={`/product/${line.slug}`} className="font-medium hover:underline">
                  {line.name}
                </Link>
                {line.colorName ? (
                  <span className="block text-muted">
                    {typeset(`${t("admin.orders.color")}: ${line.colorName}`, language)}
                  </span>
                ) : null}
                {line.leadTimeDays ? (
                  <span className="block text-muted">
                    {t("admin.orders.madeToOrder")}: {t("admin.orders.days", { count: line.leadTimeDays })}
                  </span>
                ) : null}
              </td>
              <td className="text-muted tabular-nums max-md:sr-only md:py-3 md:pr-3 md:text-right">{line.qty}</td>
              <td className="text-muted tabular-nums max-md:sr-only md:py-3 md:pr-3 md:text-right">
                {money(line.unitPrice)}
              </td>
              <td className="text-right font-medium tabular-nums max-md:col-span-2 md:py-3">
                <span className="sr-only">{t("admin.orders.lineTotal")}: </span>
                <span className="text-muted md:hidden" aria-hidden>
                  {line.qty} × {money(line.unitPrice)} ={" "}
                </span>
                {money(line.lineTotal)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-border">
          <tr className="flex justify-between pt-3 md:table-row">
            <th scope="row" colSpan={3} className="text-left font-medium md:pt-3">
              {t("admin.orders.total")}
            </th>
            <td className="text-right text-base font-semibold tabular-nums md:pt-3">{money(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </AdminCard>
  );
}

/** Who sent it and how to answer: a mailto reply with the request's number, in the shopper's language. */
export function OrderContact({ order, replyHref }: { order: AdminOrder; replyHref: string }) {
  const { t } = useTranslation();
  const requestLanguage = toLanguage(order.language);
  const rows: [string, ReactNode][] = [
    [t("admin.orders.name"), order.customerName],
    [
      t("admin.orders.email"),
      <a key="email" href={`mailto:${order.customerEmail}`} className="break-all hover:underline">
        {order.customerEmail}
      </a>,
    ],
  ];
  if (order.phone) {
    rows.push([
      t("admin.orders.phone"),
      <a key="phone" href={`tel:${order.phone.replace(/[^\d+]/g, "")}`} className="hover:underline">
        {order.phone}
      </a>,
    ]);
  }
  if (order.notes) rows.push([t("admin.orders.notes"), <span key="notes" className="whitespace-pre-wrap">{order.notes}</span>]);
  rows.push([t("admin.orders.language"), requestLanguage ? t(`language.${requestLanguage}`) : order.language]);
  return (
    <AdminCard title={t("admin.orders.contact")}>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="mb-2 min-w-0 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <Button asChild className="mt-4 w-full sm:w-auto">
        <a href={replyHref}>
          <Mail aria-hidden />
          {t("admin.orders.reply")}
        </a>
      </Button>
    </AdminCard>
  );
}

/**
 * The status buttons: each posts the status the page shows as `from`, so a click on a page that
 * is out of date (another admin, a second tab) is refused instead of applied twice.
 */
export function OrderStatusActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;
  const choices = order.withdrawnAt ? buttonTargetsAfterWithdrawal(order.status) : nextStatuses[order.status];
  const hint =
    choices.length === 0
      ? t("admin.orders.finalHint")
      : order.withdrawnAt
        ? t("admin.orders.withdrawnHint")
        : order.kind === "commission"
        ? t("admin.orders.commissionHint")
        : t("admin.orders.stockHint");
  const [askCancel, setAskCancel] = useState(false);
  const restock = order.kind === "order" && order.status === "confirmed";
  return (
    <AdminCard title={t("admin.orders.changeStatus")} description={hint}>
      {choices.length ? (
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="from" value={order.status} />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {choices
              .filter((to) => to !== "cancelled")
              .map((to) => (
                <Button key={to} type="submit" name="to" value={to} disabled={busy} variant={to === "confirmed" ? "primary" : "secondary"}>
                  {t(`admin.orders.moveTo.${to}`)}
                </Button>
              ))}
          </div>
          {choices.includes("cancelled") ? (
            // Set apart from the steps forward, below a line, so that it is never pressed for
            // Confirm; cancelling asks first, and without a script the button simply posts.
            <div className="mt-2 border-t border-border pt-4">
              <AskFirstButton name="to" value="cancelled" disabled={busy} onAsk={() => setAskCancel(true)}>
                <CircleX aria-hidden />
                {t("admin.orders.moveTo.cancelled")}
              </AskFirstButton>
            </div>
          ) : null}
        </Form>
      ) : null}
      <AskFirstDialog
        open={askCancel}
        onClose={() => setAskCancel(false)}
        title={t("admin.orders.cancelTitle", { reference: order.reference })}
        keepLabel={t("admin.orders.keepRequest")}
        confirm={
          <Form method="post" onSubmit={() => setAskCancel(false)}>
            <input type="hidden" name="from" value={order.status} />
            <Button type="submit" name="to" value="cancelled" variant="destructive" className="w-full">
              {t("admin.orders.moveTo.cancelled")}
            </Button>
          </Form>
        }
      >
        {restock ? `${t("admin.orders.cancelRestocks")} ` : ""}
        {t("admin.orders.cancelNotTold")}
      </AskFirstDialog>
    </AdminCard>
  );
}
