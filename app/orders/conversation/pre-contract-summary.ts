import type { TFunction } from "~/i18n/i18n";
import { formatPrice } from "~/lib/money";
import { contractLineKind, lineWithdrawal, type LineWithdrawal } from "~/lib/withdrawal";
import { lineLabel } from "~/orders/order-text";
import type { OrderKind, QuoteLine } from "~db/schema/orders";
import type { Language } from "~shared/languages";
import type { ReturnPolicy, SellerSettings } from "~shared/settings-values";

/*
 * What a shopper reads before the control that binds them (docs/product/cart-and-orders.md#pre-contract-summary;
 * LEGAL.md §1, §3): who sells, what and for how much with delivery, how to pay, when it arrives
 * counting the making, the right of withdrawal or its exclusion per line, the guarantee, where to
 * complain and the terms. Pure: the page's loader builds it in the page's language, the tests read it.
 */

/** The right of withdrawal of one line in words, for its shopper. */
export function lineWithdrawalText(t: TFunction, right: LineWithdrawal): string {
  if (!right.excluded) return t("request.lineWithdrawal", { days: right.days });
  return right.reason ? t("request.lineExcluded", { reason: right.reason }) : t("request.lineExcludedNoReason");
}

/** Where the pieces go, as the shopper chose it: posted to the address's lines, or collected. */
export type SummaryDelivery = { method: "post"; address: string[] } | { method: "collection" };

export type SummaryFacts = {
  language: Language;
  kind: OrderKind;
  quote: { lines: readonly QuoteLine[]; shippingCents: number; totalCents: number };
  /** The seller's name as shops must show it (with "EI" for a French entrepreneur individuel). */
  sellerName: string | null;
  seller: Pick<SellerSettings, "address" | "phone" | "complaintsEmail" | "paymentMeans"> | null;
  orderEmail: string;
  returns: Pick<ReturnPolicy, "days"> | null;
  /** The days to prepare a piece in stock, from the shop's shipping. */
  handlingDays: number;
  /** The longest making time of the request's pieces; null when every one is ready. */
  leadTimeDays: number | null;
  /** Each destination the shop ships to with its days from the order to the door, making time counted. */
  deliveryTimes: readonly { label: string; days: string }[];
  delivery: SummaryDelivery | null;
  termsHref: string;
};

export type PreContractSummary = {
  /** Name, address, phone and e-mail, one a line (those the owner gave). */
  seller: string[];
  pieces: { label: string; price: string; withdrawal: string }[];
  shipping: string;
  total: string;
  paymentMeans: string | null;
  /** How the pieces reach the shopper and by when. */
  delivery: string[];
  guarantee: string;
  complaints: string;
  termsHref: string;
};

const given = (value: string | null | undefined) => value?.trim() || null;

function deliveryLines(t: TFunction, facts: SummaryFacts): string[] {
  const { delivery } = facts;
  // The days before the piece can leave: the making time, or the days to prepare one in stock.
  const preparation = Math.max(facts.handlingDays, facts.leadTimeDays ?? 0);
  if (delivery?.method === "collection") {
    const ready = t("request.summary.collection", { count: preparation });
    // Chosen after a quote priced for posting: the shopper is told before being bound, not after.
    return facts.quote.shippingCents > 0 ? [ready, t("request.summary.collectionWithShipping")] : [ready];
  }
  // A shop without shipping settings states when the piece leaves; the quote's delivery cost stands for the rest.
  const times = facts.deliveryTimes.length
    ? [t("request.summary.deliveryTimes"), ...facts.deliveryTimes.map((time) => t("request.summary.destinationDays", time))]
    : [t("request.summary.sentWithin", { count: preparation })];
  return delivery ? [t("request.summary.postTo", { address: delivery.address.join(", ") }), ...times] : times;
}

export function preContractSummary(t: TFunction, facts: SummaryFacts): PreContractSummary {
  const money = (cents: number) => formatPrice(cents / 100, facts.language);
  const kind = contractLineKind(facts.kind);
  return {
    // An address is typed on lines; in a line of its own it reads with commas, as on the legal pages.
    seller: [facts.sellerName, given(facts.seller?.address)?.replace(/\s*\n\s*/g, ", "), given(facts.seller?.phone), facts.orderEmail].filter(
      (line): line is string => Boolean(line),
    ),
    pieces: facts.quote.lines.map((line) => ({
      label: `${lineLabel(line)} × ${line.qty}`,
      price: money(line.unitCents * line.qty),
      withdrawal: lineWithdrawalText(t, lineWithdrawal({ kind, madeToSpecifications: line.madeToSpecifications }, facts.returns)),
    })),
    shipping: facts.quote.shippingCents === 0 ? t("shipping.free") : money(facts.quote.shippingCents),
    total: money(facts.quote.totalCents),
    paymentMeans: given(facts.seller?.paymentMeans),
    delivery: deliveryLines(t, facts),
    guarantee: t("request.summary.guarantee"),
    complaints: given(facts.seller?.complaintsEmail) ?? facts.orderEmail,
    termsHref: facts.termsHref,
  };
}
