import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/admin/meta";
import { policiesAction, policiesLoader } from "~/policies/admin/policies.server";
import { PolicyList } from "~/policies/admin/policies-page";
import type { Route } from "./+types/policies";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.policies.title);

export const loader = (args: Route.LoaderArgs) => policiesLoader(args);
export const action = (args: Route.ActionArgs) => policiesAction(args);

export default function AdminPolicies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.policies.title")} description={t("admin.policies.intro")}>
      <PolicyList policies={loaderData.policies} />
    </AdminPage>
  );
}
