import { throttledAddress } from "~/request-protection/client-address.server";
import { attemptRefused, beginAttempt, type ThrottleKey } from "~/request-protection/throttle.server";
import type { ShopContext } from "~/context";
import { readBoundedForm, type FormReading } from "~/request-protection/request-body.server";
import {
  answerQuote,
  findByReference,
  findByToken,
  openRequestsOf,
  readConversation,
  withdrawFromContract,
  type WithdrawProblem,
} from "./conversation.server";
import { readShopSettings } from "~/shop/shop-settings.server";
import { mailWithdrawal } from "./withdrawal-mail.server";
import { confirmContract, type TermsReader } from "./contract-confirmation.server";
import { withdrawnPieces } from "./withdrawal-period";
import { answerInputSchema } from "./quote-form";
import { mailShopperLinks, takeShopperMailPlace } from "./shopper-mail.server";
import { z } from "zod";

/*
 * The shopper's writes (docs/decisions/0035): answering a quote and asking for the links again. Their
 * routes check the origin like the order form and read a small form; each write is rate-limited per
 * address in the database, and a wrong or stale token or quote changes nothing.
 */

type ActionContext = Pick<
  ShopContext,
  "db" | "config" | "log" | "clientAddress"
>;

/** A shopper answers a quote once or twice; a script trying tokens or quotes is slowed down. */
const answerLimit = {
  maxAttempts: 30,
  windowSeconds: 60 * 60,
  lockSeconds: 60 * 60,
};
/** Asking for one's links again a few times an hour is plenty; more is someone probing addresses. */
const resendLimit = {
  maxAttempts: 5,
  windowSeconds: 60 * 60,
  lockSeconds: 60 * 60,
};

// The page's longest form is a message: 2,000 characters of up to 4 bytes, each byte percent-encoded in 3.
const maxAnswerBytes = 24 * 1024 + 1024;

export type AnswerReply =
  | { status: "accepted" | "declined" }
  | {
      status: "refused";
      problem:
        | "expired"
        | "withdrawn"
        | "answered"
        | "changed"
        | "noDelivery"
        | "notFound"
        | "notAllowed"
        | "tooMany"
        | "failed";
    }
  | { status: "invalid"; field: "reason" };

const throttle = (
  name: string,
  context: ActionContext,
  rule: typeof answerLimit,
): ThrottleKey => ({
  key: `${name}:${throttledAddress(context.clientAddress)}`,
  rule,
  resetOnSuccess: false,
});

/** The request page's writes share one count per address: answers, withdrawals, messages, delivery. */
export const pageWriteThrottle = (context: ActionContext) => throttle("quote-answer", context, answerLimit);

/**
 * Reads a shop form of a few fields within the form bounds; a refused one counts against the
 * address's limit of the write it was meant for (docs/product/access.md#form-bounds).
 */
export async function readShopForm(request: Request, context: ActionContext, write: "answer" | "resend" | "withdrawalLink"): Promise<FormReading> {
  const reading = await readBoundedForm(request, maxAnswerBytes);
  if ("refusal" in reading)
    await attemptRefused(context.db, [
      write === "answer" ? throttle("quote-answer", context, answerLimit) : throttle(write === "resend" ? "request-links" : "withdrawal-link", context, resendLimit),
    ]);
  return reading;
}

/** POST /request/{token}: the shopper accepts or declines the quote shown on their page. */
export async function answerFromPage(
  fields: FormData,
  context: ActionContext,
  token: string,
  readTerms: TermsReader,
): Promise<{ reply: AnswerReply; status: number }> {
  const verdict = await beginAttempt(context.db, [
    throttle("quote-answer", context, answerLimit),
  ]);
  if (!verdict.allowed) {
    context.log.warn(
      { address: context.clientAddress },
      "quote answers: too many from one address",
    );
    return { reply: { status: "refused", problem: "tooMany" }, status: 429 };
  }
  const parsed = answerInputSchema.safeParse(Object.fromEntries(fields));
  if (!parsed.success) {
    const reasonWrong = parsed.error.issues.some(
      (issue) => issue.path[0] === "reason",
    );
    return reasonWrong
      ? { reply: { status: "invalid", field: "reason" }, status: 400 }
      : { reply: { status: "refused", problem: "notFound" }, status: 400 };
  }
  const found = await findByToken(context.db, token);
  if (!found)
    return { reply: { status: "refused", problem: "notFound" }, status: 404 };
  const { answer, quoteId, reason } = parsed.data;
  // Accepting binds the shopper to a delivery they chose first (docs/product/cart-and-orders.md#delivery-choice);
  // a choice is only ever replaced, never removed, so it still holds when the quote is accepted.
  if (answer === "accept" && !found.request.delivery)
    return { reply: { status: "refused", problem: "noDelivery" }, status: 409 };
  const result = await answerQuote(context.db, {
    orderId: found.id,
    quoteId,
    answer,
    reason,
  });
  if (!result.ok)
    return {
      reply: { status: "refused", problem: result.problem },
      status: 409,
    };
  context.log.info(
    { reference: found.request.reference, answer },
    "quote answered by the shopper",
  );
  // The contract is made: its confirmation on a durable medium (LEGAL.md §6).
  if (answer === "accept") await confirmContract(context, found.id, readTerms);
  return {
    reply: { status: answer === "accept" ? "accepted" : "declined" },
    status: 200,
  };
}

const withdrawSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().max(254).pipe(z.email()),
});

