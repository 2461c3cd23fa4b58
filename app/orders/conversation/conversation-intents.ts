import type { ToastNote } from "~/toasts/toast-note";

/*
 * The owner's steps on the detail page and what each answers, apart from their handling so that
 * the message and quote steps, the fulfilment steps and the page's forms all read them from one
 * place below the handlers.
 */

export const fulfilmentIntents = ["paymentInstructions", "ship"] as const;
export type FulfilmentIntent = (typeof fulfilmentIntents)[number];

export const isFulfilmentIntent = (intent: string): intent is FulfilmentIntent =>
  (fulfilmentIntents as readonly string[]).includes(intent);

export const conversationIntents = ["message", "quote", "withdraw", ...fulfilmentIntents] as const;
export type ConversationIntent = (typeof conversationIntents)[number];

export type ConversationAnswer = {
  note: ToastNote;
  /** The form as sent and its errors (locale keys by field), so that nothing typed is lost. */
  form?: {
    intent: ConversationIntent;
    values: Record<string, unknown>;
    errors: Record<string, string[] | null>;
  };
};
