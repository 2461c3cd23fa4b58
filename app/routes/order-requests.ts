import { isSameOriginRequest } from "~/server/request-protection/same-origin.server";
import { readBodyWithin, urlEncodedFields } from "~/lib/request-body.server";
import { handleOrderRequest, maxOrderRequestBytes, orderRequestReply } from "~/orders/order-request-action.server";
import type { Route } from "./+types/order-requests";

/** POST /order-requests: the order dialog stores the shopper's request here (docs/product/cart-and-orders.md#stored-order-requests). */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, context.config)) return orderRequestReply({ status: "failed" }, 403);
  const body = await readBodyWithin(request, maxOrderRequestBytes);
  if (body === null) return orderRequestReply({ status: "failed" }, 413);
  return handleOrderRequest(urlEncodedFields(body), context);
}
