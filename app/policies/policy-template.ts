import type { TFunction } from "~/i18n/i18n";
import type { Language } from "~shared/languages";
import { formatPrice } from "~/lib/money";
import { returnPaidBy, withdrawalDays } from "~/lib/withdrawal";
import { vatNote, type ShopSettings } from "~/settings/shop-settings";
import { servedDestinations } from "~/settings/shipping-terms";
import { shipsToText } from "~/settings/shipping-text";
import type { PolicyKind } from "./policy-kinds";

/*
 * A policy page's template (the locale files' `policyTexts`), filled from the shop's settings.
 * A setting not given yet leaves a visible, marked placeholder naming it, never an empty sentence,
 * so the owner sees what is still to complete (docs/decisions/0037).
 */

/** The template's values, each one a setting; null: not set yet. */
const policyFields = [
  "shopName",
  "email",
  "sellerName",
  "sellerAddress",
  "vatNumber",
  "vatNote",
  "mediator",
  "host",
  "shippingRates",
  "returnDays",
  "returnCost",
] as const;
export type PolicyField = (typeof policyFields)[number];

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

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
  return {
    shopName: given(settings.shopName),
    email: given(settings.orderEmail),
    sellerName: given(seller?.name),
    sellerAddress: given(seller?.address),
    vatNumber: given(seller?.vatNumber),
    vatNote: seller ? escapeHtml(vatNote(seller, t("policies.vatIncluded"))) : null,
    mediator: given(seller?.mediator),
    host: given(seller?.host),
    shippingRates: rates,
    // Never missing: with no policy stated the law's 14 days apply and the shopper pays the way back.
    returnDays: String(withdrawalDays(settings.returns)),
    returnCost: escapeHtml(t(returnPaidBy(settings.returns) === "shop" ? "shipping.returnsPaidByShop" : "shipping.returnsPaidByShopper")),
  };
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** The template with every `{{field}}` replaced by its value, or by a marked placeholder naming the setting. */
function fillTemplate(template: string, values: Partial<Record<PolicyField, string | null>>, t: TFunction): string {
  return template.replace(placeholder, (whole, name: string) => {
    if (!(policyFields as readonly string[]).includes(name)) return whole;
    const value = values[name as PolicyField];
    if (value) return value;
    return `<mark data-missing="${name}">${escapeHtml(t("policies.missing", { field: t(`policies.fields.${name}`) }))}</mark>`;
  });
}

/** A policy page's template in `language`, filled from the settings. */
export function policyTemplate(
  kind: PolicyKind,
  settings: Parameters<typeof policyValues>[0],
  language: Language,
  t: TFunction,
): string {
  return fillTemplate(t(`policyTexts.${kind}`), policyValues(settings, language, t), t);
}
