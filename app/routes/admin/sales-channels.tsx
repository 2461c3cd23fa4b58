import { requireAdmin } from "~/auth/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { AdminPage } from "~/components/back-office/admin-page";
import { SalesChannelsPage } from "~/feeds/sales-channels-page";
import { salesChannels } from "~/feeds/sales-channels.server";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/sales-channels";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.salesChannels.title);

/** docs/product/feeds.md#sales-channels-page: the feeds as the platforms fetch them now. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return { feeds: await salesChannels(args.context, args.context.language) };
}

export default function AdminSalesChannels({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.salesChannels.title")} description={t("admin.salesChannels.intro")}>
      <SalesChannelsPage feeds={loaderData.feeds} />
    </AdminPage>
  );
}
