import type { OrderKind, QuoteLine } from "~db/schema/orders";
import type { TFunction } from "~/i18n/i18n";
import type { Language } from "~shared/languages";
import type { ReturnPolicy, SellerSettings } from "~shared/settings-values";
import { dayInZone, formatDay } from "~/lib/dates";
import { escapeHtml } from "~/lib/escape-html";
import { htmlToText } from "~/lib/html-text";
import { modelWithdrawalFormHtml, modelWithdrawalFormText } from "~/lib/model-withdrawal-form";
import { formatPrice } from "~/lib/money";
import { sellerNumbers } from "~/lib/seller-numbers";
import { typeset } from "~/lib/typography";
import { contractLineKind, lineWithdrawal, returnPaidBy } from "~/lib/withdrawal";
import { lineLabel } from "~/orders/order-text";
import { sellerDisplayName, vatNote } from "~/shop/shop-settings";
import { lineWithdrawalText } from "./pre-contract-summary";

/*
 * The confirmation of the contract on a durable medium (LEGAL.md §6; CRD art. 8(7), Cod. cons.
 * art. 51(7), C. conso. L221-13; docs/product/cart-and-orders.md#contract-confirmation): the
 * e-mail sent when the shopper accepts the quote, in the request's language. It restates what the
 * shopper was told before being bound (the seller, the pieces and prices, payment, delivery, the
 * withdrawal right or its exclusion per line, the guarantee, complaints), then the withdrawal
 * information with the model form, then the terms of sale as the terms page states them. Pure: the
 * plain text is what the request's history keeps, word for word.
 */

/** Days from the confirmation to the door (post) or to collection, making time included; null when no rate applies. */
export type ConfirmationDelivery =
  | { method: "post"; address: string; days: { min: number; max: number } | null }
  | { method: "collection"; days: number };

export type ConfirmationFacts = {
  language: Language;
  reference: number;
  /** The request's kind: a line stored before the owner could mark it made to specifications follows it. */
  kind: OrderKind;
  acceptedAt: Date;
  timeZone: string;
  lines: readonly QuoteLine[];
  shippingCents: number;
  totalCents: number;
  delivery: ConfirmationDelivery | null;
  seller: SellerSettings | null;
  orderEmail: string;
  returns: ReturnPolicy | null;
  shopName: string;
  /** The request's page, where the withdrawal function is. */
  pageUrl: string;
  termsUrl: string;
  /** The terms page's HTML, as the shop shows it today. */
  termsHtml: string;
};

/** A block of the confirmation: a title, paragraphs and list lines, or HTML and text given whole (the model form, the terms). */
type Block = { title?: string; paragraphs?: string[]; list?: string[]; whole?: { text: string; html: string } };

export type { Block as ConfirmationBlock };

const oneLine = (text: string) => text.trim().replace(/\s*\r?\n\s*/g, ", ");

function sellerBlock(facts: ConfirmationFacts, t: TFunction): Block {
  const { seller } = facts;
  const given = (value: string | null | undefined) => (value?.trim() ? oneLine(value) : null);
  const phone = given(seller?.phone);
  return {
    title: t("admin.shopperMail.contract.seller"),
    list: [
      sellerDisplayName(seller) ?? facts.shopName,
      given(seller?.address),
      phone ? t("policies.sellerPhone", { phone }) : null,
      t("admin.shopperMail.contract.email", { email: facts.orderEmail }),
      ...sellerNumbers(seller, t),
      given(seller?.registry),
    ].filter((line): line is string => Boolean(line)),
  };
}

function orderBlock(facts: ConfirmationFacts, t: TFunction): Block {
  const { language } = facts;
  const money = (cents: number) => formatPrice(cents / 100, language);
  const kind = contractLineKind(facts.kind);
  const lines = facts.lines.map((line) => {
    const right = lineWithdrawal({ kind, madeToSpecifications: line.madeToSpecifications }, facts.returns);
    return `${lineLabel(line)} × ${line.qty} — ${money(line.unitCents * line.qty)}. ${lineWithdrawalText(t, right)}.`;
  });
  return {
    title: t("admin.shopperMail.contract.order"),
    list: [
      ...lines,
      t("admin.shopperMail.contract.shipping", { price: money(facts.shippingCents) }),
      t("admin.shopperMail.contract.total", { price: money(facts.totalCents) }),
    ],
    paragraphs: [vatNote(facts.seller, t("policies.vatIncluded"))],
  };
}

function deliveryBlock(delivery: ConfirmationDelivery | null, t: TFunction): Block | null {
  if (!delivery) return null;
  const paragraphs =
    delivery.method === "post"
      ? [
          t("admin.shopperMail.contract.deliveryPost", { address: delivery.address }),
          delivery.days ? t("admin.shopperMail.contract.deliveryPostTime", { ...delivery.days, count: delivery.days.max }) : null,
        ]
      : [t("admin.shopperMail.contract.deliveryCollection"), t("admin.shopperMail.contract.collectionTime", { count: delivery.days })];
  return { title: t("admin.shopperMail.contract.delivery"), paragraphs: paragraphs.filter((line): line is string => Boolean(line)) };
}

