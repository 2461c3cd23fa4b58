import { redirect } from "react-router";
import { translator } from "~/i18n/messages.server";
import { readShopForm, withdrawalLinkFromPublicPage, type WithdrawalLinkReply } from "~/orders/conversation/request-action.server";
import { WithdrawalLinkPage } from "~/orders/conversation/withdrawal-link-page";
import { isSameOriginRequest } from "~/request-protection/same-origin.server";
import { metaShop, pageMeta } from "~/seo/meta";
import type { Route } from "./+types/withdrawal";

/*
 * /withdrawal (docs/product/cart-and-orders.md#withdrawal-function): the way to the withdrawal
 * function for a shopper without the link to their request. A plain form; the answer is a redirect
 * back here saying what happened, the same whether or not the request exists.
 */

const noStore = { "Cache-Control": "no-store" };

export function loader({ context }: Route.LoaderArgs) {
  const t = translator(context.language);
  return { title: t("withdrawal.public.title"), description: t("withdrawal.public.intro"), shopMails: Boolean(context.config.smtpUrl) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const reading = isSameOriginRequest(request, context.config) ? await readShopForm(request, context, "withdrawalLink") : null;
  const reply: WithdrawalLinkReply | { status: "failed" } =
    reading && "form" in reading ? (await withdrawalLinkFromPublicPage(reading.form, context)).reply : { status: "failed" };
  return redirect(`/withdrawal?sent=${reply.status}&lng=${context.language}`, { status: 303, headers: noStore });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shop = metaShop(matches);
  if (!loaderData || !shop) return [];
  return pageMeta({ ...shop, title: loaderData.title, description: loaderData.description, path: "/withdrawal", noIndex: true });
}

export default function Withdrawal({ loaderData }: Route.ComponentProps) {
  return <WithdrawalLinkPage shopMails={loaderData.shopMails} />;
}
