import type { ShopContext } from "~/context";
import { defaultLanguage } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { sendMail } from "~/mail/mailer.server";
import { typeset } from "~/lib/typography";
import { readShopSettings } from "~/shop/shop-settings.server";
import { MailBudget, type MailLimit } from "./mail-budget";

type MailContext = Pick<ShopContext, "config" | "log" | "db">;

/**
 * Shopper messages the owner is mailed about in an hour, across all requests (docs/decisions/0032's
 * budget). Each request mails only its first unanswered message, so this bounds many requests
 * written to at once; past it the messages wait in the back office, marked as waiting for her.
 */
const shopperMessageMailLimit: MailLimit = { perWindow: 10, windowMs: 60 * 60 * 1000 };

/** Each inbox's budget, per process as the shop runs in one. */
const budgets = new Map<string, MailBudget>();

export type ShopperMessageNotice = { id: string; reference: number; customerName: string; customerEmail: string; body: string };

/**
 * docs/product/cart-and-orders.md#shopper-messages: tells the owner a shopper wrote, in the shop's
 * default language, with the message and the way to the request. Never waited for: the message is
 * stored either way, and a failure is logged.
 */
export function mailOwnerAboutShopperMessage(context: MailContext, message: ShopperMessageNotice, limit = shopperMessageMailLimit) {
  if (!context.config.smtpUrl) return;
  void (async () => {
    const settings = await readShopSettings(context);
    let budget = budgets.get(settings.orderEmail);
    if (!budget) budgets.set(settings.orderEmail, (budget = new MailBudget(limit)));
    if (!budget.take(Date.now()).sendNow) {
      context.log.warn({ reference: message.reference }, "shopper message not mailed: the hour's e-mails to the shop are spent");
      return;
    }
    const t = translator(defaultLanguage);
    await sendMail(context.config, settings, {
      to: settings.orderEmail,
      replyTo: message.customerEmail,
      subject: t("admin.orders.messageMailSubject", { reference: message.reference, name: message.customerName }),
      text: typeset(
        `${t("admin.orders.messageMailIntro", { name: message.customerName, reference: message.reference })}\n\n${message.body}\n\n${t("admin.orders.messageMailAnswer")}: ${context.config.publicUrl}/admin/orders/${message.id}`,
        defaultLanguage,
      ),
    });
    context.log.info({ reference: message.reference }, "shopper message mailed to the shop");
  })().catch((error: unknown) => {
    context.log.error({ err: error, reference: message.reference }, "shopper message mail could not be sent");
  });
}
