import type { TFunction } from "~/i18n/i18n";
import type { Language } from "~shared/languages";
import { formatPrice } from "~/lib/money";
import { returnPaidBy, withdrawalDays } from "~/lib/withdrawal";
import { sellerDisplayName, vatNote, type ShopSettings } from "~/shop/shop-settings";
import { servedDestinations } from "~/shop/shipping-terms";
import { shipsToText } from "~/shop/shipping-text";
import { sellerNumbers } from "~/lib/seller-numbers";
import { escapeHtml } from "~/lib/escape-html";
import { modelWithdrawalFormHtml } from "~/lib/model-withdrawal-form";
import { frenchLegalGuaranteesBox } from "./french-legal-guarantees";
import type { PolicyKind } from "~/shop/policy-kinds";

/*
 * A policy page's template (the locale files' `policyTexts`), filled from the shop's settings.
 * A setting not given drops the sentence or line that would state it, never leaving a placeholder
 * (docs/decisions/0066): the required ones are all given before shoppers see a page, so what drops
 * is what the law lets the seller leave unsaid (an Italian seller's ADR body, a French one's VAT).
 */

/** The template's values, each one a setting; null: not set yet. */
const policyFields = [
  "shopName",
  "email",
  "sellerName",
  "sellerAddress",
  "sellerNumbers",
  "sellerDetails",
  "governingLaw",
  "vatNote",
  "phone",
  "paymentMeans",
  "complaintsEmail",
  "mediator",
  "adrBody",
  "guaranteePresumption",
  "frenchGuarantees",
  "host",
  "withdrawalForm",
  "shippingRates",
  "returnDays",
  "returnCost",
] as const;
export type PolicyField = (typeof policyFields)[number];

/** A setting as it reads in a sentence: escaped, its line breaks kept (an address is typed on lines). */
const settingHtml = (text: string) => escapeHtml(text.trim()).replace(/\r?\n/g, ", ");

