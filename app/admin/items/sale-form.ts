import { z } from "zod";
import { amountSchema } from "~/lib/amount-schemas";
import { instantInZone, readTypedDay, readTypedTime } from "~/lib/dates";
import { largestQuoteCents } from "~/lib/money";
import type { Language } from "~shared/languages";

/** The boxes the owner fills. */
export type SaleFormBoxes = Record<"scope" | "price" | "startDay" | "startTime" | "endDay" | "endTime", string>;

/** The sale form's "whole item" choice; any other value names a colour. */
export const wholeItem = "item";

/** A box read by `read`, its own message when empty or unreadable. */
const typed = (read: (text: string) => string | undefined, missing: string, malformed: string) =>
  z.string({ error: missing }).transform((text, ctx) => {
    const value = read(text);
    if (value !== undefined) return value;
    ctx.addIssue({ code: "custom", message: malformed });
    return z.NEVER;
  });
const day = typed(readTypedDay, "admin.sales.dayMissing", "admin.sales.dayMalformed");
const time = typed(readTypedTime, "admin.sales.timeMissing", "admin.sales.timeMalformed");

/**
 * docs/product/sale-prices.md#a-sale: a sale as the owner types it, the price in their language
 * (`54,90` in Italian is €54.90), the start and end as a day and a time on the shop's clock.
 */
export function saleFormSchema(language: Language, timeZone: string) {
  return z
    .object({
      itemId: z.uuid({ error: "admin.items.errors.notFound" }),
      scope: z.union([z.literal(wholeItem), z.uuid()], { error: "admin.items.errors.notFound" }),
      price: amountSchema(language, { required: "admin.sales.priceMissing", outOfRange: "admin.sales.priceOutOfRange" }, largestQuoteCents),
      startDay: day,
      startTime: time,
      endDay: day,
      endTime: time,
    })
    .transform((form, ctx) => {
      const startsAt = instantInZone(form.startDay, form.startTime, timeZone);
      const endsAt = instantInZone(form.endDay, form.endTime, timeZone);
      if (endsAt <= startsAt) {
        ctx.addIssue({ code: "custom", path: ["endDay"], message: "admin.sales.endBeforeStart" });
        return z.NEVER;
      }
      return { itemId: form.itemId, variantId: form.scope === wholeItem ? null : form.scope, price: form.price / 100, startsAt, endsAt };
    });
}
