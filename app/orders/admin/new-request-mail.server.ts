import type { OrderKind, OrderLine } from "../../../db/schema/orders";
import type { ShopContext } from "~/context";
import { defaultLanguage } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { sendMail } from "~/mail/mailer.server";
import { readShopSettings } from "~/settings/shop-settings.server";
import { composeOrderMessage, orderTitle, type OrderContactValues } from "../order-message";

export type NewOrderRequest = {
  reference: number;
  kind: OrderKind;
  lines: OrderLine[];
  total: number;
  customer: OrderContactValues;
};

type MailContext = Pick<ShopContext, "config" | "log" | "db">;

/**
 * DECISIONS D5: when SMTP_URL is set, the owner gets an e-mail for each new request, in the
 * shop's default language, with the order text the shopper sent. It is sent once the request is
 * stored and never waited for: a mail failure is logged and the shopper's request stands.
 */
export function mailOwnerAboutOrderRequest(context: MailContext, request: NewOrderRequest) {
  if (!context.config.smtpUrl) return;
  void sendOwnerMail(context, request).catch((error: unknown) => {
    context.log.error({ err: error, reference: request.reference }, "order request mail could not be sent");
  });
}

async function sendOwnerMail(context: MailContext, request: NewOrderRequest) {
  const { config, log } = context;
  const settings = await readShopSettings(context);
  const t = translator(defaultLanguage);
  const { text } = composeOrderMessage({
    kind: request.kind,
    stored: request,
    lines: [],
    customer: request.customer,
    language: defaultLanguage,
    shopEmail: settings.orderEmail,
    t,
  });
  await sendMail(config, settings, {
    to: settings.orderEmail,
    replyTo: request.customer.email,
    subject: t("admin.orders.mailSubject", {
      title: orderTitle(t, request.kind),
      reference: request.reference,
      name: request.customer.name,
    }),
    text: `${text}\n\n${t("admin.orders.mailOpen")}: ${config.publicUrl}/admin/orders`,
  });
  log.info({ reference: request.reference }, "order request mailed to the shop");
}
