import type { OrderKind, OrderLine } from "~db/schema/orders";
import type { ShopContext } from "~/context";
import { defaultLanguage } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { sendMail } from "~/mail/mailer.server";
import { formatPrice } from "~/lib/money";
import { typeset } from "~/lib/typography";
import type { ShopSettings } from "~/shop/shop-settings";
import { readShopSettings } from "~/shop/shop-settings.server";
import { composeOrderMessage, orderTitle, type OrderContactValues } from "~/orders/order-message";
import { type MailLimit, MailBudget } from "./mail-budget";

export type NewOrderRequest = {
  reference: number;
  kind: OrderKind;
  lines: OrderLine[];
  total: number;
  customer: OrderContactValues;
};

type MailContext = Pick<ShopContext, "config" | "log" | "db">;

/**
 * New-request e-mails the owner gets in an hour before the next ones are gathered into one digest
 * (docs/decisions/0032): a flood of valid requests from many addresses cannot flood the inbox.
 */
const newRequestMailLimit: MailLimit = { perWindow: 10, windowMs: 60 * 60 * 1000 };

/** Each inbox's budget, and the requests waiting for its digest. Per process, as the shop runs in one. */
const inboxes = new Map<string, { budget: MailBudget; waiting: NewOrderRequest[]; digest?: NodeJS.Timeout }>();

/**
 * The settings reads of successive requests, one after the other: on PostgreSQL's pool they could
 * finish in any order, and the requests that get their own e-mail must be the first that came.
 */
let arrivals: Promise<unknown> = Promise.resolve();

/**
 * docs/product/cart-and-orders.md#order-e-mail-to-the-owner: when SMTP_URL is set, the owner gets an e-mail for each new request, in the
 * shop's default language, with the order text the shopper sent; past `limit`, one digest for
 * those that follow. It is sent once the request is stored and never waited for: a mail failure
 * is logged and the shopper's request stands (it is in the back office either way).
 */
export function mailOwnerAboutOrderRequest(context: MailContext, request: NewOrderRequest, limit = newRequestMailLimit) {
  if (!context.config.smtpUrl) return;
  const settingsRead = arrivals.then(() => readShopSettings(context));
  arrivals = settingsRead.catch(() => undefined);
  void settingsRead.then((settings) => mailOrGather(context, settings, request, limit)).catch((error: unknown) => {
    context.log.error({ err: error, reference: request.reference }, "order request mail could not be sent");
  });
}

/** Takes the request's place in the budget at once, so places go in the order requests came. */
async function mailOrGather(context: MailContext, settings: ShopSettings, request: NewOrderRequest, limit: MailLimit) {
  let inbox = inboxes.get(settings.orderEmail);
  if (!inbox) inboxes.set(settings.orderEmail, (inbox = { budget: new MailBudget(limit), waiting: [] }));
  const place = inbox.budget.take(Date.now());
  if (place.sendNow) return sendOwnerMail(context, settings, request);
  inbox.waiting.push(request);
  if (inbox.digest) return;
  const gathering = inbox;
  gathering.digest = setTimeout(() => {
    const requests = gathering.waiting.splice(0);
    gathering.digest = undefined;
    gathering.budget.take(Date.now());
    sendDigest(context, requests).catch((error: unknown) => {
      context.log.error({ err: error, references: requests.map((r) => r.reference) }, "order request digest could not be sent");
    });
  }, place.freeAt - Date.now());
  // A shop that stops meanwhile does not wait for it: the requests are in the back office.
  gathering.digest.unref();
}

async function sendOwnerMail(context: MailContext, settings: ShopSettings, request: NewOrderRequest) {
  const { config, log } = context;
  const t = translator(defaultLanguage);
  const { text } = composeOrderMessage({
    kind: request.kind,
    stored: request,
    lines: [],
    customer: request.customer,
    language: defaultLanguage,
    shopEmail: settings.orderEmail,
    t,
    // The return policy only: the withdrawal line states the owner's period, not the law's bare 14 days.
    terms: { shipping: null, returns: settings.returns, destination: null },
  });
  await sendMail(config, settings, {
    to: settings.orderEmail,
    replyTo: request.customer.email,
    subject: t("admin.orders.mailSubject", {
      title: orderTitle(t, request.kind),
      reference: request.reference,
      name: request.customer.name,
    }),
    text: typeset(`${text}\n\n${t("admin.orders.mailOpen")}: ${config.publicUrl}/admin/orders`, defaultLanguage),
  });
  log.info({ reference: request.reference }, "order request mailed to the shop");
}

/** One e-mail for the requests that came past the hour's budget: one line each, and the way to the back office. */
async function sendDigest(context: MailContext, requests: NewOrderRequest[]) {
  const { config, log } = context;
  // Read again: the owner may have changed the address since the first of them came.
  const settings = await readShopSettings(context);
  const t = translator(defaultLanguage);
  const lines = requests.map((request) =>
    t("admin.orders.digestLine", {
      title: orderTitle(t, request.kind),
      reference: request.reference,
      name: request.customer.name,
      email: request.customer.email,
      total: formatPrice(request.total, defaultLanguage),
    }),
  );
  await sendMail(config, settings, {
    to: settings.orderEmail,
    subject: t("admin.orders.digestSubject", { count: requests.length }),
    text: typeset(
      `${t("admin.orders.digestIntro", { count: requests.length })}\n\n${lines.join("\n")}\n\n${t("admin.orders.mailOpen")}: ${config.publicUrl}/admin/orders`,
      defaultLanguage,
    ),
  });
  log.info({ references: requests.map((r) => r.reference) }, "order requests mailed to the shop in one digest");
}
