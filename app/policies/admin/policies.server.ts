import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { ContentActionData } from "~/components/back-office/content-action.server";
import { errorNote, successNote } from "~/toasts/toast-note.server";
import type { ShopContext, AdminPost } from "~/context";
import { translator } from "~/i18n/messages.server";
import { readShopSettings } from "~/shop/shop-settings.server";
import { readPolicyRows, savePolicy } from "~/policies/policies.server";
import { policySchema } from "~/policies/policy-form";

/** Every legal page in every language, the template where the owner has written nothing yet. */
export async function policiesPage(context: ShopContext) {
  return { policies: await readPolicyRows(context.db, await readShopSettings(context)) };
}

/**
 * Saves one legal page's texts. A refused form answers its values back, so nothing typed is lost;
 * the write moves the content version on, so the kept public pages show the new text.
 */
export async function saveLegalPage({ context, admin, form: formData }: AdminPost) {
  const t = translator(context.language);
  const submission = parseWithZod(formData, { schema: policySchema });
  if (submission.status !== "success") {
    return data<ContentActionData>(
      { result: submission.reply(), note: errorNote(t("admin.policies.saveFailed", { message: t("admin.settings.fixErrors") }), "") },
      { status: 400 },
    );
  }
  try {
    const { id, content_en, content_it, content_fr } = submission.value;
    await savePolicy(context.db, id, { en: content_en, it: content_it, fr: content_fr }, await readShopSettings(context));
    context.log.info({ account: admin.email, policy: id }, "legal page saved");
    return { result: submission.reply({ resetForm: true }), note: successNote(t("admin.policies.saved")), saved: true } satisfies ContentActionData;
  } catch (error) {
    context.log.error({ err: error }, "legal page could not be saved");
    return data<ContentActionData>(
      { result: submission.reply(), note: errorNote(t("admin.policies.saveFailed", { message: t("auth.somethingWentWrong") }), "") },
      { status: 500 },
    );
  }
}
