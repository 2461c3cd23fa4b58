import { shippingDestinations, type ShippingDestination, type ShippingRate, type ShippingSettings } from "~shared/settings-values";

/*
 * What the owner's shipping and return policy (docs/decisions/0029) mean for a piece or an order:
 * one rule for the product page, the cart's estimate, the order text and the structured data, so
 * that they never disagree (docs/decisions/0034).
 */

/** A destination the shop ships to, with its rate. */
export type ServedDestination = { destination: ShippingDestination; rate: ShippingRate };

/**
 * The destinations the owner ships to (docs/product/back-office.md#settings), in the order shoppers
 * see them: Italy, the rest of the EU, then the world. A row stored before destinations could be
 * switched off has all three.
 */
export function servedDestinations(shipping: ShippingSettings): ServedDestination[] {
  return shippingDestinations.flatMap((destination) => {
    const rate = shipping.destinations[destination];
    return rate ? [{ destination, rate }] : [];
  });
}

/** The shipping an order of `total` euros pays to one destination: the flat rate, or nothing from the threshold on. */
export function shippingCost(rate: ShippingRate, total: number): number {
  return rate.freeOver !== null && total >= rate.freeOver ? 0 : rate.rate;
}

/**
 * Days from the order to the door: the days to prepare a piece in stock, or the longest making
 * time of the made-to-order pieces when longer, then the destination's transit days.
 */
export function deliveryDays(
  shipping: ShippingSettings,
  rate: ShippingRate,
  leadTimeDays: number | null = null,
): { preparation: number; min: number; max: number } {
  const preparation = Math.max(shipping.handlingDays, leadTimeDays ?? 0);
  return { preparation, min: preparation + rate.transitMinDays, max: preparation + rate.transitMaxDays };
}

/** The longest making time among an order's lines (null: every piece is ready). */
export function longestLeadTime(lines: readonly { leadTimeDays: number | null }[]): number | null {
  const days = lines.flatMap((line) => (line.leadTimeDays ? [line.leadTimeDays] : []));
  return days.length ? Math.max(...days) : null;
}

/** The shop is in Italy; "EU" is every other member state (ISO 3166-1 codes, as Google asks). */
const euCountries = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
  "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
] as const;

/**
 * The countries of a destination. The rest of the world has no country list Google would take,
 * so it is stated on the page but not in the structured data (docs/decisions/0034).
 */
export const destinationCountries: Record<ShippingDestination, readonly string[]> = { it: ["IT"], eu: euCountries, world: [] };
