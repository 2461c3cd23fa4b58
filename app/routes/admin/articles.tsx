import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { ArticleList } from "~/admin/articles/articles-page";
import { articlesAction, articlesLoader } from "~/admin/articles/articles.server";
import { adminMeta } from "~/admin/meta";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.articles.title);

export const loader = (args: Route.LoaderArgs) => articlesLoader(args);
export const action = (args: Route.ActionArgs) => articlesAction(args);

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.articles.title")}>
      <ArticleList articles={loaderData.articles} choices={loaderData} />
    </AdminPage>
  );
}
