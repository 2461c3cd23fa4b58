import { z } from "zod";
import { maxShippingDays, maxShippingRate } from "./shop-settings";
import { amountSchema, formatAmountInput } from "~/lib/money";
import type { Language } from "~shared/languages";
import { shippingDestinations, type ReturnPolicy, type ShippingDestination, type ShippingSettings } from "~shared/settings-values";

/*
 * The Settings page's shipping and returns boxes. Left all empty, the shop has no shipping or return
 * policy stated; once one box is filled, every rate and transit time is asked. Messages are
 * translation keys.
 */

const key = (name: string) => `admin.settings.shipping.errors.${name}`;

/** A rate or threshold in cents, typed in the admin's language (docs/product/content-rules.md#amounts). */
const euros = (language: Language) =>
  amountSchema(language, { required: key("amountInvalid"), outOfRange: key("amountInvalid") }, maxShippingRate * 100).optional();
const days = z.number({ error: key("daysInvalid") }).int(key("daysInvalid")).min(0, key("daysInvalid")).max(maxShippingDays, key("daysInvalid")).optional();

export const shippingFieldName = (destination: ShippingDestination, part: "rate" | "free_over" | "transit_min" | "transit_max") =>
  `ship_${destination}_${part}` as const;

const destinationFields = (language: Language) =>
  Object.fromEntries(
    shippingDestinations.flatMap((destination) => [
      [shippingFieldName(destination, "rate"), euros(language)],
      [shippingFieldName(destination, "free_over"), euros(language)],
      [shippingFieldName(destination, "transit_min"), days],
      [shippingFieldName(destination, "transit_max"), days],
    ]),
  ) as Record<ReturnType<typeof shippingFieldName>, ReturnType<typeof euros> | typeof days>;

export const shippingFields = (language: Language) => ({
  ship_handling_days: days,
  ...destinationFields(language),
  returns_days: days,
  returns_paid_by: z.enum(["shopper", "shop"], { error: key("paidByInvalid") }).optional(),
  returns_made_to_order_excluded: z.boolean().default(false),
});

type ShippingValues = { [K in keyof ReturnType<typeof shippingFields>]?: unknown };

const shippingNames = [
  "ship_handling_days",
  ...shippingDestinations.flatMap((destination) =>
    (["rate", "free_over", "transit_min", "transit_max"] as const).map((part) => shippingFieldName(destination, part)),
  ),
] as (keyof ShippingValues)[];

/** Stored shipping amounts are euros; the form reads cents. */
const euroValue = (cents: number) => cents / 100;

/** Checks that a filled-in shipping section is complete and consistent; says where it is not. */
export function checkShipping(values: ShippingValues, ctx: z.RefinementCtx) {
  const stated = shippingNames.some((name) => values[name] !== undefined);
  if (stated) {
    const required = shippingNames.filter((name) => !name.endsWith("_free_over"));
    for (const name of required) {
      if (values[name] === undefined) ctx.addIssue({ code: "custom", path: [name], message: key("required") });
    }
    for (const destination of shippingDestinations) {
      const min = values[shippingFieldName(destination, "transit_min")] as number | undefined;
      const max = values[shippingFieldName(destination, "transit_max")] as number | undefined;
      if (min !== undefined && max !== undefined && min > max) {
        ctx.addIssue({ code: "custom", path: [shippingFieldName(destination, "transit_max")], message: key("transitOrder") });
      }
    }
  }
  if (values.returns_days !== undefined && values.returns_days !== 0 && values.returns_paid_by === undefined) {
    ctx.addIssue({ code: "custom", path: ["returns_paid_by"], message: key("paidByInvalid") });
  }
}

/** The stored shipping, or null when the owner stated none. */
export function shippingValue(values: ShippingValues): ShippingSettings | null {
  if (values.ship_handling_days === undefined) return null;
  const number = (name: keyof ShippingValues) => values[name] as number;
  return {
    handlingDays: number("ship_handling_days"),
    destinations: Object.fromEntries(
      shippingDestinations.map((destination) => {
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
    madeToOrderExcluded: values.returns_made_to_order_excluded === true,
  };
}

/** The form boxes of the stored shipping and return policy, for the form's default values, amounts written the admin's way. */
export function shippingDefaults(
  shipping: ShippingSettings | null,
  returns: ReturnPolicy | null,
  language: Language,
): Record<string, string | boolean> {
  const amount = (euros: number) => formatAmountInput(Math.round(euros * 100), language);
  const boxes: Record<string, string | boolean> = {};
  if (shipping) {
    boxes.ship_handling_days = String(shipping.handlingDays);
    for (const destination of shippingDestinations) {
      const rate = shipping.destinations[destination];
      boxes[shippingFieldName(destination, "rate")] = amount(rate.rate);
      boxes[shippingFieldName(destination, "free_over")] = rate.freeOver === null ? "" : amount(rate.freeOver);
      boxes[shippingFieldName(destination, "transit_min")] = String(rate.transitMinDays);
      boxes[shippingFieldName(destination, "transit_max")] = String(rate.transitMaxDays);
    }
  }
  if (returns) {
    boxes.returns_days = String(returns.days);
    boxes.returns_paid_by = returns.paidBy;
    boxes.returns_made_to_order_excluded = returns.madeToOrderExcluded;
  }
  return boxes;
}
