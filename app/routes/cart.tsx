import { randomBytes } from "node:crypto";
import { data } from "react-router";
import { CartPage } from "~/orders/cart-page";
import { commissionedPiece, cookieCartAction, cookieCartCookie, cookieCartLines, readCartForm, readCookieCart } from "~/cart/cookie-cart.server";
import { translator } from "~/i18n/messages.server";
import { handleOrderRequest } from "~/orders/order-request-action.server";
import { contactValues } from "~/orders/order-message";
import type { OrderRequestReply } from "~/orders/order-reply";
import type { OrderKind } from "~db/schema/orders";
import { shippingDestinations } from "~shared/settings-values";
import { metaShop, pageMeta } from "~/seo/meta";
import type { Route } from "./+types/cart";

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = translator(context.language);
  const query = new URL(request.url).searchParams;
  return {
    title: query.has("commission") ? t("order.commissionTitle") : t("cartPage.title"),
    description: t("cartPage.description"),
    // Without SMTP the shop sends no e-mail, and the page offers none (docs/product/cart-and-orders.md#e-mails-to-shoppers).
    shopMails: Boolean(context.config.smtpUrl),
    // Without scripts the cart is the cookie's (docs/product/cart-and-orders.md#cart-without-scripts).
    cookieCart: await cookieCartLines(context, readCookieCart(request)),
    // "Make me one like this" without scripts (docs/product/cart-and-orders.md#commissions).
    commission: query.has("commission") ? { piece: await commissionedPiece(context, query.get("commission"), query.get("color")) } : null,
    idempotencyKey: randomBytes(16).toString("hex"),
  };
}

/**
 * The cart's forms without scripts: add and remove change the cookie; the order is stored by the
 * same code as the order dialog's (POST /order-requests), and a stored one empties the cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readCartForm(request, context);
  if (!form) return data({ refusal: "common.requestUnreadable" }, 400);
  const cartReply = await cookieCartAction(request, form, context);
  if (cartReply) return cartReply;
  const response = await handleOrderRequest(form, context);
  const reply = (await response.json()) as OrderRequestReply;
  const kind: OrderKind = form.get("kind") === "commission" ? "commission" : "order";
  // A commission asks for a piece anew: the cart's pieces stay for their own request.
  const headers: HeadersInit = reply.status === "stored" && kind === "order" ? { "Set-Cookie": cookieCartCookie([], context) } : {};
  const destination = shippingDestinations.find((served) => served === form.get("destination")) ?? null;
  return data({ kind, order: reply, contact: contactValues(form), destination }, { status: response.status, headers });
}

/** The cart is the shopper's own: not for search engines (robots.txt says so too). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shop = metaShop(matches);
  if (!loaderData || !shop) return [];
  return pageMeta({
    ...shop,
    title: loaderData.title,
    description: loaderData.description,
    path: "/cart",
    noIndex: true,
  });
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CartPage
      shopMails={loaderData.shopMails}
      withoutScripts={{
        lines: loaderData.cookieCart,
        commission: loaderData.commission,
        idempotencyKey: loaderData.idempotencyKey,
        posted: actionData,
      }}
    />
  );
}
