import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin } from "~/admin/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { errorNote, successNote } from "~/toasts/toast-note.server";
import { useToastNote } from "~/toasts/use-toast-note";
import { useTranslation } from "~/i18n/react";
import { translator } from "~/i18n/messages.server";
import { readForm } from "~/lib/request-body.server";
import { settingsSchema } from "~/settings/settings-form";
import { SettingsForm, type SettingsActionData } from "~/settings/settings-page";
import { readShopSettings, saveShopSettings } from "~/settings/shop-settings.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.settings.title);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return { settings: await readShopSettings(args.context) };
}

export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args);
  const { request, context } = args;
  const t = translator(context.language);
  const formData = await readForm(request, context.language);
  try {
    const { fromServer } = await readShopSettings(context);
    const submission = parseWithZod(formData, { schema: settingsSchema(fromServer) });
    if (submission.status !== "success") {
      // Every box is answered back as typed: nothing is lost, nothing was stored.
      return data<SettingsActionData>(
        { result: submission.reply(), note: errorNote(t("common.error"), t("admin.settings.fixErrors")) },
        { status: 400 },
      );
    }
    await saveShopSettings(context, submission.value);
    context.log.info({ account: admin.email }, "shop settings saved");
    return { result: submission.reply(), note: successNote(t("admin.settings.saved")) } satisfies SettingsActionData;
  } catch (error) {
    context.log.error({ err: error }, "shop settings could not be saved");
    return data<SettingsActionData>(
      { note: errorNote(t("common.error"), t("admin.settings.saveFailed", { message: t("auth.somethingWentWrong") })) },
      { status: 500 },
    );
  }
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useToastNote(actionData?.note);
  return (
    <AdminPage title={t("admin.settings.title")} description={t("admin.settings.intro")}>
      <SettingsForm settings={loaderData.settings} result={actionData?.result} />
    </AdminPage>
  );
}
