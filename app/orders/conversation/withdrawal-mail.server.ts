import type { OrderRequest } from "~db/schema";
import type { ShopContext } from "~/context";
import { defaultLanguage, toLanguage } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { formatDateTime, formatDay } from "~/lib/dates";
import { typeset } from "~/lib/typography";
import { sendMail } from "~/mail/mailer.server";
import { readShopSettings } from "~/shop/shop-settings.server";
import { recordMailProblem } from "./conversation.server";
import { escapeHtml, htmlParagraph, requestPageUrl } from "./shopper-mail.server";
import { refundDeadline } from "./withdrawal-period";

/*
 * The withdrawal's e-mails (docs/product/cart-and-orders.md#withdrawal-function, LEGAL.md §5): the
 * acknowledgement of receipt on a durable medium, to the address the shopper gave, in the request's
 * language, with the statement as made and its date and time on the shop's clock; and the owner's
 * notice, at once and outside the new-request budget (one per contract at most).
 */

type MailContext = Pick<ShopContext, "config" | "log" | "db">;
type Withdrawn = Pick<
  OrderRequest,
  "id" | "reference" | "token" | "language" | "withdrawnAt" | "withdrawalName" | "withdrawalEmail"
>;

/** The acknowledgement, pure: the tests read it as the shopper would. */
export function composeWithdrawalAcknowledgement(
  order: Withdrawn,
  pieces: readonly string[],
  shop: { publicUrl: string; shopName: string; timeZone: string },
): { subject: string; text: string; html: string } {
  const language = toLanguage(order.language) ?? defaultLanguage;
  const t = translator(language);
  const at = (order.withdrawnAt ?? new Date()).toISOString();
  const date = formatDateTime(at, language, shop.timeZone);
  const link = requestPageUrl(shop.publicUrl, { token: order.token, language });
  const statement = t("withdrawal.mail.statement", { name: order.withdrawalName ?? "", reference: order.reference });
  const intro = t("withdrawal.mail.intro", { date });
  const next = t("withdrawal.mail.next", { date: formatDay(refundDeadline(at, shop.timeZone), language) });
  const text = [
    t("admin.shopperMail.greeting"),
    intro,
    `${t("withdrawal.mail.statementTitle")}\n${statement}\n${pieces.map((piece) => `- ${piece}`).join("\n")}\n${date}`,
    next,
    `${t("admin.shopperMail.linkIntro")}\n${link}`,
    shop.shopName,
  ].join("\n\n");
  const html = [
    htmlParagraph(t("admin.shopperMail.greeting")),
    htmlParagraph(intro),
    `<p>${escapeHtml(t("withdrawal.mail.statementTitle"))}</p>`,
    `<blockquote><p>${escapeHtml(statement)}</p><ul>${pieces.map((piece) => `<li>${escapeHtml(piece)}</li>`).join("")}</ul><p>${escapeHtml(date)}</p></blockquote>`,
    htmlParagraph(next),
    `<p>${escapeHtml(t("admin.shopperMail.linkIntro"))}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    htmlParagraph(shop.shopName),
  ].join("\n");
  return {
    subject: typeset(t("withdrawal.mail.subject", { reference: order.reference }), language),
    text: typeset(text, language),
    html: typeset(`<!doctype html><html lang="${language}"><body>${html}</body></html>`, language),
  };
}

/**
 * Sends the acknowledgement and the owner's notice once the withdrawal is stored; answers whether
 * the acknowledgement went out. A failure is logged and noted on the request for the owner's
 * detail page, which shows the withdrawal either way.
 */
export async function mailWithdrawal(context: MailContext, order: Withdrawn, pieces: readonly string[]): Promise<boolean> {
  const { config, log, db } = context;
  const { withdrawnAt, withdrawalEmail: email } = order;
  if (!config.smtpUrl || !withdrawnAt || !email) return false;
  const settings = await readShopSettings(context);
  const owner = (async () => {
    const t = translator(defaultLanguage);
    const at = withdrawnAt.toISOString();
    const values = { name: order.withdrawalName ?? "", reference: order.reference, email };
    await sendMail(config, settings, {
      to: settings.orderEmail,
      replyTo: email,
      subject: t("withdrawal.ownerMail.subject", values),
      text: [
        t("withdrawal.ownerMail.text", { ...values, date: formatDateTime(at, defaultLanguage, settings.timeZone) }),
        pieces.map((piece) => `- ${piece}`).join("\n"),
        t("withdrawal.ownerMail.refund", { date: formatDay(refundDeadline(at, settings.timeZone), defaultLanguage) }),
        `${t("admin.orders.mailOpen")}: ${config.publicUrl}/admin/orders/${order.id}`,
      ].join("\n\n"),
    });
  })().catch((error: unknown) => log.error({ err: error, reference: order.reference }, "the withdrawal could not be mailed to the shop"));
  try {
    await sendMail(config, settings, {
      to: email,
      replyTo: settings.orderEmail,
      ...composeWithdrawalAcknowledgement(order, pieces, {
        publicUrl: config.publicUrl,
        shopName: settings.shopName,
        timeZone: settings.timeZone,
      }),
    });
    log.info({ reference: order.reference }, "withdrawal acknowledged to the shopper");
    await recordMailProblem(db, order.id, null);
    return true;
  } catch (error) {
    log.error({ err: error, reference: order.reference }, "the withdrawal's acknowledgement could not be sent");
    await recordMailProblem(db, order.id, error instanceof Error ? error.message.slice(0, 300) : String(error)).catch(() => undefined);
    return false;
  } finally {
    await owner;
  }
}
