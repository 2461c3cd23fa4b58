import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin, requireAdminForm } from "~/auth/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { listTags, writeTagLabels } from "~/admin/tags/tags.server";
import { TagList } from "~/admin/tags/tags-page";
import type { Route } from "./+types/tags";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.tags.title);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return { rows: await listTags(args.context.db) };
}

export async function action(args: Route.ActionArgs) {
  return writeTagLabels(await requireAdminForm(args));
}

export default function AdminTags({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.tags.title")} description={t("admin.tags.intro")}>
      <TagList rows={loaderData.rows} />
    </AdminPage>
  );
}
