import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin, requireAdminForm } from "~/auth/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { ownerAddress } from "~/auth/owner.server";
import { useTranslation } from "~/i18n/react";
import { timeZones } from "~/lib/dates";
import { saveSettings } from "~/settings/settings-action.server";
import { DemoContentLink } from "~/settings/demo-content-page";
import { SettingsForm } from "~/settings/settings-page";
import { ShopWordsLink } from "~/settings/shop-words-page";
import { readShopSettings } from "~/shop/shop-settings.server";
import { useToastNote } from "~/components/ui/use-toast-note";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.settings.title);

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args);
  const owner = admin.isOwner ? undefined : ((await ownerAddress(args.context.db)) ?? "");
  return { settings: await readShopSettings(args.context), owner, timeZones: timeZones() };
}

export async function action(args: Route.ActionArgs) {
  return saveSettings(await requireAdminForm(args));
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useToastNote(actionData?.note);
  return (
    <AdminPage title={t("admin.settings.title")} description={t("admin.settings.intro")}>
      <ShopWordsLink />
      <SettingsForm settings={loaderData.settings} owner={loaderData.owner} timeZones={loaderData.timeZones} result={actionData?.result} />
      <DemoContentLink />
    </AdminPage>
  );
}
