import { createHash } from "node:crypto";
import { escapeHtml } from "~/lib/escape-html";
import { eq } from "drizzle-orm";
import type { Database } from "~db/client";
import {
  orderRequests,
  type OrderLine,
  type OrderRequest,
} from "~db/schema";
import type { ShopContext } from "~/context";
import { defaultLanguage, toLanguage } from "~/i18n/languages";
import type { Language } from "~shared/languages";
import { translator } from "~/i18n/messages.server";
import { formatDay } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { typeset } from "~/lib/typography";
import { sendMail } from "~/mail/mailer.server";
import { readShopSettings } from "~/shop/shop-settings.server";
import { lineLabel } from "~/orders/order-text";
import type { ShopperMailNote } from "~/orders/order-reply";
import { beginAttempt, type ThrottleRule } from "~/request-protection/throttle.server";
import { recordMailProblem } from "./conversation.server";

/*
 * The e-mails to the shopper (docs/decisions/0035): one at each step that concerns them, in the
 * language the request was made in, as plain text and HTML, always with the link to their page.
 * Sent only after the change is stored: a failure is logged and noted on the request for the
 * owner's detail page, and never undoes the change. They carry nothing the shopper typed: a
 * stranger can give anyone's address, and their words must never read as the shop's.
 */

export type ShopperMailKind =
  "received" | "message" | "quoteSent" | "confirmed" | "done" | "cancelled"
  | "paymentInstructions" | "shipped" | "readyForCollection";

type MailContext = Pick<ShopContext, "config" | "log" | "db">;
type Mailed = Pick<
  OrderRequest,
  | "id"
  | "reference"
  | "token"
  | "language"
  | "customerEmail"
  | "lines"
  | "total"
>;

/** What an e-mail adds to its kind's paragraph: the message's text, or the quote's total and date. */
export type MailDetail = {
  message?: string;
  quoteTotalCents?: number;
  validUntil?: string;
  /** A shipping (decision 0070): its carrier and number as the owner gave them, and its day on the shop's clock. */
  carrier?: string;
  trackingNumber?: string;
  shippedOn?: string;
};

/** The address of a request's page, in the request's language. */
export function requestPageUrl(
  publicUrl: string,
  request: Pick<OrderRequest, "token" | "language">,
): string {
  return `${publicUrl}/request/${request.token}?lng=${request.language}`;
}

export { escapeHtml };

export const htmlParagraph = (text: string) =>
  `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;

function lineText(line: OrderLine, language: Language) {
  return `${lineLabel(line)} × ${line.qty} — ${formatPrice(line.lineTotal, language)}`;
}

/** The e-mail of one step, in the request's language (pure: the tests read it as the shopper would). */
export function composeShopperMail(
  request: Mailed,
  kind: ShopperMailKind,
  detail: MailDetail,
  shop: { publicUrl: string; shopName: string },
): { subject: string; text: string; html: string } {
  const language = toLanguage(request.language) ?? defaultLanguage;
  const t = translator(language);
  const link = requestPageUrl(shop.publicUrl, {
    token: request.token,
    language,
  });
  const day = detail.validUntil ?? detail.shippedOn;
  const date = day ? formatDay(day, language) : "";
  const paragraphs: string[] = [
    t("admin.shopperMail.greeting"),
    t(`admin.shopperMail.${kind}.text`, {
      total: formatPrice((detail.quoteTotalCents ?? 0) / 100, language),
      date,
      carrier: detail.carrier ?? "",
    }),
  ];
  if (detail.message) paragraphs.push(detail.message);
  if (detail.trackingNumber) paragraphs.push(t("admin.shopperMail.trackingNumber", { number: detail.trackingNumber }));
  let linesBlock: string[] = [];
  if (kind === "received") {
    linesBlock = [
      t("admin.shopperMail.lines"),
      ...request.lines.map((line) => `- ${lineText(line, language)}`),
      `${t("admin.shopperMail.total")}: ${formatPrice(request.total, language)}`,
    ];
  }
  const subject = t(`admin.shopperMail.${kind}.subject`, {
    reference: request.reference,
  });
  const text = [
    ...paragraphs,
    ...(linesBlock.length ? [linesBlock.join("\n")] : []),
    `${t("admin.shopperMail.linkIntro")}\n${link}`,
    shop.shopName,
  ].join("\n\n");
  const html = [
    ...paragraphs.map(htmlParagraph),
    linesBlock.length
      ? `<p>${escapeHtml(linesBlock[0])}</p><ul>${linesBlock
          .slice(1, -1)
          .map((l) => `<li>${escapeHtml(l.slice(2))}</li>`)
          .join(
            "",
          )}</ul><p><strong>${escapeHtml(linesBlock[linesBlock.length - 1])}</strong></p>`
      : "",
    `<p>${escapeHtml(t("admin.shopperMail.linkIntro"))}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    htmlParagraph(shop.shopName),
  ].join("\n");
  return {
    subject: typeset(subject, language),
    text: typeset(text, language),
    html: typeset(`<!doctype html><html lang="${language}"><body>${html}</body></html>`, language),
  };
}

