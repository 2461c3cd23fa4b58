import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { AdminPost } from "~/context";
import { translator } from "~/i18n/messages.server";
import { errorNote, successNote } from "~/toasts/toast-note.server";
import { settingsSchema } from "./settings-form";
import type { SettingsActionData } from "./settings-page";
import { readShopSettings, saveShopSettings } from "~/shop/shop-settings.server";
import { withoutSwitchedOff } from "./shipping-form";

/** Saves the Settings page's form; a refused one is answered back as typed. */
export async function saveSettings({ context, admin, form }: AdminPost) {
  const t = translator(context.language);
  try {
    const { fromServer } = await readShopSettings(context);
    // docs/product/access.md#roles: the order address is the owner's; another admin's form leaves it as it is.
    const kept = admin.isOwner ? fromServer : [...fromServer, "orderEmail" as const];
    const submission = parseWithZod(withoutSwitchedOff(form), { schema: settingsSchema(kept, context.language) });
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
