import { CartPage } from "~/cart/cart-page";
import { translator } from "~/i18n/messages.server";
import { metaShop, pageMeta } from "~/seo/meta";
import type { Route } from "./+types/cart";

export function loader({ context }: Route.LoaderArgs) {
  const t = translator(context.language);
  // Without SMTP the shop sends no e-mail, and the page offers none (docs/product/cart-and-orders.md#e-mails-to-shoppers).
  return { title: t("cartPage.title"), description: t("cartPage.description"), shopMails: Boolean(context.config.smtpUrl) };
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

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage shopMails={loaderData.shopMails} />;
}
