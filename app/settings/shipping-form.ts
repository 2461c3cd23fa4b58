import { z } from "zod";
import { maxShippingDays, maxShippingRate } from "~/shop/shop-settings";
import { servedDestinations } from "~/shop/shipping-terms";
import { amountSchema } from "~/lib/amount-schemas";
import { formatAmountInput } from "~/lib/money";
import { legalWithdrawalDays, withdrawalDays } from "~/lib/withdrawal";
import type { Language } from "~shared/languages";
import { shippingDestinations, type ReturnPolicy, type ShippingDestination, type ShippingSettings } from "~shared/settings-values";

/*
 * The Settings page's shipping and returns boxes. Each destination has a switch: the shop ships
 * there or not (docs/product/back-office.md#shipping-zones). Left all empty, the shop has no
 * shipping or return policy stated; once one box is filled, the days to prepare and each switched-on
 * destination's rate and transit times are asked, and at least one destination must be on. A
 * switched-off destination's boxes are neither asked nor stored. Messages are translation keys.
 */

const key = (name: string) => `admin.settings.shipping.errors.${name}`;

/** A rate or threshold in cents, typed in the admin's language (docs/product/content-rules.md#amounts). */
const euros = (language: Language) =>
  amountSchema(language, { required: key("amountInvalid"), outOfRange: key("amountInvalid") }, maxShippingRate * 100).optional();
const days = z.number({ error: key("daysInvalid") }).int(key("daysInvalid")).min(0, key("daysInvalid")).max(maxShippingDays, key("daysInvalid")).optional();

export const shippingFieldName = (destination: ShippingDestination, part: "on" | "rate" | "free_over" | "transit_min" | "transit_max") =>
  `ship_${destination}_${part}` as const;

/** Where the "at least one destination" message is shown: above the destinations. */
export const shippingDestinationsError = "ship_destinations";

const destinationFields = (language: Language) =>
  Object.fromEntries(
    shippingDestinations.flatMap((destination) => [
      [shippingFieldName(destination, "on"), z.boolean().default(false)],
      [shippingFieldName(destination, "rate"), euros(language)],
      [shippingFieldName(destination, "free_over"), euros(language)],
      [shippingFieldName(destination, "transit_min"), days],
      [shippingFieldName(destination, "transit_max"), days],
    ]),
  ) as Record<ReturnType<typeof shippingFieldName>, ReturnType<typeof euros> | typeof days | z.ZodDefault<z.ZodBoolean>>;

export const shippingFields = (language: Language) => ({
  ship_handling_days: days,
  ...destinationFields(language),
  // The days to withdraw are a total that only the owner's generosity can lengthen: the law's 14
  // days can never be taken away (docs/product/back-office.md#settings).
  returns_days: z
    .number({ error: key("daysInvalid") })
    .int(key("daysInvalid"))
    .min(legalWithdrawalDays, key("returnsBelowLegal"))
    .max(maxShippingDays, key("daysInvalid"))
    .optional(),
  returns_paid_by: z.enum(["shopper", "shop"], { error: key("paidByInvalid") }).optional(),
});

type ShippingValues = { [K in keyof ReturnType<typeof shippingFields>]?: unknown };

const rateParts = ["rate", "free_over", "transit_min", "transit_max"] as const;

/** The destinations switched on in the form. */
const switchedOn = (values: ShippingValues) => shippingDestinations.filter((destination) => values[shippingFieldName(destination, "on")] === true);

/** The boxes that count: the days to prepare, and the boxes of the destinations switched on. */
const shippingNames = (values: ShippingValues): (keyof ShippingValues)[] => [
  "ship_handling_days",
  ...switchedOn(values).flatMap((destination) => rateParts.map((part) => shippingFieldName(destination, part))),
];

/** Whether the owner states shipping: one box that counts is filled. */
const shippingStated = (values: ShippingValues) => shippingNames(values).some((name) => values[name] !== undefined);

/** Stored shipping amounts are euros; the form reads cents. */
const euroValue = (cents: number) => cents / 100;

/**
 * The posted form without the boxes of the destinations switched off: a form posted without
 * scripts still has them, and what they hold, even a malformed amount, is none of the shop's
 * shipping (docs/product/back-office.md#shipping-zones).
 */
