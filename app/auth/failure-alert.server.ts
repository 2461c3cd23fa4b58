import { and, eq, gte, sql } from "drizzle-orm";
import { signInThrottle, twoFactor } from "~db/schema";
import { isAdminEmail } from "./admin-rule.server";
import type { ShopContext } from "~/context";
import { defaultLanguage } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { sendMail } from "~/mail/mailer.server";
import { readShopSettings } from "~/shop/shop-settings.server";
import { secondFactorLockout, signInRules } from "./sign-in-limits.server";

type AlertContext = Pick<ShopContext, "db" | "config" | "log">;

type Alert = { kind: "passwords" | "codes"; subject: string; body: string; whatToDo: string; params: Record<string, string | number> };

/**
 * When SMTP_URL is set, an admin whose account has just met its limit of failed passwords gets one
 * e-mail (one a window, since the limit is met once a window), in the shop's default language.
 * Never waited for: a mail failure is logged and the sign-in answers as it would anyway.
 */
export function mailAccountUnderAttack(context: AlertContext, email: string) {
  if (!context.config.smtpUrl) return;
  send(context, email, {
    kind: "passwords",
    subject: "auth.alert.subject",
    body: "auth.alert.body",
    whatToDo: "auth.alert.whatToDo",
    params: { count: signInRules.account.maxAttempts, email },
  });
}

/**
 * docs/product/access.md#two-step-verification: wrong codes after a right password mean someone
 * else holds the password. When they reach the account's limit (its codes are paused), the admin
 * gets one e-mail for that pause, however many codes arrive together or after it: the first
 * failure to find the pause claims its alert in a row of its own, kept until the pause is over.
 */
export async function mailCodesUnderAttack(context: AlertContext, account: { id: string; email: string }) {
  const { db } = context;
  if (!context.config.smtpUrl) return;
  const { maxFailedAttempts, durationSeconds } = secondFactorLockout;
  const [paused] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, account.id), gte(twoFactor.failedVerificationCount, maxFailedAttempts)));
  if (!paused) return;
  const until = sql`now() + make_interval(secs => ${durationSeconds}::int)`;
  const claimed = await db
    .insert(signInThrottle)
    .values({ key: `codes-alert:${account.id}`, attempts: maxFailedAttempts, windowStartedAt: sql`now()`, lockedUntil: until })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: { windowStartedAt: sql`now()`, lockedUntil: until },
      setWhere: sql`${signInThrottle.lockedUntil} <= now()`,
    })
    .returning({ key: signInThrottle.key });
  if (claimed.length === 0) return;
  send(context, account.email, {
    kind: "codes",
    subject: "auth.alert.codesSubject",
    body: "auth.alert.codesBody",
    whatToDo: "auth.alert.codesWhatToDo",
    params: { count: maxFailedAttempts, minutes: durationSeconds / 60, email: account.email },
  });
}

function send(context: AlertContext, email: string, alert: Alert) {
  void sendAlert(context, email, alert).catch((error: unknown) => {
    context.log.error({ err: error, account: email, alert: alert.kind }, "sign-in failure alert could not be sent");
  });
}

async function sendAlert(context: AlertContext, email: string, alert: Alert) {
  const { config, db, log } = context;
  if (!(await isAdminEmail(db, email))) return;
  const settings = await readShopSettings(context);
  const t = translator(defaultLanguage);
  await sendMail(config, settings, {
    to: email,
    subject: t(alert.subject, { shop: settings.shopName }),
    text: [t(alert.body, alert.params), t(alert.whatToDo), `${config.publicUrl}/admin/security`].join("\n\n"),
  });
  log.info({ account: email, alert: alert.kind }, "sign-in failure alert mailed");
}
