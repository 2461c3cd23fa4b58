import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin, requireAdminForm } from "~/admin/admin-rule.server";
import { listCategories, writeCategory } from "~/admin/categories/categories.server";
import { CategoryList } from "~/admin/categories/category-page";
import { adminMeta } from "~/admin/meta";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.categories.title);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return { rows: await listCategories(args.context.db, "categories") };
}

export async function action(args: Route.ActionArgs) {
  return writeCategory(await requireAdminForm(args), "categories");
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.categories.title")}>
      <CategoryList kind="categories" rows={loaderData.rows} />
    </AdminPage>
  );
}
