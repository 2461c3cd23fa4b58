import { demoContent } from "~db/demo/removal.server";
import { requireAdmin, requireAdminForm } from "~/auth/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { AdminPage } from "~/components/back-office/admin-page";
import { useTranslation } from "~/i18n/react";
import { removeDemoAction } from "~/settings/demo-content-action.server";
import { DemoContentReview } from "~/settings/demo-content-page";
import { useToastNote } from "~/components/ui/use-toast-note";
import type { Route } from "./+types/demo-content";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.demoContent.title);

/** docs/product/back-office.md#removing-the-demo-content: what would go, read fresh on every visit. */
export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args);
  const withChanged = admin.isOwner && new URL(args.request.url).searchParams.get("with-changed") === "1";
  const { images: _images, ...content } = await demoContent(args.context.db, withChanged);
  return { content, withChanged, isOwner: admin.isOwner };
}

export async function action(args: Route.ActionArgs) {
  return removeDemoAction(await requireAdminForm(args));
}

export default function AdminDemoContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useToastNote(actionData?.note);
  return (
    <AdminPage title={t("admin.demoContent.title")} description={t("admin.demoContent.intro")}>
      <DemoContentReview content={loaderData.content} withChanged={loaderData.withChanged} isOwner={loaderData.isOwner} />
    </AdminPage>
  );
}
