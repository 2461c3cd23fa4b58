import { z } from "zod";
import type { DeliveryChoice, OrderStatus } from "~db/schema/orders";
import type { ShippingDestination } from "~shared/settings-values";
import { isOneLine } from "~/lib/typed-text";

/*
 * Where the shopper wants the pieces, given on their request's page before accepting a quote
 * (docs/product/cart-and-orders.md#delivery-choice, LEGAL.md §3): a postal address in a country the
 * shop ships to, or collection from the maker. Shared by the form and the server; error messages
 * are locale keys.
 */

/**
 * While the shopper can give or change the delivery: from the request on, so that the owner's quote
 * counts the right delivery, until a quote is accepted and the delivery is part of the contract.
 */
export const deliveryChoiceOpen: readonly OrderStatus[] = ["new", "contacted", "quoted", "declined"];

/** The European Union's member states, Italy among them (ISO 3166-1 alpha-2). */
const euCountries = "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" ");

/** Every country an address can be in (ISO 3166-1 alpha-2, Kosovo's XK as postal services use it). */
const allCountries = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO " +
  "JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR " +
  "MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO " +
  "RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV " +
  "TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW"
).split(" ");

const zoneOf = (country: string): ShippingDestination =>
  country === "IT" ? "it" : euCountries.includes(country) ? "eu" : "world";

/** The countries of the zones the shop ships to (its shipping settings), as codes. */
export function servedCountries(zones: readonly ShippingDestination[]): string[] {
  return allCountries.filter((country) => zones.includes(zoneOf(country)));
}

/** The served countries as the select shows them: Italy first, the others by name in the page's language. */
export function countryOptions(countries: readonly string[], language: string): Record<string, string> {
  const names = new Intl.DisplayNames([language], { type: "region" });
  const collator = new Intl.Collator(language);
  const named = countries.map((code) => ({ code, name: names.of(code) ?? code }));
  named.sort((a, b) => (a.code === "IT" ? -1 : b.code === "IT" ? 1 : collator.compare(a.name, b.name)));
  return Object.fromEntries(named.map(({ code, name }) => [code, name]));
}

const deliveryMessages = {
  name: "request.delivery.errors.name",
  street: "request.delivery.errors.street",
  postalCode: "request.delivery.errors.postalCode",
  city: "request.delivery.errors.city",
  country: "request.delivery.errors.country",
  tooLong: "request.delivery.errors.tooLong",
  oneLine: "request.delivery.errors.oneLine",
} as const;

const addressLine = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, deliveryMessages.tooLong)
    .refine(isOneLine, deliveryMessages.oneLine);

/** The delivery form: collection, or a postal address whose country is one of `countries`. */
export function deliveryInputSchema(countries: readonly string[]) {
  return z.discriminatedUnion("method", [
    z.object({ method: z.literal("collection") }),
    z.object({
      method: z.literal("post"),
      name: addressLine(120, deliveryMessages.name),
      street: addressLine(200, deliveryMessages.street),
      postalCode: addressLine(20, deliveryMessages.postalCode),
      city: addressLine(100, deliveryMessages.city),
      country: z
        .string({ error: deliveryMessages.country })
        .refine((country) => countries.includes(country), deliveryMessages.country),
    }),
  ]) satisfies z.ZodType<DeliveryChoice>;
}

/** A postal address as it goes on a parcel, one line each; collection has no lines. */
export function addressLines(choice: DeliveryChoice, language: string): string[] {
  if (choice.method === "collection") return [];
  const country = new Intl.DisplayNames([language], { type: "region" }).of(choice.country) ?? choice.country;
  return [choice.name, choice.street, `${choice.postalCode} ${choice.city}`, country];
}
