import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin, requireAdminForm } from "~/auth/admin-rule.server";
import { ArticleList } from "~/admin/articles/articles-page";
import { articlesPage, writeArticle } from "~/admin/articles/articles.server";
import { adminMeta } from "~/admin/meta";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.articles.title);

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args);
  return articlesPage(args.context, admin.email);
}

export async function action(args: Route.ActionArgs) {
  return writeArticle(await requireAdminForm(args));
}

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.articles.title")}>
      <ArticleList articles={loaderData.articles} choices={loaderData} />
    </AdminPage>
  );
}