/** The settings' values in HTML, ready to put into a template; null where a setting is not given. */
function policyValues(
  settings: Pick<ShopSettings, "shopName" | "orderEmail" | "seller" | "shipping" | "returns">,
  language: Language,
  t: TFunction,
): Record<PolicyField, string | null> {
  const seller = settings.seller;
  const given = (value: string | null | undefined) => (value?.trim() ? settingHtml(value) : null);
  const shipping = settings.shipping;
  const rates = shipping
    ? `<p>${escapeHtml(shipsToText(t, shipping))}</p><ul>${servedDestinations(shipping)
        .map(({ destination, rate }) => {
          const values = {
            destination: t(`policies.destination.${destination}`),
            rate: formatPrice(rate.rate, language),
            min: rate.transitMinDays,
            max: rate.transitMaxDays,
          };
          const line = t("policies.shippingRate", values);
          const free = rate.freeOver !== null ? ` ${t("policies.freeOver", { amount: formatPrice(rate.freeOver, language) })}` : "";
          return `<li>${escapeHtml(line + free)}</li>`;
        })
        .join("")}</ul><p>${escapeHtml(t("policies.handlingDays", { count: shipping.handlingDays }))}</p>`
    : null;
  const numbers = sellerNumbers(seller, t);
  const details = [
    seller?.phone?.trim() ? t("policies.sellerPhone", { phone: seller.phone.trim() }) : null,
    ...numbers,
    seller?.registry?.trim() || null,
    seller?.country === "fr" && seller.publicationDirector?.trim()
      ? t("policies.publicationDirector", { name: seller.publicationDirector.trim() })
      : null,
    seller?.complaintsEmail?.trim() ? t("policies.sellerComplaints", { email: seller.complaintsEmail.trim() }) : null,
    seller?.paymentMeans?.trim() ? t("policies.sellerPaymentMeans", { means: seller.paymentMeans.trim() }) : null,
  ].filter((line): line is string => Boolean(line));
  return {
    shopName: given(settings.shopName),
    email: given(settings.orderEmail),
    sellerName: given(sellerDisplayName(seller)),
    sellerAddress: given(seller?.address),
    sellerNumbers: numbers.length ? escapeHtml(numbers.join(", ")) : null,
    sellerDetails: details.length ? details.map(escapeHtml).join("<br>") : null,
    // The law of the seller's country, named (LEGAL.md §8).
    governingLaw: seller?.country ? escapeHtml(t(`policies.governingLaw.${seller.country}`)) : null,
    vatNote: seller ? escapeHtml(vatNote(seller, t("policies.vatIncluded"))) : null,
    phone: given(seller?.phone),
    paymentMeans: given(seller?.paymentMeans),
    // Complaints go to the order address unless the owner named another (LEGAL.md §3, §8).
    complaintsEmail: given(seller?.complaintsEmail) ?? given(settings.orderEmail),
    // One setting, two bodies: France's consumer mediator (required) or Italy's ADR body, named
    // only when the seller uses one (LEGAL.md §8).
    mediator: seller?.country === "fr" ? given(seller.mediator) : null,
    adrBody: seller?.country === "it" ? given(seller.mediator) : null,
    // The guarantee as the seller's country's law words it (LEGAL.md §7), in the page's language.
    guaranteePresumption: seller?.country ? escapeHtml(t(`policyTexts.guaranteePresumption.${seller.country}`)) : null,
    frenchGuarantees:
      seller?.country === "fr" ? `<p>${escapeHtml(t("policyTexts.frenchGuaranteesIntro"))}</p>${frenchLegalGuaranteesBox}` : null,
    host: given(seller?.host),
    // Annex I(B) as a list, addressed to the seller (LEGAL.md §4); nothing to address it to before she is named.
    withdrawalForm: sellerDisplayName(seller)
      ? modelWithdrawalFormHtml(
          { name: sellerDisplayName(seller), address: seller?.address ?? null, email: settings.orderEmail, phone: seller?.phone ?? null },
          language,
          t,
        )
      : null,
    shippingRates: rates,
    // Never missing: with no policy stated the law's 14 days apply and the shopper pays the way back.
    returnDays: String(withdrawalDays(settings.returns)),
    returnCost: escapeHtml(t(returnPaidBy(settings.returns) === "shop" ? "shipping.returnsPaidByShop" : "shipping.returnsPaidByShopper")),
  };
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;
const isField = (name: string): name is PolicyField => (policyFields as readonly string[]).includes(name);

/** The template cut after each paragraph, list item, heading, line break and sentence: the pieces a missing value drops. */
const pieces = (template: string) => template.split(/(?<=<\/p>|<\/li>|<\/h2>|<br>|[.!?](?= ))|(?=<p>|<ul>|<h2>)/);

/** The tags a dropped piece opens or closes, kept so the page's HTML stays whole. */
const keptTags = (piece: string) => (piece.match(/^\s*(<p>|<li>)/)?.[1] ?? "") + (piece.match(/(<\/p>|<\/li>)$/)?.[1] ?? "");

/**
 * The template with every `{{field}}` replaced by its value; a piece holding a value not given is
 * left out, then a paragraph left empty, then a heading left with nothing under it.
 */
function fillTemplate(template: string, values: Partial<Record<PolicyField, string | null>>): string {
  const filled = pieces(template)
    .map((piece) => {
      const missing = [...piece.matchAll(placeholder)].some(([, name]) => isField(name) && !values[name]);
      return missing ? keptTags(piece) : piece.replace(placeholder, (whole, name: string) => (isField(name) ? (values[name] ?? "") : whole));
    })
    .join("");
  return filled
    .replace(/<(p|li)>\s*<\/\1>/g, "")
    .replace(/<(p|li)>\s+/g, "<$1>")
    .replace(/<h2>[^<]*<\/h2>(?=<h2>|$)/g, "");
}

/** A policy page's template in `language`, filled from the settings. */
export function policyTemplate(
  kind: PolicyKind,
  settings: Parameters<typeof policyValues>[0],
  language: Language,
  t: TFunction,
): string {
  return fillTemplate(t(`policyTexts.${kind}`), policyValues(settings, language, t));
}
