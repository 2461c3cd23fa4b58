import { useTranslation } from "react-i18next";
import { AdminPage } from "~/admin/admin-page";
import { requireAdmin } from "~/admin/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import type { Route } from "./+types/authors";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.nav.authors);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return null;
}

export default function AdminAuthors() {
  const { t } = useTranslation();
  return <AdminPage title={t("admin.nav.authors")} description={t("admin.comingSoon")} />;
}
