import { z } from "zod";
import { amountSchema, countSchema } from "~/lib/amount-schemas";
import { largestQuoteCents } from "~/lib/money";
import { dayInZone } from "~/lib/dates";
import type { Language } from "~shared/languages";

/*
 * The owner's quote, message and the shopper's answer as forms (docs/decisions/0035), shared by the
 * pages and the server. Money is read as euros the way the owner types them in her language
 * (docs/product/content-rules.md#amounts) and kept in integer cents. Error messages are locale keys.
 */

/** How long a quote holds when the owner does not say: two weeks. */
export const quoteValidDays = 14;

/** The day `days` after `from` on the shop's clock, as YYYY-MM-DD: the date field's value. */
export function dayAfter(from: Date, days: number, timeZone: string): string {
  return dayInZone(new Date(from.getTime() + days * 86_400_000), timeZone);
}

const euros = (language: Language, message: string) =>
  amountSchema(
    language,
    { required: message, outOfRange: message },
    largestQuoteCents,
  );

const quoteFormMessages = {
  price: "admin.conversation.priceInvalid",
  qty: "admin.conversation.qtyInvalid",
  name: "admin.conversation.lineNameRequired",
  shipping: "admin.conversation.shippingInvalid",
  validUntil: "admin.conversation.validUntilInvalid",
  noLines: "admin.conversation.noLines",
  total: "admin.conversation.totalTooLarge",
  tooLong: "admin.conversation.tooLong",
  message: "admin.conversation.messageRequired",
  specsReason: "admin.conversation.specsReasonRequired",
  specsReasonTooLong: "admin.conversation.specsReasonTooLong",
} as const;

/** The longest reason the owner gives for a line made to the shopper's specifications. */
export const specsReasonMaxLength = 200;

/** A quote line: one of the request's lines (`source`, its index) or one the owner adds (`name`). */
const quoteLineInput = (language: Language) =>
  z.object({
    source: z.coerce.number().int().min(0).max(999).optional(),
    name: z
      .string()
      .trim()
      .max(200, quoteFormMessages.tooLong)
      .optional()
      .default(""),
    qty: countSchema(
      language,
      {
        required: quoteFormMessages.qty,
        outOfRange: quoteFormMessages.qty,
        malformed: quoteFormMessages.qty,
      },
      { min: 1, max: 999 },
    ),
    price: euros(language, quoteFormMessages.price),
    /** Ticked: the line is left out of the quote. */
    remove: z.literal("on").optional(),
    /** Ticked: made to the shopper's specifications, so without a right of withdrawal (LEGAL.md §4). */
    specs: z.literal("on").optional(),
    /** The reason the shopper reads; required when `specs` is ticked. */
    specsReason: z
      .string()
      .trim()
      .max(specsReasonMaxLength, quoteFormMessages.specsReasonTooLong)
      .optional()
      .default(""),
  });
/** The quote form, its amounts read in the owner's language. */
export const quoteInputSchema = (language: Language) =>
  z
    .object({
      // The empty row the form always offers for a line of the owner's own is no line at all.
      lines: z.preprocess(
        (lines) =>
          Array.isArray(lines)
            ? lines.filter(
                (line: Record<string, unknown>) =>
                  line?.source !== undefined || line?.name || line?.price,
              )
            : lines,
        z.array(quoteLineInput(language)).max(100).optional().default([]),
      ),
      shipping: z
        .string()
        .optional()
        .default("0")
        .pipe(euros(language, quoteFormMessages.shipping)),
      note: z
        .string()
        .trim()
        .max(2000, quoteFormMessages.tooLong)
        .optional()
        .default(""),
      validUntil: z
        .string({ error: quoteFormMessages.validUntil })
        .regex(/^\d{4}-\d{2}-\d{2}$/, quoteFormMessages.validUntil),
    })
    .superRefine((quote, ctx) => {
      quote.lines.forEach((line, index) => {
        if (!line.remove && line.source === undefined && !line.name)
          ctx.addIssue({
            code: "custom",
            path: ["lines", index, "name"],
            message: quoteFormMessages.name,
          });
        if (!line.remove && line.specs && !line.specsReason)
          ctx.addIssue({
            code: "custom",
            path: ["lines", index, "specsReason"],
            message: quoteFormMessages.specsReason,
          });
      });
      const kept = quote.lines.filter((line) => !line.remove);
      if (!kept.length)
        ctx.addIssue({
          code: "custom",
          path: ["lines"],
          message: quoteFormMessages.noLines,
        });
      // Each price and the shipping are bounded, so this sum is exact; the total must fit too.
      const total = quoteTotalCents(
        kept.map((line) => ({ unitCents: line.price, qty: line.qty })),
        quote.shipping,
      );
      if (total > largestQuoteCents)
        ctx.addIssue({
          code: "custom",
          path: ["lines"],
          message: quoteFormMessages.total,
        });
      if (Number.isNaN(Date.parse(`${quote.validUntil}T00:00:00Z`)))
        ctx.addIssue({
          code: "custom",
          path: ["validUntil"],
          message: quoteFormMessages.validUntil,
        });
    });
export type QuoteInput = z.infer<ReturnType<typeof quoteInputSchema>>;

export const messageInputSchema = z.object({
  body: z
    .string({ error: quoteFormMessages.message })
    .trim()
    .min(1, quoteFormMessages.message)
    .max(5000, quoteFormMessages.tooLong),
});

/** The shopper's answer to a quote: the reason is optional and only read when declining. */
export const answerInputSchema = z.object({
  answer: z.enum(["accept", "decline"]),
  quoteId: z.uuid(),
  reason: z
    .string()
    .trim()
    .max(1000, "request.reasonTooLong")
    .optional()
    .default(""),
});

/** A quote's total: each line's owner price times its quantity, plus shipping, in cents. */
export function quoteTotalCents(
  lines: { unitCents: number; qty: number }[],
  shippingCents: number,
): number {
  return (
    lines.reduce((sum, line) => sum + line.unitCents * line.qty, 0) +
    shippingCents
  );
}
