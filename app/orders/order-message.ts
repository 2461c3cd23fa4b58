import type { TFunction } from "~/i18n/i18n";
import type { OrderKind, OrderLine } from "~db/schema/orders";
import { type Cart, cartTotal } from "~/shop/cart";
import type { Language } from "~shared/languages";
import { formatPrice } from "~/lib/money";
import { orderNumber } from "~/lib/typography";
import { lineWithdrawal } from "~/lib/withdrawal";
import type { LineProblem, OrderRequestReply, ShopperMailNote } from "./order-reply";
import { encodedMailtoBody, lineLabel, mailtoBodyLimit, mailtoHref, orderText, shortOrderText, type OrderTextLine } from "./order-text";
import { returnSentences } from "~/shop/shipping-text";
import { shippingCost } from "~/shop/shipping-terms";
import type { ReturnPolicy, ShippingDestination, ShippingSettings } from "~shared/settings-values";

/** What the shopper sent: the e-mail can be opened and the summary copied again from it. */
export type SentOrder = {
  kind: OrderKind;
  /** The stored request's number; null when it could not be stored. */
  reference: number | null;
  /** The key of the request's own page /request/{token}; null when it could not be stored. */
  token?: string | null;
  /** Whether the shop e-mails the shopper a confirmation; unknown for a request not stored or sent again. */
  shopperMail?: ShopperMailNote;
  text: string;
  mailto: string;
};

export type OrderContactValues = { name: string; email: string; phone: string; notes: string };

/** A request the cart's form sent without scripts, as the server answered it (app/routes/cart.tsx). */
export type PostedOrder = {
  kind: OrderKind;
  order: OrderRequestReply;
  contact: OrderContactValues;
  destination: ShippingDestination | null;
};

/** The cart's lines as the order text lists them, at the prices the shopper sees. */
function cartOrderLines(lines: Cart): OrderTextLine[] {
  return lines.map((line) => ({
    name: line.name,
    colorName: line.colorName,
    qty: line.qty,
    lineTotal: Math.round(line.price * line.qty * 100) / 100,
    leadTimeDays: line.leadTimeDays,
  }));
}

/** The title of the order text and the e-mail's subject. */
export function orderTitle(t: TFunction, kind: OrderKind): string {
  return kind === "commission" ? t("order.commissionRequestTitle") : t("order.orderTitle");
}

/**
 * The order text and its mailto link (docs/product/cart-and-orders.md#order-text), in the page's language. A stored request is
 * written from the server's lines (today's prices) with its reference; otherwise from the cart.
 */
export function composeOrderMessage(input: {
  kind: OrderKind;
  stored: { reference: number; lines: OrderLine[]; total: number } | null;
  lines: Cart;
  customer: OrderContactValues;
  language: Language;
  shopEmail: string;
  /** The prices' VAT wording (root data's `shop.vatNote`). */
  vatNote?: string;
  t: TFunction;
  /** The shop's shipping and returns, and the destination the shopper chose (none: not stated). */
  terms?: OrderTerms;
}): Omit<SentOrder, "kind"> {
  const { kind, stored, lines, customer, language, shopEmail, vatNote, t, terms } = input;
  const title = orderTitle(t, kind);
  const reference = stored?.reference ?? null;
  const textLines = stored ? stored.lines : cartOrderLines(lines);
  const total = stored ? stored.total : cartTotal(lines);
  const shared = {
    lines: textLines,
    total,
    ...(terms ? orderTermsText(t, kind, terms, total) : {}),
    customer,
    reference,
    language,
  };
  const labels = {
    title,
    total: t("order.textTotal"),
    name: t("order.textName"),
    email: t("order.textEmail"),
    phone: t("order.textPhone"),
    notes: t("order.textNotes"),
    reference: t("order.textReference"),
    madeToOrder: (days: number) => t("order.textMadeToOrder", { count: days }),
    vat: vatNote,
    withdrawal: withdrawalText(t, kind, textLines, terms?.returns ?? null),
  };
  const text = orderText({ ...shared, labels });
  const subject = reference ? `${title} ${orderNumber(reference, language)}` : title;
  // A long cart (or note) would make a link mail programs cut: the e-mail then carries the short
  // version and the shopper pastes the full text, which the page copies first (docs/product/cart-and-orders.md#order-text).
  const body =
    encodedMailtoBody(text).length > mailtoBodyLimit
      ? shortOrderText({
          ...shared,
          labels: { ...labels, pieces: t("order.textPieces"), fullListOnClipboard: t("order.textFullListOnClipboard") },
        })
      : text;
  return { reference, text, mailto: mailtoHref(shopEmail, subject, body) };
}

export type OrderTerms = {
  shipping: ShippingSettings | null;
  returns: ReturnPolicy | null;
  destination: ShippingDestination | null;
};

/**
 * The order text's word on the right of withdrawal (docs/product/cart-and-orders.md#order-text): a
 * commission is made to the shopper's specifications and excluded, with the reason; a catalogue
 * piece made after the order keeps the right, said so the shopper is not left to guess.
 */
function withdrawalText(t: TFunction, kind: OrderKind, lines: readonly OrderTextLine[], returns: ReturnPolicy | null): string | undefined {
  const line = lineWithdrawal(kind === "commission" ? "commission" : "catalogue", returns);
  if (line.excluded) return t("policies.commissionWithdrawal");
  return lines.some((l) => l.leadTimeDays) ? t("policies.withdrawalInText", { count: line.days }) : undefined;
}

/**
 * The order text's shipping (to the chosen destination, for this total) and the return policy of
 * catalogue pieces, made to order or not.
 */
function orderTermsText(t: TFunction, kind: OrderKind, terms: OrderTerms, total: number) {
  const { shipping, returns, destination } = terms;
  // A destination the shop does not ship to states no shipping (the server refuses such a request).
  const rate = shipping && destination ? shipping.destinations[destination] : null;
  return {
    shipping:
      rate && destination
        ? {
            label: t("shipping.textShipping", { destination: t(`shipping.destination.${destination}`) }),
            cost: shippingCost(rate, total),
            totalLabel: t("shipping.totalWithShipping"),
          }
        : null,
    // A commission's exclusion is the withdrawal line: no period to state for it.
    terms: returns && kind !== "commission" ? returnSentences(t, returns) : [],
  };
}

/** One sentence per refused line: which piece, and why (docs/product/cart-and-orders.md#stored-order-requests stock, today's price, gone). */
export function problemMessages(problems: readonly LineProblem[], lines: Cart, language: Language, t: TFunction): string[] {
  return problems.flatMap((problem) => {
    const line = lines.find((l) => l.id === problem.itemId && l.selectedColorId === problem.variantId);
    if (!line) return [];
    const name = lineLabel(line);
    if (problem.reason === "price" && problem.price !== undefined) {
      return t("order.problemPrice", { name, price: formatPrice(problem.price, language) });
    }
    if (problem.reason === "stock" && problem.available) {
      return t("order.problemStock", { name, count: problem.available });
    }
    return t(problem.reason === "stock" ? "order.problemSoldOut" : "order.problemUnavailable", { name });
  });
}

/** The form's contact fields, as typed. */
export function contactValues(formData: FormData): OrderContactValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return { name: text("name"), email: text("email"), phone: text("phone"), notes: text("notes") };
}
