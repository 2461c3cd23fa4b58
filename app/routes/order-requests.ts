import { isSameOriginRequest } from "~/request-protection/same-origin.server";
import { attemptRefused } from "~/request-protection/throttle.server";
import { readBoundedForm } from "~/request-protection/request-body.server";
import { handleOrderRequest, maxOrderRequestBytes, orderRequestKey, orderRequestReply } from "~/orders/order-request-action.server";
import type { Route } from "./+types/order-requests";

/** POST /order-requests: the order dialog stores the shopper's request here (docs/product/cart-and-orders.md#stored-order-requests). */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, context.config)) return orderRequestReply({ status: "failed" }, 403);
  const reading = await readBoundedForm(request, maxOrderRequestBytes);
  if ("refusal" in reading) {
    // A body past the form bounds counts as one of the client's requests (docs/product/access.md#form-bounds).
    await attemptRefused(context.db, [orderRequestKey(context.clientAddress)]);
    return orderRequestReply({ status: "failed" }, reading.refusal.status);
  }
  return handleOrderRequest(reading.form, context);
}
