import { requireAdmin } from "~/auth/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { AdminPage } from "~/components/back-office/admin-page";
import { useTranslation } from "~/i18n/react";
import { readShopSettings } from "~/shop/shop-settings.server";
import { StatisticsAdminPage } from "~/statistics/statistics-admin-page";
import { periodOf } from "~/statistics/statistics-periods";
import { statisticsReport } from "~/statistics/statistics-report.server";
import { instagramLink } from "~/statistics/tags";
import type { Route } from "./+types/statistics";

/* /admin/statistics (docs/product/statistics.md#the-statistics-page): the shop's own counts, read for a signed-in admin. */

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.statistics.title);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const { db, config, language } = args.context;
  const params = new URL(args.request.url).searchParams;
  const { timeZone } = await readShopSettings({ db, config });
  return {
    report: await statisticsReport(db, { days: periodOf(params.get("days")), timeZone, language }),
    link: instagramLink(config.publicUrl, params.get("word")),
  };
}

export default function AdminStatistics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.statistics.title")} description={t("admin.statistics.intro")}>
      <StatisticsAdminPage {...loaderData} />
    </AdminPage>
  );
}
