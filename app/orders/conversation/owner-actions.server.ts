import { parseWithZod } from "@conform-to/zod/v4";
import type { ShopContext } from "~/context";
import { translator } from "~/i18n/messages.server";
import { errorNote, successNote } from "~/toasts/toast-note.server";
import { orderStatuses } from "~/orders/admin/order-admin";
import {
  postMessage,
  readConversation,
  sendQuote,
  withdrawQuote,
  type ConversationResult,
} from "./conversation.server";
import {
  messageInputSchema,
  quoteInputSchema,
  type QuoteInput,
} from "./quote-form";
import { mailShopper } from "./shopper-mail.server";
import { handleFulfilmentStep } from "./fulfilment-actions.server";
import { isFulfilmentIntent, type ConversationAnswer, type ConversationIntent } from "./conversation-intents";
import { readShopSettings } from "~/shop/shop-settings.server";
import type { OrderRequest } from "~db/schema";

/*
 * The owner's conversation steps on the detail page (docs/decisions/0035): a message, a quote, its
 * withdrawal. The change is stored first; the shopper's e-mail follows, and its failure is noted
 * on the request instead of undoing anything.
 */

type ActionContext = Pick<ShopContext, "db" | "config" | "log" | "language">;

export async function handleConversationStep(
  context: ActionContext,
  orderId: string,
  intent: ConversationIntent,
  formData: FormData,
): Promise<{ answer: ConversationAnswer; status: number }> {
  if (isFulfilmentIntent(intent)) return handleFulfilmentStep(context, orderId, intent, formData);
  const t = translator(context.language);
  const refused = (
    message: string,
    status: number,
    form?: ConversationAnswer["form"],
  ) => ({
    answer: { note: errorNote(t("common.error"), message), form },
    status,
  });
  const schema =
    intent === "message"
      ? messageInputSchema
      : intent === "quote"
        ? quoteInputSchema(context.language)
        : null;
  let result: ConversationResult;
  let mail: Parameters<typeof mailShopper>[2] | null = null;
  let detail: Parameters<typeof mailShopper>[3] = {};
  if (schema) {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") {
      const reply = submission.reply();
      return refused(t("admin.conversation.notValid"), 400, {
        intent,
        values: (reply.initialValue ?? {}) as Record<string, unknown>,
        errors: (reply.error ?? {}) as Record<string, string[] | null>,
      });
    }
    if (intent === "message") {
      const { body } = submission.value as { body: string };
      result = await postMessage(context.db, orderId, body);
      mail = "message";
      detail = { message: body };
    } else {
      const from = orderStatuses.find((s) => s === formData.get("from"));
      if (!from) return refused(t("admin.orders.notAllowed"), 400);
      const { timeZone } = await readShopSettings(context);
      result = await sendQuote(context.db, orderId, from, submission.value as QuoteInput, timeZone);
      mail = "quoteSent";
    }
  } else {
    result = await withdrawQuote(context.db, orderId);
  }
  if (!result.ok)
    return refused(
      t(`admin.orders.${result.problem}`),
      result.problem === "notFound" ? 404 : 409,
    );
  context.log.info({ order: orderId, intent }, "order conversation step");
  if (mail === "quoteSent") detail = await quoteDetail(context, result.order);
  if (mail) await mailShopper(context, result.order, mail, detail);
  const done =
    intent === "message"
      ? "admin.conversation.messageSent"
      : intent === "quote"
        ? "admin.conversation.quoteSent"
        : "admin.conversation.withdrawn";
  return { answer: { note: successNote(t(done)) }, status: 200 };
}

async function quoteDetail(context: ActionContext, order: OrderRequest) {
  const { quote } = await readConversation(context.db, order.id, (await readShopSettings(context)).timeZone);
  return quote
    ? { quoteTotalCents: quote.totalCents, validUntil: quote.validUntil }
    : {};
}
