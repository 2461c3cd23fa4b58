import { and, desc, eq } from "drizzle-orm";
import { orderQuotes, orderRequestHistory, orderRequests, type DeliveryChoice } from "~db/schema";
import type { ShopContext } from "~/context";
import { defaultLanguage, toLanguage } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { sendMail } from "~/mail/mailer.server";
import { policyPath } from "~/shop/policy-kinds";
import { sellerDisplayName, type ShopSettings } from "~/shop/shop-settings";
import { readShopSettings } from "~/shop/shop-settings.server";
import { deliveryDays, longestLeadTime, servedDestinations } from "~/shop/shipping-terms";
import type { Language } from "~shared/languages";
import { composeContractConfirmation, type ConfirmationDelivery } from "./contract-confirmation";
import { recordMailProblem } from "./conversation.server";
import { addressLines, servedCountries } from "./delivery-choice";
import { requestPageUrl } from "./shopper-mail.server";

/*
 * Sends the confirmation of the contract once the shopper's acceptance is stored (LEGAL.md §6,
 * docs/product/cart-and-orders.md#contract-confirmation) and keeps its text, as sent, in the
 * request's history. A failure is logged and noted on the request like every e-mail to the shopper
 * (the owner's detail page shows it); it never undoes the acceptance.
 */

type MailContext = Pick<ShopContext, "config" | "log" | "db">;

/** The terms of sale as the shop's terms page shows them in `language`, as HTML. */
export type TermsReader = (language: Language, settings: ShopSettings) => Promise<string>;

/** Where the pieces go and when they get there, counted from the confirmation with the longest making time. */
function confirmationDelivery(
  order: { delivery: DeliveryChoice | null; lines: readonly { leadTimeDays: number | null }[] },
  settings: ShopSettings,
  language: Language,
): ConfirmationDelivery | null {
  const { delivery } = order;
  if (!delivery) return null;
  const leadTime = longestLeadTime(order.lines);
  const shipping = settings.shipping;
  if (delivery.method === "collection") return { method: "collection", days: Math.max(shipping?.handlingDays ?? 0, leadTime ?? 0) };
  const served = shipping ? servedDestinations(shipping).find(({ destination }) => servedCountries([destination]).includes(delivery.country)) : undefined;
  const days = shipping && served ? deliveryDays(shipping, served.rate, leadTime) : null;
  return { method: "post", address: addressLines(delivery, language).join(", "), days: days && { min: days.min, max: days.max } };
}

/** Mails the confirmation of the accepted quote of request `orderId`; answers whether it went out. */
export async function confirmContract(context: MailContext, orderId: string, readTerms: TermsReader): Promise<boolean> {
  const { config, log, db } = context;
  if (!config.smtpUrl) return false;
  const [order] = await db.select().from(orderRequests).where(eq(orderRequests.id, orderId));
  const [quote] = await db
    .select()
    .from(orderQuotes)
    .where(and(eq(orderQuotes.orderId, orderId), eq(orderQuotes.state, "accepted")))
    .orderBy(desc(orderQuotes.createdAt))
    .limit(1);
  if (!order || !quote) return false;
  const language = toLanguage(order.language) ?? defaultLanguage;
  let text: string;
  try {
    const settings = await readShopSettings(context);
    const pageUrl = requestPageUrl(config.publicUrl, { token: order.token, language });
    const acceptedAt = quote.answeredAt ?? new Date();
    const t = translator(language);
    const { blocks, ...message } = composeContractConfirmation(
      {
        language,
        reference: order.reference,
        kind: order.kind,
        acceptedAt,
        timeZone: settings.timeZone,
        lines: quote.lines,
        shippingCents: quote.shippingCents,
        totalCents: quote.totalCents,
        delivery: confirmationDelivery(order, settings, language),
        seller: settings.seller,
        orderEmail: settings.orderEmail,
        returns: settings.returns,
        shopName: settings.shopName,
        pageUrl,
        termsUrl: `${config.publicUrl}${policyPath("terms")}?lng=${language}`,
        termsHtml: await readTerms(language, settings),
      },
      t,
    );
    // Loaded with the first confirmation: PDFKit and its fonts are megabytes a shop that is only
    // browsed would carry for nothing (docs/decisions/0101).
    const { contractConfirmationPdf } = await import("./contract-confirmation-pdf.server");
    const pdf = await contractConfirmationPdf({
      language,
      shopName: settings.shopName,
      seller: sellerDisplayName(settings.seller) ?? settings.shopName,
      subject: message.subject,
      blocks,
      createdAt: acceptedAt,
    }).catch((error: unknown) => {
      // The PDF is a copy of what the mail says: without it the mail still confirms the contract.
      log.warn({ err: error, reference: order.reference }, "the contract's confirmation goes without its PDF");
      return null;
    });
    const attachments = pdf ? [{ filename: t("admin.shopperMail.contract.pdfName", { reference: order.reference }), content: pdf, contentType: "application/pdf" }] : [];
    await sendMail(config, settings, { to: order.customerEmail, replyTo: settings.orderEmail, ...message, attachments });
    text = message.text;
  } catch (error) {
    log.error({ err: error, reference: order.reference }, "the contract's confirmation could not be sent");
    await recordMailProblem(db, orderId, error instanceof Error ? error.message.slice(0, 300) : String(error)).catch(() => undefined);
    return false;
  }
  log.info({ reference: order.reference }, "the contract's confirmation sent to the shopper");
  // The text as sent, word for word: the shopper's page and the owner's conversation show it.
  await db.insert(orderRequestHistory).values({ orderId, actor: "owner", event: "confirmationSent", status: order.status, detail: text });
  await recordMailProblem(db, orderId, null);
  return true;
}
