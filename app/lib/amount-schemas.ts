import { z } from "zod";
import type { Language } from "~shared/languages";
import { parseAmount } from "./money";

/*
 * The amount and count boxes of the forms, as zod schemas over money.ts's one reading rule. Apart
 * from money.ts, which every page's prices need, so that zod comes only with the forms' code.
 */

/**
 * A form's amount box read in the admin's or shopper's language, as integer cents. An empty box
 * gives zod's missing-value error (`required`); `outOfRange` is the field's own message for an
 * amount below 0 (unless it has a `negative` one) or past `maxCents`.
 */
type NumberMessages = { required: string; outOfRange: string; negative?: string; malformed?: string };

export function amountSchema(language: Language, messages: NumberMessages, maxCents: number) {
  return z.string({ error: messages.required }).transform((text, ctx) => {
    const amount = parseAmount(text, language);
    const problem =
      "cents" in amount
        ? amount.cents > maxCents && messages.outOfRange
        : amount.problem === "negative"
          ? (messages.negative ?? messages.outOfRange)
          : amount.problem === "malformed"
            ? (messages.malformed ?? amountMessages.malformed)
            : amountMessages.ambiguous;
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return "cents" in amount ? amount.cents : z.NEVER;
  });
}

/**
 * A count (a stock, a quantity) typed the same way as an amount, so that "1.000" is never read as 1
 * nor "2,5" as 25; a fraction or anything else that is not a whole number gets `malformed`.
 */
export function countSchema(
  language: Language,
  messages: NumberMessages & { malformed: string },
  range: { min: number; max: number },
) {
  return amountSchema(language, messages, range.max * 100).transform((cents, ctx) => {
    const problem = cents % 100 ? messages.malformed : cents < range.min * 100 && messages.outOfRange;
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return cents / 100;
  });
}

/** Translation keys; the field kit fills in examples written the language's way. */
const amountMessages = {
  malformed: "common.amountMalformed",
  ambiguous: "common.amountAmbiguous",
};
