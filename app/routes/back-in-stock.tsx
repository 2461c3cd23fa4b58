import { data } from "react-router";
import { translator } from "~/i18n/messages.server";
import { isSameOriginRequest } from "~/request-protection/same-origin.server";
import { readForm, smallFormBytes } from "~/request-protection/request-body.server";
import { metaShop, pageMeta } from "~/seo/meta";
import { handleStockAlertForm, stockAlertClientKey } from "~/stock-alerts/stock-alert-action.server";
import { StockAlertAnswerPage } from "~/stock-alerts/stock-alert-pages";
import type { StockAlertAnswer } from "~/stock-alerts/stock-alert-rules";
import type { Route } from "./+types/back-in-stock";

/*
 * /back-in-stock (docs/product/back-in-stock.md#the-form): the product page's "Tell me when it's
 * back" posts here and is answered by this page, in the shopper's language, scripts or not.
 */

const noStore = { "Cache-Control": "private, no-store" };

export function loader({ context }: Route.LoaderArgs) {
  const t = translator(context.language);
  return data({ title: t("stockAlert.title"), description: t("stockAlert.intro") }, { headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, context.config)) {
    return data<StockAlertAnswer>({ outcome: "failed", back: null }, { status: 403, headers: noStore });
  }
  const form = await readForm(request, context, { maxBytes: smallFormBytes, countAs: [stockAlertClientKey(context.clientAddress)] });
  const { status, answer, retryAfterSeconds } = await handleStockAlertForm(form, context);
  return data(answer, { status, headers: { ...noStore, ...(retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : {}) } });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shop = metaShop(matches);
  if (!loaderData || !shop) return [];
  return pageMeta({ ...shop, title: loaderData.title, description: loaderData.description, path: "/back-in-stock", noIndex: true });
}

export default function BackInStock({ actionData }: Route.ComponentProps) {
  return <StockAlertAnswerPage answer={actionData} />;
}
