import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin, requireAdminForm } from "~/auth/admin-rule.server";
import { listCategories, writeCategory } from "~/admin/categories/categories.server";
import type { CategoryKind } from "~/admin/categories/category-form";
import { CategoryList } from "~/admin/categories/category-page";
import { adminMeta } from "~/admin/meta";
import type { Route } from "./+types/categories";

/*
 * The shop's categories (/admin/categories) and the blog's (/admin/blog-categories) are one page
 * with two addresses: the address says which kind it lists and writes.
 */
const kindOf = (request: Request): CategoryKind =>
  new URL(request.url).pathname.startsWith("/admin/blog-categories") ? "blog-categories" : "categories";

export const meta: Route.MetaFunction = ({ matches, data }) =>
  adminMeta(matches, (m) => (data?.kind === "blog-categories" ? m.admin.categories.blogTitle : m.admin.categories.title));

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const kind = kindOf(args.request);
  return { kind, rows: await listCategories(args.context.db, kind) };
}

export async function action(args: Route.ActionArgs) {
  return writeCategory(await requireAdminForm(args), kindOf(args.request));
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { kind, rows } = loaderData;
  return (
    <AdminPage title={t(kind === "blog-categories" ? "admin.categories.blogTitle" : "admin.categories.title")}>
      <CategoryList kind={kind} rows={rows} />
    </AdminPage>
  );
}
