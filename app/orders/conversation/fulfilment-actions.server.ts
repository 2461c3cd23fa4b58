import { parseWithZod } from "@conform-to/zod/v4";
import type { ShopContext } from "~/context";
import { translator } from "~/i18n/messages.server";
import { dayInZone } from "~/lib/dates";
import { readShopSettings } from "~/shop/shop-settings.server";
import { errorNote, successNote } from "~/toasts/toast-note.server";
import { markShipped, savePaymentInstructions } from "./fulfilment.server";
import { paymentInstructionsSchema, shipmentOf, shippingSchema } from "./fulfilment-form";
import type { ConversationAnswer, FulfilmentIntent } from "./conversation-intents";
import { mailShopper } from "./shopper-mail.server";

/*
 * The owner's payment instructions and shipping on the detail page (decision 0070), behind the
 * same admin check as every step of the conversation (app/routes/admin/order.tsx). Stored first,
 * then mailed once; the same values sent again store and mail nothing.
 */

type ActionContext = Pick<ShopContext, "db" | "config" | "log" | "language">;

export async function handleFulfilmentStep(
  context: ActionContext,
  orderId: string,
  intent: FulfilmentIntent,
  formData: FormData,
): Promise<{ answer: ConversationAnswer; status: number }> {
  const t = translator(context.language);
  const submission =
    intent === "paymentInstructions"
      ? parseWithZod(formData, { schema: paymentInstructionsSchema })
      : parseWithZod(formData, { schema: shippingSchema });
  if (submission.status !== "success") {
    const reply = submission.reply();
    return {
      answer: {
        note: errorNote(t("common.error"), t("admin.conversation.notValid")),
        form: {
          intent,
          values: (reply.initialValue ?? {}) as Record<string, unknown>,
          errors: (reply.error ?? {}) as Record<string, string[] | null>,
        },
      },
      status: 400,
    };
  }
  const value = submission.value;
  const result =
    "instructions" in value
      ? await savePaymentInstructions(context.db, orderId, value.instructions)
      : await markShipped(context.db, orderId, shipmentOf(value));
  if (!result.ok) {
    if (result.problem === "unchanged")
      return { answer: { note: successNote(t("admin.fulfilment.unchanged")) }, status: 200 };
    return {
      answer: { note: errorNote(t("common.error"), t(`admin.orders.${result.problem}`)) },
      status: result.problem === "notFound" ? 404 : 409,
    };
  }
  const { order } = result;
  context.log.info({ order: orderId, intent }, "order fulfilment step");
  if (intent === "paymentInstructions") {
    await mailShopper(context, order, "paymentInstructions", { message: order.paymentInstructions ?? "" });
    return { answer: { note: successNote(t("admin.fulfilment.instructionsSaved")) }, status: 200 };
  }
  const { timeZone } = await readShopSettings(context);
  await mailShopper(context, order, order.carrier ? "shipped" : "readyForCollection", {
    carrier: order.carrier ?? undefined,
    trackingNumber: order.trackingNumber ?? undefined,
    shippedOn: order.shippedAt ? dayInZone(order.shippedAt, timeZone) : undefined,
  });
  return {
    answer: { note: successNote(t(order.carrier ? "admin.fulfilment.shippedSaved" : "admin.fulfilment.readySaved")) },
    status: 200,
  };
}
