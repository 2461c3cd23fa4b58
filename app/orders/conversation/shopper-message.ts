import { z } from "zod";
import { isPlainText } from "~/lib/typed-text";

/*
 * The shopper's message on their request's page (docs/product/cart-and-orders.md#shopper-messages):
 * the form's schema, shared by the form and the server, and the limits that keep one request from
 * filling the owner's inbox or the database.
 */

/** Long enough for a careful letter about a piece; the owner's own messages may be longer. */
export const shopperMessageMaxLength = 2000;

/**
 * Per request: messages the owner has not answered yet (a message, a quote or a status change of
 * hers answers them), and messages in all. A shopper waiting for an answer writes one or two.
 */
export const shopperMessageLimits = { unanswered: 5, total: 60 } as const;

export const shopperMessageSchema = z.object({
  body: z
    .string({ error: "request.message.errors.empty" })
    .trim()
    .min(1, "request.message.errors.empty")
    .max(shopperMessageMaxLength, "request.message.errors.tooLong")
    .refine(isPlainText, "request.message.errors.hidden"),
});
