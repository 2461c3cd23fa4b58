import { redirect } from "react-router";
import { isSameOriginRequest } from "~/request-protection/same-origin.server";
import { readShopForm, resendLinks, type ResendReply } from "~/orders/conversation/request-action.server";
import type { Route } from "./+types/request-links";

/**
 * POST /request-links (docs/decisions/0035): "send my links again" from the cart page. A plain form,
 * so the answer is a redirect back to the cart saying what happened; the same for a known and an
 * unknown address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const reading = isSameOriginRequest(request, context.config) ? await readShopForm(request, context, "resend") : null;
  const reply: ResendReply = reading && "form" in reading ? (await resendLinks(reading.form, context)).reply : { status: "failed" };
  return redirect(`/cart?links=${reply.status}`, {
    status: 303,
    headers: { "Cache-Control": "no-store" },
  });
}

/** A GET here (a bookmark, a crawler) is the cart. */
export function loader() {
  return redirect("/cart");
}