/** The withdrawal information and the model form while a line keeps the right; otherwise the statement that none applies. */
function withdrawalBlocks(facts: ConfirmationFacts, t: TFunction): Block[] {
  const kind = contractLineKind(facts.kind);
  const kept = facts.lines
    .map((line) => lineWithdrawal({ kind, madeToSpecifications: line.madeToSpecifications }, facts.returns))
    .find((right) => !right.excluded);
  const title = t("admin.shopperMail.contract.withdrawalTitle");
  if (!kept) return [{ title, paragraphs: [t("admin.shopperMail.contract.allExcluded")] }];
  const address = facts.seller?.address?.trim() ? oneLine(facts.seller.address) : "";
  const trader = {
    name: sellerDisplayName(facts.seller) ?? facts.shopName,
    address,
    email: facts.orderEmail,
    phone: facts.seller?.phone ?? null,
  };
  const withdrawalUrl = `${facts.pageUrl}#withdrawal`;
  return [
    {
      title,
      paragraphs: [
        t("admin.shopperMail.contract.withdrawalDeadline", { days: kept.days }),
        t("admin.shopperMail.contract.withdrawalHow", { email: facts.orderEmail, address }),
        `${t("admin.shopperMail.contract.withdrawalLink")}\n${withdrawalUrl}`,
        t("admin.shopperMail.contract.withdrawalRefund"),
        `${t("admin.shopperMail.contract.withdrawalReturn")} ${t(returnPaidBy(facts.returns) === "shop" ? "admin.shopperMail.contract.returnCostShop" : "admin.shopperMail.contract.returnCostShopper")}`,
        t("admin.shopperMail.contract.withdrawalHandling"),
      ],
    },
    {
      whole: {
        text: modelWithdrawalFormText(trader, facts.language, t),
        html: modelWithdrawalFormHtml(trader, facts.language, t),
      },
    },
  ];
}

function blockText(block: Block): string {
  if (block.whole) return block.whole.text;
  return [block.title, ...(block.list ?? []).map((line) => `- ${line}`), ...(block.paragraphs ?? [])]
    .filter((part): part is string => Boolean(part))
    .join("\n");
}

/**
 * A text of the confirmation in HTML, its addresses as links. Typeset before it is escaped:
 * typesetting HTML would space the ";" of "&amp;".
 */
const htmlText = (text: string, language: Language) =>
  escapeHtml(typeset(text, language))
    .replace(/\n/g, "<br>")
    .replace(/https?:\/\/[^\s<]+?(?=[.:,;]?(?:\s|<|$))/g, (url) => `<a href="${url}">${url}</a>`);

function blockHtml(block: Block, language: Language): string {
  if (block.whole) return block.whole.html;
  const html = (text: string) => htmlText(text, language);
  return [
    block.title ? `<h2>${html(block.title)}</h2>` : "",
    block.list?.length ? `<ul>${block.list.map((line) => `<li>${html(line)}</li>`).join("")}</ul>` : "",
    ...(block.paragraphs ?? []).map((paragraph) => `<p>${html(paragraph)}</p>`),
  ].join("");
}

/**
 * The confirmation's subject, plain text (what is stored) and HTML, in the request's language, and
 * its blocks as written, for the PDF copy; every rendering typesets its own texts.
 */
export function composeContractConfirmation(
  facts: ConfirmationFacts,
  t: TFunction,
): { subject: string; text: string; html: string; blocks: Block[] } {
  const { language } = facts;
  const complaints = facts.seller?.complaintsEmail?.trim() || facts.orderEmail;
  const means = facts.seller?.paymentMeans?.trim();
  const blocks: Block[] = [
    {
      paragraphs: [
        t("admin.shopperMail.greeting"),
        t("admin.shopperMail.contract.intro", { date: formatDay(dayInZone(facts.acceptedAt, facts.timeZone), language), reference: facts.reference }),
      ],
    },
    sellerBlock(facts, t),
    orderBlock(facts, t),
    ...(means ? [{ title: t("admin.shopperMail.contract.payment"), paragraphs: [t("policies.sellerPaymentMeans", { means: oneLine(means) })] }] : []),
    ...[deliveryBlock(facts.delivery, t)].filter((block): block is Block => block !== null),
    ...withdrawalBlocks(facts, t),
    { title: t("admin.shopperMail.contract.guaranteeTitle"), paragraphs: [t("admin.shopperMail.contract.guarantee")] },
    { title: t("admin.shopperMail.contract.complaintsTitle"), paragraphs: [t("admin.shopperMail.contract.complaints", { email: complaints })] },
    {
      whole: {
        text: `${t("admin.shopperMail.contract.termsTitle")}\n${t("admin.shopperMail.contract.termsIntro", { url: facts.termsUrl })}\n\n${htmlToText(facts.termsHtml)}`,
        html: `<h2>${htmlText(t("admin.shopperMail.contract.termsTitle"), language)}</h2><p>${htmlText(t("admin.shopperMail.contract.termsIntro", { url: facts.termsUrl }), language)}</p>${facts.termsHtml}`,
      },
    },
    { paragraphs: [`${t("admin.shopperMail.linkIntro")}\n${facts.pageUrl}`, facts.shopName] },
  ];
  return {
    subject: typeset(t("admin.shopperMail.contract.subject", { reference: facts.reference }), language),
    text: typeset(blocks.map(blockText).join("\n\n"), language),
    html: `<!doctype html><html lang="${language}"><body>${blocks.map((block) => blockHtml(block, language)).join("\n")}</body></html>`,
    blocks,
  };
}
