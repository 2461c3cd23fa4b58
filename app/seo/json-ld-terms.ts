import type { MerchantReturnPolicy, OfferShippingDetails } from "schema-dts";
import type { ReturnPolicy, ShippingSettings } from "~shared/settings-values";
import { returnPaidBy, withdrawalDays } from "~/lib/withdrawal";
import { deliveryDays, destinationCountries, servedDestinations, shippingCost } from "~/shop/shipping-terms";

const days = (min: number, max: number) => ({ "@type": "QuantitativeValue", minValue: min, maxValue: max, unitCode: "DAY" }) as const;

/** One OfferShippingDetails per destination served that has countries, for one piece at `price` euros. */
export function shippingDetailsJsonLd(shipping: ShippingSettings, price: number, leadTimeDays: number | null): OfferShippingDetails[] {
  return servedDestinations(shipping)
    .filter(({ destination }) => destinationCountries[destination].length)
    .map(({ destination, rate }) => {
      const { preparation } = deliveryDays(shipping, rate, leadTimeDays);
      return {
        "@type": "OfferShippingDetails",
        shippingDestination: destinationCountries[destination].map((country) => ({ "@type": "DefinedRegion", addressCountry: country })),
        shippingRate: { "@type": "MonetaryAmount", value: shippingCost(rate, price), currency: "EUR" },
        deliveryTime: {
          "@type": "ShippingDeliveryTime",
          handlingTime: days(preparation, preparation),
          transitTime: days(rate.transitMinDays, rate.transitMaxDays),
        },
      } satisfies OfferShippingDetails;
    });
}

/**
 * The countries the return policy applies to: those the shop ships to (Italy and the EU while no
 * shipping is stated). None when it ships only to the rest of the world, which has no country list.
 */
function returnCountries(shipping: ShippingSettings | null): string[] {
  if (!shipping) return [...destinationCountries.it, ...destinationCountries.eu];
  return servedDestinations(shipping).flatMap(({ destination }) => destinationCountries[destination]);
}

/**
 * The return policy for one piece, for the countries the shop ships to and names; null when it
 * names none. Every catalogue piece, made to order or not, can be withdrawn from for at least the
 * legal 14 days (docs/product/storefront.md#right-of-withdrawal), so the window is always finite.
 */
export function returnPolicyJsonLd(returns: ReturnPolicy, shipping: ShippingSettings | null): MerchantReturnPolicy | null {
  const applicableCountry = returnCountries(shipping);
  if (!applicableCountry.length) return null;
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry,
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: withdrawalDays(returns),
    returnMethod: "https://schema.org/ReturnByMail",
    returnFees:
      returnPaidBy(returns) === "shop" ? "https://schema.org/FreeReturn" : "https://schema.org/ReturnFeesCustomerResponsibility",
  };
}
