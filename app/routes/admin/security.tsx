import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin, requireAdminForm } from "~/auth/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { FirstStepNotice, PasswordCard, SessionsCard, TwoFactorRuleCard } from "~/auth/account-cards";
import { activeSessions } from "~/auth/own-account.server";
import { changeOwnSecurity } from "~/auth/security-action.server";
import { SecurityPanel } from "~/auth/security-panel";
import { twoFactorStatus } from "~/auth/two-factor.server";
import { withRetryAfter } from "~/request-protection/retry-after";
import type { Route } from "./+types/security";

export const headers: Route.HeadersFunction = withRetryAfter;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.nav.security);

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args, "page", { firstSteps: "allowed" });
  return {
    twoFactor: await twoFactorStatus(args.context, admin),
    sessions: await activeSessions(args.request, args.context),
    pending: admin.access.pending,
    twoFactorRequired: admin.access.twoFactor.required,
    rule: admin.isOwner ? admin.access.twoFactor : null,
  };
}

export async function action(args: Route.ActionArgs) {
  return changeOwnSecurity(await requireAdminForm(args, "page", { firstSteps: "allowed" }));
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.nav.security")} description={t("admin.security.intro")}>
      <div className="flex flex-col gap-6">
        {loaderData.pending ? <FirstStepNotice step={loaderData.pending} /> : null}
        {/* A password someone else chose is replaced first; then two-step verification. */}
        {loaderData.pending === "own-password" ? <PasswordCard actionData={actionData} /> : null}
        <SecurityPanel
          status={loaderData.twoFactor}
          actionData={actionData}
          required={loaderData.twoFactorRequired}
        />
        {loaderData.rule ? <TwoFactorRuleCard rule={loaderData.rule} ownEnabled={loaderData.twoFactor.enabled} /> : null}
        {loaderData.pending === "own-password" ? null : <PasswordCard actionData={actionData} />}
        <SessionsCard sessions={loaderData.sessions} />
      </div>
    </AdminPage>
  );
}
