import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { categoryAction, categoryLoader } from "~/admin/categories/categories.server";
import { CategoryList } from "~/admin/categories/category-page";
import { adminMeta } from "~/admin/meta";
import type { Route } from "./+types/blog-categories";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.categories.blogTitle);

export const loader = (args: Route.LoaderArgs) => categoryLoader(args, "blog-categories");
export const action = (args: Route.ActionArgs) => categoryAction(args, "blog-categories");

export default function AdminBlogCategories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.categories.blogTitle")}>
      <CategoryList kind="blog-categories" rows={loaderData.rows} />
    </AdminPage>
  );
}
