import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin, requireAdminForm } from "~/auth/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { policiesPage, saveLegalPage } from "~/policies/admin/policies.server";
import { PolicyList } from "~/policies/admin/policies-page";
import type { Route } from "./+types/policies";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.policies.title);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return policiesPage(args.context);
}

export async function action(args: Route.ActionArgs) {
  return saveLegalPage(await requireAdminForm(args));
}

export default function AdminPolicies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.policies.title")} description={t("admin.policies.intro")}>
      <PolicyList policies={loaderData.policies} />
    </AdminPage>
  );
}
