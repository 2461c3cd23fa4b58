import { parseWithZod } from "@conform-to/zod/v4";
import { throttledAddress } from "~/request-protection/client-address.server";
import { beginAttempt, type ThrottleKey } from "~/request-protection/throttle.server";
import type { ShopContext } from "~/context";
import { honeypotField } from "./honeypot";
import { destinationNotServed, notYetOpen, orderRequestInputSchema } from "./order-form";
import { mailOwnerAboutOrderRequest } from "./admin/new-request-mail.server";
import type { OrderRequestReply } from "./order-reply";
import { storeOrderRequest } from "./order-requests.server";
import { confirmToShopper } from "./conversation/shopper-mail.server";
import { readShopSettings } from "~/shop/shop-settings.server";
import { missingSellerItems } from "~/lib/seller-identity";

/** Far above a full cart with long notes (the schema caps every field); anything bigger is refused unread. */
export const maxOrderRequestBytes = 32 * 1024;

/**
 * A shopper sends a handful of requests at most; a script sending more from one address is slowed
 * down. Counted in the database, so it holds across restarts and several server processes.
 */
export const orderRequestLimit = { maxAttempts: 20, windowSeconds: 60 * 60, lockSeconds: 60 * 60 };

/** The count of one client's order requests, refused bodies included. */
export const orderRequestKey = (clientAddress: string): ThrottleKey => ({
  key: `order-request:${throttledAddress(clientAddress)}`,
  rule: orderRequestLimit,
  resetOnSuccess: false,
});

/** Every answer to the order dialog, never kept by a cache. */
export const orderRequestReply = (body: OrderRequestReply, status: number, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store", ...headers } });

/**
 * The order dialog's form (docs/product/cart-and-orders.md#stored-order-requests): checked with the schema the dialog uses, then
 * the request is stored at today's prices and stock. Bad input is a 400 with the errors per field; lines that
 * cannot be ordered as they are, a 409 naming them.
 */
export async function handleOrderRequest(
  fields: FormData,
  context: Pick<ShopContext, "db" | "config" | "language" | "log" | "clientAddress">,
): Promise<Response> {
  const submission = parseWithZod(fields, { schema: orderRequestInputSchema });
  if (submission.status !== "success") return orderRequestReply({ status: "invalid", submission: submission.reply() }, 400);
  if (submission.value[honeypotField]) {
    // Only a bot fills a field no one sees; it learns nothing more than a failure.
    context.log.info({ address: context.clientAddress }, "order requests: refused a form with the hidden field filled");
    return orderRequestReply({ status: "failed" }, 400);
  }

  try {
    const verdict = await beginAttempt(context.db, [orderRequestKey(context.clientAddress)]);
    if (!verdict.allowed) {
      context.log.warn({ address: context.clientAddress }, "order requests: too many from one address");
      return orderRequestReply({ status: "failed" }, 429, { "Retry-After": String(verdict.retryAfterSeconds) });
    }
    // A destination switched off since the cart was opened, or never offered: nothing is stored,
    // the shopper keeps the cart and chooses again (docs/product/cart-and-orders.md#shipping-estimate).
    const { destination } = submission.value;
    const { shipping, seller } = await readShopSettings(context);
    // No contract may start with a seller the shopper cannot identify (LEGAL.md §2): nothing is
    // stored, the form comes back as typed (docs/product/cart-and-orders.md#seller-identity).
    if (missingSellerItems(seller).length) {
      return orderRequestReply({ status: "invalid", submission: submission.reply({ formErrors: [notYetOpen] }) }, 409);
    }
    if (destination && shipping && !shipping.destinations[destination]) {
      return orderRequestReply({ status: "invalid", submission: submission.reply({ formErrors: [destinationNotServed] }) }, 400);
    }
    const result = await storeOrderRequest(context.db, submission.value, context.language);
    // Another request's key: refused with nothing of that request (docs/decisions/0032).
    if (!result.ok && "keyReused" in result) return orderRequestReply({ status: "failed" }, 409);
    if (!result.ok) return orderRequestReply({ status: "refused", problems: result.problems }, 409);
    const { reference, token, lines, total } = result;
    if (result.duplicate) return orderRequestReply({ status: "stored", reference, token, lines, total }, 200);
    const { kind, name, email, phone, notes } = submission.value;
    context.log.info({ reference, kind }, "order request stored");
    mailOwnerAboutOrderRequest(context, { ...result, kind, customer: { name, email, phone, notes } });
    const shopperMail = await confirmToShopper(context, { token, email, reference });
    return orderRequestReply({ status: "stored", reference, token, lines, total, shopperMail }, 201);
  } catch (error) {
    context.log.error({ err: error }, "order request could not be stored");
    return orderRequestReply({ status: "failed" }, 503);
  }
}

