import { data, redirect } from "react-router";
import { translator } from "~/i18n/messages.server";
import {
  findByToken,
  readConversation,
} from "~/orders/conversation/conversation.server";
import { isSameOriginRequest } from "~/request-protection/same-origin.server";
import { answerFromPage, readShopForm, withdrawFromPage, type AnswerReply, type WithdrawReply } from "~/orders/conversation/request-action.server";
import { deliveredAt, withdrawalState, withdrawnPieces } from "~/orders/conversation/withdrawal-period";
import { RequestPage } from "~/orders/conversation/request-page";
import { preContractSummary } from "~/orders/conversation/pre-contract-summary";
import type { Conversation, ShopperRequest } from "~/orders/conversation/conversation.server";
import { policyPath } from "~/shop/policy-kinds";
import { sellerDisplayName } from "~/shop/shop-settings";
import { shippingLines } from "~/shop/shipping-text";
import { longestLeadTime } from "~/shop/shipping-terms";
import { deliveryFromPage, messageFromPage, type ShopperFormReply } from "~/orders/conversation/shopper-writes-action.server";
import { countryOptions, servedCountries } from "~/orders/conversation/delivery-choice";
import { servedDestinations } from "~/shop/shipping-terms";
import { shippingDestinations } from "~shared/settings-values";
import { metaShop } from "~/seo/meta";
import { shownShopSettings } from "~/shop/shop-settings.server";
import type { ShopSettings } from "~/shop/shop-settings";
import { readPolicy } from "~/policies/policies.server";
import type { Language } from "~shared/languages";
import type { Route } from "./+types/request";

/*
 * /request/{token} (docs/decisions/0035): the shopper's own page of a request. The token is its only
 * key: the page is never kept (app/server/page-cache.server.ts keeps only the public pages), never
 * indexed (noindex here, Disallow in robots.txt), and a wrong token is the same 404 as any other.
 */

// No "no-referrer" here: the browser would then send "Origin: null" with the page's forms, and
// React Router refuses a form post whose origin is not the page's own.
const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const found = await findByToken(context.db, params.token ?? "");
  if (!found) throw data(null, { status: 404, headers: privateHeaders });
  const settings = await shownShopSettings(context);
  const { timeZone } = settings;
  const conversation = await readConversation(context.db, found.id, timeZone);
  const t = translator(context.language);
  const withdrawal = withdrawalState(found.request, conversation.quote, deliveredAt(conversation.history), settings);
  return data(
    {
      request: found.request,
      conversation,
      withdrawal,
      // The function's second step (docs/product/cart-and-orders.md#withdrawal-function): a plain
      // link leads to it, so it needs no script.
      confirmingWithdrawal: withdrawal.kind === "open" && new URL(request.url).searchParams.has("withdraw"),
      withdrawnPieces: withdrawnPieces(found.request, conversation.quote),
      summary: summaryBeforeOrder(found.request, conversation.quote, settings, context.language),
      title: t("request.title", { reference: found.request.reference }),
      deliveryCountries: countryOptions(servedCountries(servedZones(settings)), context.language),
      // Without SMTP the page is the only way the shop's answers reach the shopper.
      shopMails: Boolean(context.config.smtpUrl),
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // A form from another site, or one past the form bounds, is refused unread.
  const refused = (status: number) => data<AnswerReply | WithdrawReply>({ status: "refused", problem: "failed" }, { status, headers: privateHeaders });
  if (!isSameOriginRequest(request, context.config)) return refused(403);
  const reading = await readShopForm(request, context, "answer");
  if ("refusal" in reading) return refused(reading.refusal.status);
  const token = params.token ?? "";
  const intent = reading.form.get("intent");
  if (intent === "message" || intent === "delivery") {
    const outcome =
      intent === "message"
        ? await messageFromPage(reading.form, context, token)
        : await deliveryFromPage(reading.form, context, token, servedZones(await shownShopSettings(context)));
    if (outcome === "notFound") throw data(null, { status: 404, headers: privateHeaders });
    // Post, then redirect to what was stored: a reload sends nothing again.
    if (outcome.stored) throw redirect(`/request/${token}?lng=${context.language}#${intent === "message" ? "messages" : "delivery"}`, { headers: privateHeaders });
    return data<AnswerReply | WithdrawReply | ShopperFormReply>(outcome.reply, { status: outcome.status, headers: privateHeaders });
  }
  if (reading.form.get("intent") === "withdraw") {
    const { reply, status } = await withdrawFromPage(reading.form, context, token);
    if (status === 404) throw data(null, { status: 404, headers: privateHeaders });
    // Post, then redirect to the page that shows the withdrawal: a reload sends nothing again.
    if (reply.status === "withdrawn") throw redirect(`/request/${token}?lng=${context.language}#withdrawal`, { headers: privateHeaders });
    return data<AnswerReply | WithdrawReply>(reply, { status, headers: privateHeaders });
  }
  // The confirmation of an accepted quote carries the terms as the terms page shows them.
  const terms = async (language: Language, settings: ShopSettings) => (await readPolicy(context.db, "terms", language, settings)).html;
  const { reply, status } = await answerFromPage(reading.form, context, token, terms);
  if (status === 404) throw data(null, { status: 404, headers: privateHeaders });
  return data<AnswerReply | WithdrawReply>(reply, { status, headers: privateHeaders });
}

/** The shipping zones the shop serves, where a delivery address may be (docs/product/cart-and-orders.md#delivery-choice). */
const servedZones = (settings: Pick<ShopSettings, "shipping">) =>
  // No shipping stated yet limits nothing, as on the order form.
  settings.shipping ? servedDestinations(settings.shipping).map(({ destination }) => destination) : [...shippingDestinations];

/**
 * The pre-contractual summary shown before "Order with obligation to pay" while the quote can be
 * accepted (docs/product/cart-and-orders.md#pre-contract-summary), in the page's language.
 */
function summaryBeforeOrder(request: ShopperRequest, quote: Conversation["quote"], settings: ShopSettings, language: Language) {
  if (!quote || quote.state !== "sent" || quote.expired || request.status !== "quoted") return null;
  const t = translator(language);
  const leadTimeDays = longestLeadTime(request.lines);
  return preContractSummary(t, {
    language,
    kind: request.kind,
    quote,
    sellerName: sellerDisplayName(settings.seller),
    seller: settings.seller,
    orderEmail: settings.orderEmail,
    returns: settings.returns,
    handlingDays: settings.shipping?.handlingDays ?? 0,
    leadTimeDays,
    deliveryTimes: settings.shipping ? shippingLines(t, language, settings.shipping, leadTimeDays) : [],
    delivery: request.delivery?.method === "collection" ? { method: "collection" } : null,
    termsHref: policyPath("terms"),
  });
}

export function headers() {
  return privateHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shop = metaShop(matches);
  const title = loaderData?.title ?? "";
  return [
    { title: shop ? `${title} · ${shop.shopName}` : title },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function Request({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <RequestPage
      request={loaderData.request}
      conversation={loaderData.conversation}
      shopMails={loaderData.shopMails}
      withdrawal={loaderData.withdrawal}
      confirmingWithdrawal={loaderData.confirmingWithdrawal}
      withdrawnPieces={loaderData.withdrawnPieces}
      summary={loaderData.summary}
      answer={actionData && "status" in actionData ? actionData : undefined}
      shopperForm={actionData && "intent" in actionData ? actionData : undefined}
      deliveryCountries={loaderData.deliveryCountries}
    />
  );
}