export type WithdrawReply =
  | { status: "withdrawn" }
  | { status: "withdrawalRefused"; problem: WithdrawProblem | "notAllowed" | "notFound" | "changed" | "tooMany" }
  | { status: "withdrawalInvalid"; field: "name" | "email" };

/**
 * POST /request/{token} with intent=withdraw: the confirmation step of the withdrawal function
 * (docs/product/cart-and-orders.md#withdrawal-function). Counted with the quote answers, as the same
 * page's write; stored, then acknowledged by e-mail to the address the shopper gave and told to
 * the owner.
 */
export async function withdrawFromPage(
  fields: Pick<FormData, "get">,
  context: ActionContext,
  token: string,
): Promise<{ reply: WithdrawReply; status: number }> {
  const verdict = await beginAttempt(context.db, [throttle("quote-answer", context, answerLimit)]);
  if (!verdict.allowed) return { reply: { status: "withdrawalRefused", problem: "tooMany" }, status: 429 };
  const found = await findByToken(context.db, token);
  if (!found) return { reply: { status: "withdrawalRefused", problem: "notFound" }, status: 404 };
  const parsed = withdrawSchema.safeParse({ name: fields.get("name") ?? "", email: fields.get("email") ?? "" });
  if (!parsed.success)
    return { reply: { status: "withdrawalInvalid", field: parsed.error.issues[0].path[0] === "name" ? "name" : "email" }, status: 400 };
  const { timeZone, returns } = await readShopSettings(context);
  const result = await withdrawFromContract(context.db, { orderId: found.id, ...parsed.data, shop: { timeZone, returns } });
  if (!result.ok) return { reply: { status: "withdrawalRefused", problem: result.problem }, status: 409 };
  context.log.info({ reference: result.order.reference }, "the shopper withdrew from the contract");
  const { quote } = await readConversation(context.db, found.id, timeZone);
  await mailWithdrawal(context, result.order, withdrawnPieces(result.order, quote));
  return { reply: { status: "withdrawn" }, status: 200 };
}

const resendSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
});

export type ResendReply =
  | { status: "sent" }
  | { status: "invalid" }
  | { status: "tooMany" }
  /** The address has had its e-mails for today, or the shop for the hour (docs/product/cart-and-orders.md#e-mails-to-shoppers). */
  | { status: "limited" }
  /** No SMTP is set: nothing can be sent. */
  | { status: "unavailable" }
  | { status: "failed" };

/**
 * "Send my links again": mails the links of every open request made with the address. The answer
 * is the same whether or not the address is known, so the form tells nobody who ordered: the
 * address's e-mail place is taken either way.
 */
export async function resendLinks(
  fields: Pick<FormData, "get">,
  context: ActionContext,
): Promise<{ reply: ResendReply; status: number }> {
  if (!context.config.smtpUrl) return { reply: { status: "unavailable" }, status: 409 };
  const parsed = resendSchema.safeParse({ email: fields.get("email") ?? "" });
  if (!parsed.success) return { reply: { status: "invalid" }, status: 400 };
  const verdict = await beginAttempt(context.db, [
    throttle("request-links", context, resendLimit),
  ]);
  if (!verdict.allowed) return { reply: { status: "tooMany" }, status: 429 };
  if (!(await takeShopperMailPlace(context.db, parsed.data.email))) return { reply: { status: "limited" }, status: 429 };
  const requests = await openRequestsOf(context.db, parsed.data.email);
  // Not waited for: how long the answer takes must not tell whether the address has requests.
  void mailShopperLinks(context, requests);
  return { reply: { status: "sent" }, status: 200 };
}

const withdrawalLinkSchema = z.object({
  // As shoppers copy it: "1001", "#1001", "n. 1001", "n° 1001".
  reference: z
    .string()
    .trim()
    .regex(/^(?:#|n[.°]?)?\s*\d{1,9}$/i)
    .transform((typed) => Number(typed.replace(/\D/g, ""))),
  email: z.string().trim().max(254).pipe(z.email()),
});

export type WithdrawalLinkReply = { status: "sent" | "invalid" | "tooMany" | "unavailable" };

/**
 * The public withdrawal page (docs/product/cart-and-orders.md#withdrawal-function): a reference and
 * an address. The answer is the same whether or not they match a request, and so is the work done
 * before it: the request's link, where the withdrawal function is, is mailed afterwards, only to
 * the address stored on a matching request and within its e-mail limits. Guesses are counted per
 * client address, and only a match takes an e-mail's place, so guessing from elsewhere neither
 * learns anything nor uses up a real shopper's e-mails.
 */
export async function withdrawalLinkFromPublicPage(
  fields: Pick<FormData, "get">,
  context: ActionContext,
): Promise<{ reply: WithdrawalLinkReply; status: number }> {
  if (!context.config.smtpUrl) return { reply: { status: "unavailable" }, status: 409 };
  const parsed = withdrawalLinkSchema.safeParse({ reference: fields.get("reference") ?? "", email: fields.get("email") ?? "" });
  if (!parsed.success) return { reply: { status: "invalid" }, status: 400 };
  const verdict = await beginAttempt(context.db, [throttle("withdrawal-link", context, resendLimit)]);
  if (!verdict.allowed) return { reply: { status: "tooMany" }, status: 429 };
  const order = await findByReference(context.db, parsed.data.reference, parsed.data.email);
  if (order)
    void (async () => {
      if (await takeShopperMailPlace(context.db, order.customerEmail)) await mailShopperLinks(context, [order]);
    })().catch((error: unknown) => context.log.error({ err: error }, "the withdrawal page's link could not be mailed"));
  return { reply: { status: "sent" }, status: 200 };
}
