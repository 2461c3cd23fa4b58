import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin, requireAdminForm } from "~/admin/admin-rule.server";
import { listCategories, writeCategory } from "~/admin/categories/categories.server";
import { CategoryList } from "~/admin/categories/category-page";
import { adminMeta } from "~/admin/meta";
import type { Route } from "./+types/blog-categories";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.categories.blogTitle);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return { rows: await listCategories(args.context.db, "blog-categories") };
}

export async function action(args: Route.ActionArgs) {
  return writeCategory(await requireAdminForm(args), "blog-categories");
}

export default function AdminBlogCategories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.categories.blogTitle")}>
      <CategoryList kind="blog-categories" rows={loaderData.rows} />
    </AdminPage>
  );
}
