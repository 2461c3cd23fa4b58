import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { AdminPost } from "~/context";
import { translator } from "~/i18n/messages.server";
import { errorNote, successNote } from "~/toasts/toast-note.server";
import type { ToastNote } from "~/toasts/toast-note";
import { handleConversationStep } from "~/orders/conversation/owner-actions.server";
import { conversationIntents, type ConversationAnswer } from "~/orders/conversation/conversation-intents";
import { mailShopper } from "~/orders/conversation/shopper-mail.server";
import { lineLabel } from "~/orders/order-text";
import { changeStatusSchema } from "./order-admin";
import { changeOrderStatus, findOrder } from "./order-admin.server";

/**
 * The order request page's writes: a step of the conversation with the shopper (docs/decisions/0035),
 * or a move to another status.
 */
export async function changeOrder({ context, form }: AdminPost, orderId: string) {
  const t = translator(context.language);
  const failed = (message: string, status: number) =>
    data<{ note: ToastNote }>({ note: errorNote(t("common.error"), message) }, { status });

  const intent = conversationIntents.find((i) => i === form.get("intent"));
  if (intent) {
    const { answer, status } = await handleConversationStep(context, orderId, intent, form);
    return data<{ note: ToastNote; form?: ConversationAnswer["form"] }>(answer, { status });
  }
  const submission = parseWithZod(form, { schema: changeStatusSchema });
  if (submission.status !== "success") return failed(t("admin.orders.notAllowed"), 400);
  const { from, to } = submission.value;
  try {
    const result = await changeOrderStatus(context.db, orderId, from, to);
    if (result.ok) {
      context.log.info({ order: orderId, from, to }, "order request status changed");
      // docs/decisions/0035: the shopper hears of the steps that concern them; a failed mail is noted, the change stands.
      const changed = await findOrder(context.db, orderId);
      if (changed && (to === "confirmed" || to === "done" || to === "cancelled")) await mailShopper(context, changed, to);
      return { note: successNote(t("admin.orders.statusChanged", { status: t(`admin.orders.statuses.${to}`) })) };
    }
    if (result.problem === "stock") {
      const pieces = result.shortages
        .map((s) => t("admin.orders.shortage", { name: lineLabel(s), wanted: s.wanted, available: s.available }))
        .join(" ");
      return failed(t("admin.orders.stockShort", { pieces }), 409);
    }
    return failed(t(`admin.orders.${result.problem}`), result.problem === "notFound" ? 404 : 409);
  } catch (error) {
    context.log.error({ err: error, order: orderId, from, to }, "order request status change failed");
    return failed(t("admin.failedToUpdate", { message: error instanceof Error ? error.message : String(error) }), 500);
  }
}
