import { handleOrderRequest } from "~/orders/order-request-action.server";
import type { Route } from "./+types/order-requests";

/** POST /order-requests: the order dialog stores the shopper's request here (docs/product/cart-and-orders.md#stored-order-requests). */
export function action({ request, context }: Route.ActionArgs) {
  return handleOrderRequest(request, context);
}
