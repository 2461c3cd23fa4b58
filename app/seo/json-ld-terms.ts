import type { MerchantReturnPolicy, OfferShippingDetails } from "schema-dts";
import { shippingDestinations, type ReturnPolicy, type ShippingDestination, type ShippingSettings } from "~shared/settings-values";
import { deliveryDays, returnsAccepted, shippingCost } from "~/settings/shipping-terms";

/** The shop is in Italy; "EU" is every other member state (ISO 3166-1 codes, as Google asks). */
const euCountries = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
  "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
] as const;

/**
 * The countries of a destination. The rest of the world has no country list Google would take,
 * so it is stated on the page but not in the structured data (docs/decisions/0034).
 */
const destinationCountries: Record<ShippingDestination, readonly string[]> = { it: ["IT"], eu: euCountries, world: [] };

const days = (min: number, max: number) => ({ "@type": "QuantitativeValue", minValue: min, maxValue: max, unitCode: "DAY" }) as const;

/** One OfferShippingDetails per destination with countries, for one piece at `price` euros. */
export function shippingDetailsJsonLd(shipping: ShippingSettings, price: number, leadTimeDays: number | null): OfferShippingDetails[] {
  return shippingDestinations
    .filter((destination) => destinationCountries[destination].length)
    .map((destination) => {
      const rate = shipping.destinations[destination];
      const { preparation } = deliveryDays(shipping, destination, leadTimeDays);
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

/** The return policy for one piece, for the countries the shop names (Italy and the EU). */
export function returnPolicyJsonLd(returns: ReturnPolicy, madeToOrder: boolean): MerchantReturnPolicy {
  const applicableCountry = ["IT", ...euCountries];
  if (!returnsAccepted(returns, madeToOrder)) {
    return {
      "@type": "MerchantReturnPolicy",
      applicableCountry,
      returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
    };
  }
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry,
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: returns.days,
    returnMethod: "https://schema.org/ReturnByMail",
    returnFees:
      returns.paidBy === "shop" ? "https://schema.org/FreeReturn" : "https://schema.org/ReturnFeesCustomerResponsibility",
  };
}
