import { isAdminEmail } from "~/admin/admin-rule.server";
import type { ShopContext } from "~/context";
import { defaultLanguage } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { sendMail } from "~/mail/mailer.server";
import { readShopSettings } from "~/settings/shop-settings.server";
import { signInRules } from "./sign-in-limits.server";

type AlertContext = Pick<ShopContext, "db" | "config" | "log">;

/**
 * When SMTP_URL is set, an admin whose account has just met its limit of failed passwords gets one
 * e-mail (one a window, since the limit is met once a window), in the shop's default language.
 * Never waited for: a mail failure is logged and the sign-in answers as it would anyway.
 */
export function mailAccountUnderAttack(context: AlertContext, email: string) {
  if (!context.config.smtpUrl) return;
  void sendAlert(context, email).catch((error: unknown) => {
    context.log.error({ err: error, account: email }, "sign-in failure alert could not be sent");
  });
}

async function sendAlert(context: AlertContext, email: string) {
  const { config, db, log } = context;
  if (!(await isAdminEmail(db, config, email))) return;
  const settings = await readShopSettings(context);
  const t = translator(defaultLanguage);
  const count = signInRules.account.maxAttempts;
  await sendMail(config, settings, {
    to: email,
    subject: t("auth.alert.subject", { shop: settings.shopName }),
    text: [
      t("auth.alert.body", { count, email }),
      t("auth.alert.whatToDo"),
      `${config.publicUrl}/admin/security`,
    ].join("\n\n"),
  });
  log.info({ account: email }, "sign-in failure alert mailed");
}
