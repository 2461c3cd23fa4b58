import type { TFunction } from "~/i18n/i18n";
import type { Language } from "~shared/languages";
import { formatPrice } from "~/lib/money";
import { returnPaidBy, withdrawalDays } from "~/lib/withdrawal";
import { deliveryDays, servedDestinations, shippingCost, type ServedDestination } from "./shipping-terms";
import type { ReturnPolicy, ShippingDestination, ShippingSettings } from "~shared/settings-values";

/*
 * The owner's shipping and return policy in words, for the product page, the cart and the order
 * text (docs/decisions/0034): the same sentences wherever a shopper reads them.
 */

/** "delivered in 3–5 days", or "in 3 days" when the shortest and longest are the same. */
function daysText(t: TFunction, min: number, max: number): string {
  return min === max ? t("shipping.daysExact", { count: max }) : t("shipping.days", { min, max, count: max });
}

export type ShippingLine = { destination: ShippingDestination; label: string; price: string; days: string };

/** One line per destination served: where, what it costs (and from what total it is free), how many days to the door. */
export function shippingLines(
  t: TFunction,
  language: Language,
  shipping: ShippingSettings,
  leadTimeDays: number | null = null,
): ShippingLine[] {
  return servedDestinations(shipping).map(({ destination, rate }) => {
    const { min, max } = deliveryDays(shipping, rate, leadTimeDays);
    const price = rate.rate === 0 ? t("shipping.free") : formatPrice(rate.rate, language);
    return {
      destination,
      label: t(`shipping.destination.${destination}`),
      price:
        rate.freeOver !== null && rate.rate > 0
          ? t("shipping.priceFreeOver", { price, threshold: formatPrice(rate.freeOver, language) })
          : price,
      days: daysText(t, min, max),
    };
  });
}

/**
 * Where the shop ships, in one sentence: "I ship to Italy only", "I ship to Italy and the rest of
 * the European Union", "I ship worldwide" (docs/product/storefront.md#shipping-and-returns).
 */
export function shipsToText(t: TFunction, shipping: ShippingSettings): string {
  return t(`shipping.shipsTo.${servedDestinations(shipping)
    .map(({ destination }) => destination)
    .join("_")}`);
}

/** The cart's estimate for one destination: the cost for this total, the total with it, the days to the door. */
export function shippingEstimate(
  t: TFunction,
  language: Language,
  shipping: ShippingSettings,
  { rate }: ServedDestination,
  total: number,
  leadTimeDays: number | null,
) {
  const cost = shippingCost(rate, total);
  const { min, max } = deliveryDays(shipping, rate, leadTimeDays);
  return {
    cost,
    price: cost === 0 ? t("shipping.free") : formatPrice(cost, language),
    totalWithShipping: total + cost,
    days: daysText(t, min, max),
  };
}

/**
 * The right of withdrawal in sentences, for any catalogue piece whatever its making time: the days
 * from delivery (never fewer than the law's 14) and who pays the way back
 * (docs/product/storefront.md#right-of-withdrawal).
 */
export function returnSentences(t: TFunction, returns: ReturnPolicy | null): string[] {
  return [
    t("shipping.returnsDays", { count: withdrawalDays(returns) }),
    returnPaidBy(returns) === "shop" ? t("shipping.returnsPaidByShop") : t("shipping.returnsPaidByShopper"),
  ];
}
