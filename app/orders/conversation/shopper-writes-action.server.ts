import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ShopContext } from "~/context";
import { beginAttempt } from "~/request-protection/throttle.server";
import type { ShippingDestination } from "~shared/settings-values";
import { mailOwnerAboutShopperMessage } from "~/orders/admin/shopper-message-mail.server";
import { findByToken } from "./conversation.server";
import { deliveryInputSchema, servedCountries } from "./delivery-choice";
import { pageWriteThrottle } from "./request-action.server";
import { shopperMessageSchema } from "./shopper-message";
import { chooseDelivery, postShopperMessage } from "./shopper-writes.server";

type ActionContext = Pick<ShopContext, "db" | "config" | "log" | "clientAddress">;

/**
 * What the request page's message or delivery form gets back when it is not stored: conform's reply,
 * which keeps what was typed and carries each error as a locale key, the refusal as the form's error.
 */
export type ShopperFormReply = { intent: "message" | "delivery"; result: SubmissionResult<string[]> };

type Outcome = { stored: true } | { stored: false; reply: ShopperFormReply; status: number };

const refusalKeys = {
  tooMany: "request.problems.tooMany",
  closed: "request.message.errors.closed",
  unanswered: "request.message.errors.unanswered",
  full: "request.message.errors.full",
  notAllowed: "request.delivery.errors.notAllowed",
} as const;

/**
 * The steps both forms share: counted per address with the page's other writes, then read, then
 * stored by `store`; a refusal keeps what was typed.
 */
async function shopperWrite<Value>(
  intent: ShopperFormReply["intent"],
  submission: Submission<Value>,
  context: ActionContext,
  token: string,
  store: (orderId: string, value: Value) => Promise<{ ok: true } | { ok: false; problem: keyof typeof refusalKeys | "notFound" }>,
): Promise<Outcome | "notFound"> {
  const refuse = (problem: keyof typeof refusalKeys, status: number): Outcome => ({
    stored: false,
    reply: { intent, result: submission.reply({ formErrors: [refusalKeys[problem]] }) },
    status,
  });
  if (!(await beginAttempt(context.db, [pageWriteThrottle(context)])).allowed) return refuse("tooMany", 429);
  const found = await findByToken(context.db, token);
  if (!found) return "notFound";
  if (submission.status !== "success") return { stored: false, reply: { intent, result: submission.reply() }, status: 400 };
  const result = await store(found.id, submission.value);
  if (!result.ok) return result.problem === "notFound" ? "notFound" : refuse(result.problem, 409);
  context.log.info({ reference: found.request.reference, intent }, "the shopper wrote on the request's page");
  return { stored: true };
}

/** POST /request/{token} with intent=message (docs/product/cart-and-orders.md#shopper-messages). */
export function messageFromPage(fields: FormData, context: ActionContext, token: string): Promise<Outcome | "notFound"> {
  return shopperWrite("message", parseWithZod(fields, { schema: shopperMessageSchema }), context, token, async (orderId, { body }) => {
    const result = await postShopperMessage(context.db, orderId, body);
    if (result.ok && result.firstUnanswered) {
      const { id, reference, customerName, customerEmail } = result.order;
      mailOwnerAboutShopperMessage(context, { id, reference, customerName, customerEmail, body });
    }
    return result;
  });
}

/**
 * POST /request/{token} with intent=delivery (docs/product/cart-and-orders.md#delivery-choice):
 * `zones` are the shipping zones the shop serves today, so a country outside them is refused.
 */
export function deliveryFromPage(
  fields: FormData,
  context: ActionContext,
  token: string,
  zones: readonly ShippingDestination[],
): Promise<Outcome | "notFound"> {
  const schema = deliveryInputSchema(servedCountries(zones));
  return shopperWrite("delivery", parseWithZod(fields, { schema }), context, token, (orderId, choice) =>
    chooseDelivery(context.db, orderId, choice),
  );
}