/**
 * Sends the step's e-mail to the shopper when SMTP is set. Answers whether it went out; a failure
 * is logged and noted on the request (shown on the detail page) and a later success clears it.
 */
export async function mailShopper(
  context: MailContext,
  request: Mailed,
  kind: ShopperMailKind,
  detail: MailDetail = {},
): Promise<boolean> {
  const { config, log, db } = context;
  if (!config.smtpUrl) return false;
  try {
    const settings = await readShopSettings(context);
    const mail = composeShopperMail(request, kind, detail, {
      publicUrl: config.publicUrl,
      shopName: settings.shopName,
    });
    await sendMail(config, settings, {
      to: request.customerEmail,
      replyTo: settings.orderEmail,
      ...mail,
    });
    log.info(
      { reference: request.reference, kind },
      "order request mail sent to the shopper",
    );
    await recordMailProblem(db, request.id, null);
    return true;
  } catch (error) {
    log.error(
      { err: error, reference: request.reference, kind },
      "order request mail to the shopper could not be sent",
    );
    const problem =
      error instanceof Error ? error.message.slice(0, 300) : String(error);
    await recordMailProblem(db, request.id, problem).catch((noted: unknown) =>
      log.error(
        { err: noted, reference: request.reference },
        "the mail problem could not be noted",
      ),
    );
    return false;
  }
}

/** The links to a shopper's open requests, in the language of the newest; false when SMTP is not set or it failed. */
export async function mailShopperLinks(
  context: MailContext,
  requests: Mailed[],
): Promise<boolean> {
  const { config, log } = context;
  if (!config.smtpUrl || requests.length === 0) return false;
  const language = toLanguage(requests[0].language) ?? defaultLanguage;
  const t = translator(language);
  try {
    const settings = await readShopSettings(context);
    const links = requests.map((r) => ({
      label: t("admin.shopperMail.linkLine", { reference: r.reference }),
      url: requestPageUrl(config.publicUrl, r),
    }));
    const intro = t("admin.shopperMail.links.text");
    await sendMail(config, settings, {
      to: requests[0].customerEmail,
      replyTo: settings.orderEmail,
      subject: t("admin.shopperMail.links.subject"),
      text: typeset([
        intro,
        links.map((l) => `${l.label}: ${l.url}`).join("\n"),
        settings.shopName,
      ].join("\n\n"), language),
      html: `<!doctype html><html lang="${language}"><body>${htmlParagraph(intro)}<ul>${links
        .map(
          (l) =>
            `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></li>`,
        )
        .join("")}</ul>${htmlParagraph(settings.shopName)}</body></html>`,
    });
    return true;
  } catch (error) {
    log.error(
      { err: error },
      "the links to a shopper's requests could not be mailed",
    );
    return false;
  }
}

/**
 * The e-mails anyone can make the shop send to an address they type, a confirmation or the links
 * again (docs/product/cart-and-orders.md#e-mails-to-shoppers). Counted in the throttle table, so
 * they hold across restarts and server processes; each window starts with its first e-mail.
 */
export const shopperMailLimits = {
  /** To one address, however its letters are cased and from whichever client. */
  perAddress: { maxAttempts: 3, windowSeconds: 24 * 60 * 60, lockSeconds: 24 * 60 * 60 },
  /** From the whole shop: a flood over many addresses stops here. */
  shop: { maxAttempts: 30, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>;

/** The address's key: hashed, so the table holds no address; the mail system ignores the case. */
const addressKey = (email: string) =>
  `shopper-mail:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;

/** Takes the place of one e-mail to `email`; false when the address or the shop has had its share. */
export async function takeShopperMailPlace(db: Database, email: string): Promise<boolean> {
  const verdict = await beginAttempt(db, [
    { key: addressKey(email), rule: shopperMailLimits.perAddress, resetOnSuccess: false },
    { key: "shopper-mail:shop", rule: shopperMailLimits.shop, resetOnSuccess: false },
  ]);
  return verdict.allowed;
}

/**
 * The shopper's confirmation of a request just stored, with its reference, lines and link, within
 * the limits above. Only the place is waited for, so the answer on screen can say whether a mail
 * goes; the sending is not, like the owner's e-mail: the answer does not hang on the mail server.
 */
export async function confirmToShopper(
  context: MailContext,
  request: { token: string; email: string; reference: number },
): Promise<ShopperMailNote> {
  const { config, db, log } = context;
  if (!config.smtpUrl) return "off";
  const allowed = await takeShopperMailPlace(db, request.email).catch((error: unknown) => {
    log.error({ err: error, reference: request.reference }, "the shopper's confirmation could not be counted");
    return false;
  });
  if (!allowed) {
    log.warn({ reference: request.reference }, "the shopper's confirmation not sent: the address or the shop had its e-mails");
    return "limited";
  }
  void (async () => {
    const [stored] = await db
      .select()
      .from(orderRequests)
      .where(eq(orderRequests.token, request.token))
      .limit(1);
    if (stored) await mailShopper(context, stored, "received");
  })().catch((error: unknown) =>
    log.error(
      { err: error },
      "the shopper's confirmation could not be sent",
    ),
  );
  return "sending";
}
