import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { AuthorList } from "~/admin/authors/authors-page";
import { authorsAction, authorsLoader } from "~/admin/authors/authors.server";
import { adminMeta } from "~/admin/meta";
import type { Route } from "./+types/authors";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.authors.title);

export const loader = (args: Route.LoaderArgs) => authorsLoader(args);
export const action = (args: Route.ActionArgs) => authorsAction(args);

export default function AdminAuthors({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.authors.title")}>
      <AuthorList authors={loaderData.authors} />
    </AdminPage>
  );
}