export function withoutSwitchedOff(form: FormData): FormData {
  const kept = new FormData();
  const off = shippingDestinations.filter((destination) => !form.has(shippingFieldName(destination, "on")));
  for (const [name, value] of form) {
    if (!off.some((destination) => rateParts.some((part) => name === shippingFieldName(destination, part)))) kept.append(name, value);
  }
  return kept;
}

/** Checks that a filled-in shipping section is complete and consistent; says where it is not. */
export function checkShipping(values: ShippingValues, ctx: z.RefinementCtx) {
  if (shippingStated(values)) {
    const required = shippingNames(values).filter((name) => !name.endsWith("_free_over"));
    for (const name of required) {
      if (values[name] === undefined) ctx.addIssue({ code: "custom", path: [name], message: key("required") });
    }
    if (!switchedOn(values).length) ctx.addIssue({ code: "custom", path: [shippingDestinationsError], message: key("noDestination") });
    for (const destination of switchedOn(values)) {
      const min = values[shippingFieldName(destination, "transit_min")] as number | undefined;
      const max = values[shippingFieldName(destination, "transit_max")] as number | undefined;
      if (min !== undefined && max !== undefined && min > max) {
        ctx.addIssue({ code: "custom", path: [shippingFieldName(destination, "transit_max")], message: key("transitOrder") });
      }
    }
  }
  if (values.returns_days !== undefined && values.returns_paid_by === undefined) {
    ctx.addIssue({ code: "custom", path: ["returns_paid_by"], message: key("paidByInvalid") });
  }
}

/** The stored shipping, or null when the owner stated none; a destination switched off is stored as null. */
export function shippingValue(values: ShippingValues): ShippingSettings | null {
  if (!shippingStated(values)) return null;
  const number = (name: keyof ShippingValues) => values[name] as number;
  const on = switchedOn(values);
  return {
    handlingDays: number("ship_handling_days"),
    destinations: Object.fromEntries(
      shippingDestinations.map((destination) => {
        if (!on.includes(destination)) return [destination, null];
        const freeOver = values[shippingFieldName(destination, "free_over")] as number | undefined;
        return [
          destination,
          {
            rate: euroValue(number(shippingFieldName(destination, "rate"))),
            freeOver: freeOver === undefined ? null : euroValue(freeOver),
            transitMinDays: number(shippingFieldName(destination, "transit_min")),
            transitMaxDays: number(shippingFieldName(destination, "transit_max")),
          },
        ];
      }),
    ) as ShippingSettings["destinations"],
  };
}

/** The stored return policy, or null when the owner stated none. */
export function returnPolicyValue(values: ShippingValues): ReturnPolicy | null {
  if (values.returns_days === undefined) return null;
  return {
    days: values.returns_days as number,
    paidBy: (values.returns_paid_by as ReturnPolicy["paidBy"] | undefined) ?? "shopper",
  };
}

/**
 * The form boxes of the stored shipping and return policy, for the form's default values, amounts
 * written the admin's way. With no shipping stated every destination starts switched on.
 */
export function shippingDefaults(
  shipping: ShippingSettings | null,
  returns: ReturnPolicy | null,
  language: Language,
): Record<string, string | boolean> {
  const amount = (euros: number) => formatAmountInput(Math.round(euros * 100), language);
  const boxes: Record<string, string | boolean> = {};
  for (const destination of shippingDestinations) boxes[shippingFieldName(destination, "on")] = !shipping || Boolean(shipping.destinations[destination]);
  if (shipping) {
    boxes.ship_handling_days = String(shipping.handlingDays);
    for (const { destination, rate } of servedDestinations(shipping)) {
      boxes[shippingFieldName(destination, "rate")] = amount(rate.rate);
      boxes[shippingFieldName(destination, "free_over")] = rate.freeOver === null ? "" : amount(rate.freeOver);
      boxes[shippingFieldName(destination, "transit_min")] = String(rate.transitMinDays);
      boxes[shippingFieldName(destination, "transit_max")] = String(rate.transitMaxDays);
    }
  }
  if (returns) {
    // A row stored before the legal floor may hold fewer days: the form shows what applies.
    boxes.returns_days = String(withdrawalDays(returns));
    boxes.returns_paid_by = returns.paidBy;
  }
  return boxes;
}
