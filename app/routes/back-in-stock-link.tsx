import { data } from "react-router";
import { translator } from "~/i18n/messages.server";
import { isSameOriginRequest } from "~/request-protection/same-origin.server";
import { readForm, smallFormBytes } from "~/request-protection/request-body.server";
import { metaShop, pageMeta } from "~/seo/meta";
import { StockAlertLinkPage } from "~/stock-alerts/stock-alert-pages";
import { wakeStockAlertWorkers } from "~/stock-alerts/outbox.server";
import { confirmWish, unsubscribeWish } from "~/stock-alerts/wishes.server";
import type { Route } from "./+types/back-in-stock-link";

/*
 * /back-in-stock/confirm/{secret} and /back-in-stock/unsubscribe/{secret}
 * (docs/product/back-in-stock.md#confirming, #mails): the page shows a button; its POST, or a mail
 * program's one-click POST (RFC 8058), confirms or deletes the wish. Never kept, never indexed.
 */

const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "same-origin" };

const kindOf = (param: string | undefined) => (param === "confirm" || param === "unsubscribe" ? param : null);

export function loader({ params, context }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  if (!kind) throw data(null, { status: 404, headers: privateHeaders });
  const t = translator(context.language);
  const title = t(kind === "confirm" ? "stockAlert.confirmTitle" : "stockAlert.unsubscribeTitle");
  return data({ kind, title }, { headers: privateHeaders });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const kind = kindOf(params.kind);
  if (!kind) throw data(null, { status: 404, headers: privateHeaders });
  if (!isSameOriginRequest(request, context.config)) throw data(null, { status: 403, headers: privateHeaders });
  await readForm(request, context, { maxBytes: smallFormBytes });
  const done = kind === "confirm" ? await confirmWish(context.db, params.token) : await unsubscribeWish(context.db, params.token);
  // A piece back already by the confirmation has its mail written: sent now rather than at the next round.
  if (done && kind === "confirm") wakeStockAlertWorkers();
  return data({ done }, { status: done ? 200 : 404, headers: privateHeaders });
}

export const headers = () => privateHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shop = metaShop(matches);
  if (!loaderData || !shop) return [];
  return pageMeta({ ...shop, title: loaderData.title, description: loaderData.title, path: "/back-in-stock", noIndex: true });
}

export default function BackInStockLink({ loaderData, actionData }: Route.ComponentProps) {
  return <StockAlertLinkPage kind={loaderData.kind === "unsubscribe" ? "unsubscribe" : "confirm"} done={actionData?.done} />;
}
