import { useTranslation } from "~/i18n/react";
import { data } from "react-router";
import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin, requireAdminForm } from "~/auth/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { useToastNote } from "~/components/ui/use-toast-note";
import { defaultLanguage, toLanguage } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { changeOrder } from "~/orders/admin/order-action.server";
import { findOrder } from "~/orders/admin/order-admin.server";
import { BackToOrders, OrderContact, OrderLines, OrderStatusActions, OrderSummary, OrderWithdrawal } from "~/orders/admin/order-detail";
import { mailtoHref } from "~/orders/order-text";
import { readConversation } from "~/orders/conversation/conversation.server";
import type { ConversationAnswer } from "~/orders/conversation/conversation-intents";
import { OwnerConversation } from "~/orders/conversation/owner-conversation";
import { dayAfter, quoteValidDays } from "~/orders/conversation/quote-form";
import { requestPageUrl } from "~/orders/conversation/shopper-mail.server";
import { shownShopSettings } from "~/shop/shop-settings.server";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) =>
  adminMeta(matches, (m) =>
    loaderData ? m.admin.orders.detailTitle.replace("{{reference}}", String(loaderData.order.reference)) : m.admin.orders.title,
  );

/** docs/product/back-office.md#orders: one request with its lines, contact data and status buttons. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const order = await findOrder(args.context.db, args.params.id ?? "");
  if (!order) throw data(null, { status: 404 });
  // The reply is written in the shopper's language.
  const t = translator(toLanguage(order.language) ?? defaultLanguage);
  const { timeZone, seller } = await shownShopSettings(args.context);
  return {
    order,
    replyHref: mailtoHref(order.customerEmail, t("admin.orders.replySubject", { reference: order.reference }), ""),
    conversation: await readConversation(args.context.db, order.id, timeZone),
    requestUrl: requestPageUrl(args.context.config.publicUrl, order),
    // docs/decisions/0035: a quote holds two weeks unless the owner says otherwise.
    defaultValidUntil: dayAfter(new Date(), quoteValidDays, timeZone),
    paymentDefault: seller?.paymentInstructions ?? "",
  };
}

export async function action(args: Route.ActionArgs) {
  return changeOrder(await requireAdminForm(args), args.params.id ?? "");
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, replyHref, conversation, requestUrl, defaultValidUntil, paymentDefault } = loaderData;
  useToastNote(actionData?.note);
  return (
    <AdminPage title={t("admin.orders.detailTitle", { reference: order.reference })}>
      <BackToOrders />
      <OrderSummary order={order} />
      <OrderWithdrawal order={order} />
      {actionData?.note.kind === "error" ? (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-sm text-danger">
          {actionData.note.description}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderLines order={order} />
          <OwnerConversation
            order={order}
            conversation={conversation}
            requestUrl={requestUrl}
            defaultValidUntil={defaultValidUntil}
            paymentDefault={paymentDefault}
            form={actionData && "form" in actionData ? (actionData.form as ConversationAnswer["form"]) : undefined}
          />
        </div>
        <div className="flex flex-col gap-6">
          <OrderStatusActions order={order} />
          <OrderContact order={order} replyHref={replyHref} />
        </div>
      </div>
    </AdminPage>
  );
}
