import { z } from "zod";
import type { OrderKind } from "~db/schema/orders";
import { isOneLine, isPlainText } from "~/lib/typed-text";
import { shippingDestinations } from "~shared/settings-values";
import { honeypotField } from "./honeypot";

/**
 * The kinds of db/schema/orders.ts, written out: importing them from there would bring the database
 * schema into the browser. A unit test keeps the two lists equal.
 */
export const orderFormKinds = ["order", "commission"] as const satisfies readonly OrderKind[];

/**
 * The order request form (docs/product/cart-and-orders.md#order-form), shared by the dialog and the server.
 * Error messages are locale keys; the page shows them translated.
 */
const orderFormMessages = {
  name: "order.nameRequired",
  email: "order.emailInvalid",
  tooLong: "order.tooLong",
  oneLine: "order.oneLine",
  hidden: "order.hiddenCharacters",
  lines: "order.noLines",
  commissionTooMany: "order.commissionTooMany",
  destinationNotServed: "order.destinationNotServed",
  notYetOpen: "order.notYetOpen",
} as const;

/** The server's refusal of a destination the shop does not ship to (docs/product/cart-and-orders.md#shipping-estimate). */
export const destinationNotServed = orderFormMessages.destinationNotServed;

/** The server's refusal while the seller is not named in full (docs/product/cart-and-orders.md#seller-identity). */
export const notYetOpen = orderFormMessages.notYetOpen;

/**
 * What one person can make by hand for one commission (docs/decisions/0032): an order is bound by
 * the stock, a commission, made anew, by these. The texts of "order.commissionTooMany" name them.
 */
export const commissionLimits = { piecesPerLine: 10, pieces: 20 } as const;

const orderContactSchema = z.object({
  // A field left empty arrives as missing (the browser's form data), and gets the same message.
  name: z
    .string({ error: orderFormMessages.name })
    .trim()
    .min(2, orderFormMessages.name)
    .max(120, orderFormMessages.tooLong)
    .refine(isOneLine, orderFormMessages.oneLine),
  email: z
    .string({ error: orderFormMessages.email })
    .trim()
    .max(254, orderFormMessages.tooLong)
    .pipe(z.email(orderFormMessages.email)),
  phone: z.string().trim().max(40, orderFormMessages.tooLong).refine(isOneLine, orderFormMessages.oneLine).optional().default(""),
  notes: z.string().trim().max(2000, orderFormMessages.tooLong).refine(isPlainText, orderFormMessages.hidden).optional().default(""),
});

const orderLineInputSchema = z.object({
  itemId: z.uuid(),
  /** Missing (a form field left out) means the item has no colour. */
  variantId: z.uuid().nullable().default(null),
  qty: z.number().int().min(1).max(999),
  /** The price the shopper saw; when today's differs the line is refused, never ordered at a price not shown. */
  unitPrice: z.number().nonnegative().max(1_000_000).optional(),
});

/** What the browser sends to store an order request. */
export const orderRequestInputSchema = orderContactSchema
  .extend({
    kind: z.enum(orderFormKinds).default("order"),
    lines: z.array(orderLineInputSchema).min(1, orderFormMessages.lines).max(50, orderFormMessages.lines),
    /** Where the cart's estimate sends it; the server refuses one the shop does not ship to. */
    destination: z.enum(shippingDestinations, { error: orderFormMessages.destinationNotServed }).optional(),
    /** Made by the dialog when it opens, so that a repeated submit stores one request. */
    idempotencyKey: z.string().trim().min(8).max(100).optional(),
    [honeypotField]: z.string().max(2000).optional(),
  })
  .refine(
    ({ kind, lines }) =>
      kind !== "commission" ||
      (lines.every((line) => line.qty <= commissionLimits.piecesPerLine) &&
        lines.reduce((sum, line) => sum + line.qty, 0) <= commissionLimits.pieces),
    { message: orderFormMessages.commissionTooMany },
  );

export type OrderContact = z.infer<typeof orderContactSchema>;
export type OrderRequestInput = z.infer<typeof orderRequestInputSchema>;
