import nodemailer, { type Transporter } from "nodemailer";
import type { ShopConfig } from "~/config";
import type { ShopSettings } from "~/shop/shop-settings";

/** A message as plain text, with an HTML copy when it has one. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header lines, e.g. RFC 8058's List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

const transports = new Map<string, Transporter>();

/** One transport per SMTP_URL, reused across messages. */
function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // A mail server that does not answer must not hold a request open for minutes.
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Sends a message through SMTP_URL from MAIL_FROM (else the shop's address); false when no SMTP is set. */
export async function sendMail(
  config: Pick<ShopConfig, "smtpUrl" | "mailFrom">,
  shop: Pick<ShopSettings, "shopName" | "orderEmail">,
  message: MailMessage,
): Promise<boolean> {
  if (!config.smtpUrl) return false;
  await transportFor(config.smtpUrl).sendMail({
    from: config.mailFrom ?? { name: shop.shopName, address: shop.orderEmail },
    ...message,
  });
  return true;
}
