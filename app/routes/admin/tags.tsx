import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/admin/meta";
import { tagsAction, tagsLoader } from "~/admin/tags/tags.server";
import { TagList } from "~/admin/tags/tags-page";
import type { Route } from "./+types/tags";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.tags.title);

export const loader = (args: Route.LoaderArgs) => tagsLoader(args);
export const action = (args: Route.ActionArgs) => tagsAction(args);

export default function AdminTags({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.tags.title")} description={t("admin.tags.intro")}>
      <TagList rows={loaderData.rows} />
    </AdminPage>
  );
}
