import { data } from "react-router";
import { z } from "zod";
import { requireAdmin, requireAdminForm } from "~/auth/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { AdminPage } from "~/components/back-office/admin-page";
import { translator } from "~/i18n/messages.server";
import { useTranslation } from "~/i18n/react";
import { eraseRequestsOf } from "~/orders/retention.server";
import { StockAlertsAdminPage, type ErasedAddress } from "~/stock-alerts/stock-alerts-admin-page";
import { eraseWishesOf, listedWishes, waitingPieces } from "~/stock-alerts/waiting-list.server";
import type { Route } from "./+types/back-in-stock";

/*
 * /admin/back-in-stock (docs/product/back-in-stock.md#in-the-back-office): who waits for what, and
 * one address erased on request across the wishes and the order requests, which this route
 * composes from both features.
 */

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.stockAlerts.title);

const address = z.string().trim().max(254).pipe(z.email());

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const { db, language } = args.context;
  const typed = new URL(args.request.url).searchParams.get("email") ?? "";
  const email = address.safeParse(typed).success ? typed.trim() : "";
  return { pieces: await waitingPieces(db, language), wishes: await listedWishes(db, language, email || undefined), email };
}

export async function action(args: Route.ActionArgs) {
  const { form, context } = await requireAdminForm(args);
  const parsed = address.safeParse(form.get("email") ?? "");
  if (!parsed.success) return data<ErasedAddress>({ error: translator(context.language)("admin.stockAlerts.invalidEmail") }, { status: 400 });
  const wishes = await eraseWishesOf(context.db, parsed.data);
  const { deleted, kept } = await eraseRequestsOf(context.db, parsed.data);
  context.log.info({ wishes, requests: deleted, kept }, "an address erased on request");
  return data<ErasedAddress>({ wishes, requests: deleted, kept });
}

export default function AdminBackInStock({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.stockAlerts.title")} description={t("admin.stockAlerts.intro")}>
      <StockAlertsAdminPage {...loaderData} erased={actionData} />
    </AdminPage>
  );
}
