import { useTranslation } from "react-i18next";
import { AdminPage } from "~/admin/admin-page";
import { requireAdmin } from "~/admin/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import type { Route } from "./+types/items";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.nav.items);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return null;
}

export default function AdminItems() {
  const { t } = useTranslation();
  return <AdminPage title={t("admin.nav.items")} description={t("admin.comingSoon")} />;
}
