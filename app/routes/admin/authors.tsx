import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin, requireAdminForm } from "~/auth/admin-rule.server";
import { AuthorList } from "~/admin/authors/authors-page";
import { listAuthors, writeAuthor } from "~/admin/authors/authors.server";
import { adminMeta } from "~/admin/meta";
import type { Route } from "./+types/authors";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.authors.title);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return { authors: await listAuthors(args.context) };
}

export async function action(args: Route.ActionArgs) {
  return writeAuthor(await requireAdminForm(args));
}

export default function AdminAuthors({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.authors.title")}>
      <AuthorList authors={loaderData.authors} />
    </AdminPage>
  );
}
