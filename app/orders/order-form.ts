import { z } from "zod";
import { orderKinds } from "../../db/schema/orders";

/**
 * The order request form (SPEC §3, §5), shared by the dialog and the server.
 * Error messages are locale keys; the page shows them translated.
 */
export const orderFormMessages = {
  name: "order.nameRequired",
  email: "order.emailInvalid",
  tooLong: "order.tooLong",
  lines: "order.noLines",
} as const;

export const orderContactSchema = z.object({
  name: z.string().trim().min(2, orderFormMessages.name).max(120, orderFormMessages.tooLong),
  email: z.string().trim().max(254, orderFormMessages.tooLong).pipe(z.email(orderFormMessages.email)),
  phone: z.string().trim().max(40, orderFormMessages.tooLong).optional().default(""),
  notes: z.string().trim().max(2000, orderFormMessages.tooLong).optional().default(""),
});

export const orderLineInputSchema = z.object({
  itemId: z.uuid(),
  variantId: z.uuid().nullable(),
  qty: z.number().int().min(1).max(999),
});

/** What the browser sends to store an order request. */
export const orderRequestInputSchema = orderContactSchema.extend({
  kind: z.enum(orderKinds).default("order"),
  lines: z.array(orderLineInputSchema).min(1, orderFormMessages.lines).max(50, orderFormMessages.lines),
  /** Made by the dialog when it opens, so that a repeated submit stores one request. */
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});

export type OrderContact = z.infer<typeof orderContactSchema>;
export type OrderRequestInput = z.infer<typeof orderRequestInputSchema>;
