import "./no-eval";
import { useEffect, useMemo } from "react";
import { I18nProvider } from "./i18n/react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { Toaster } from "./components/ui/toast";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import frauncesLatin from "./fonts/fraunces-latin-wght-normal.woff2?url";
import interLatin from "./fonts/inter-latin-wght-normal.woff2?url";
import { CartProvider } from "./cart/cart-provider";
import { buttonVariants } from "./components/ui/button";
import { createPageI18n } from "./i18n/i18n";
import { languageCookieName } from "./i18n/languages";
import { textsUrl, translator } from "./i18n/messages.server";
import { heldPreloadAsAttribute, heldPreloadRel, hydratedAttribute } from "./lib/after-first-paint";
import { refusedFormMessage } from "./lib/form-refusal";
import { backOfficeTextsIn, loadTexts, textsIfKnown, textsLinkId, textsOf } from "./i18n/texts-files";
import { shownShopSettings } from "./shop/shop-settings.server";
import { sellerDisplayName, vatNote } from "./shop/shop-settings";
import { missingSellerItems } from "./lib/seller-identity";
import { sellerNumbers } from "./lib/seller-numbers";
import { footerWords } from "./settings/shop-words";

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet at the top of <head>, before the fonts and the
  // modules' preloads: it blocks the first paint, so it must not wait behind them for a connection.
  { rel: "stylesheet", href: appStylesheet, precedence: "high" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Both font files are needed for the first paint: fetch them with the page, not after the CSS.
  ...[interLatin, frauncesLatin].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
];

export async function loader({ context }: Route.LoaderArgs) {
  const { language, config } = context;
  // Every page shows the shop's name and e-mail: a change of them moves the content version on,
  // so no kept page shows the old ones (migration 0006).
  const settings = await shownShopSettings(context);
  return {
    language,
    textsUrl: textsUrl("shop", language),
    shop: {
      name: settings.shopName,
      email: settings.orderEmail,
      instagramUrl: settings.instagramUrl,
      publicUrl: config.publicUrl,
      // Shown on product pages, in the cart and the order text, and in the structured data.
      shipping: settings.shipping,
      returns: settings.returns,
      // The footer names the seller; prices say how VAT applies (docs/decisions/0037).
      seller: settings.seller
        ? {
            name: sellerDisplayName(settings.seller),
            address: settings.seller.address,
            numbers: sellerNumbers(settings.seller, translator(language)),
          }
        : null,
      // Order requests wait until the seller is named in full (docs/product/cart-and-orders.md#seller-identity).
      acceptsOrders: missingSellerItems(settings.seller).length === 0,
      // Every date and time is shown in it, on the server and in the browser alike (docs/decisions/0055).
      timeZone: settings.timeZone,
      vatNote: vatNote(settings.seller, translator(language)("policies.vatIncluded")),
      // The footer's tagline and text: the owner's words, else the shop's (docs/product/storefront.md#shop-words).
      footer: footerWords(settings.shopWords, language, translator(language)),
    },
  };
}

/** A switch of language in the browser: the new language's texts are fetched before it renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadTexts("shop", data.language, data.textsUrl);
  return data;
}

/**
 * The root's data changes only with the language or a write (the Settings page's); skip asking
 * for it on ordinary navigations.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.searchParams.get("lng") !== nextUrl.searchParams.get("lng") && nextUrl.searchParams.has("lng");
}

/** The address of a texts file the page was rendered with, fetched with the page's scripts (entry.client.tsx). */
function TextsLink({ id, href }: { id: string; href: string }) {
  return <link id={id} rel={heldPreloadRel} {...{ [heldPreloadAsAttribute]: "fetch" }} crossOrigin="anonymous" href={href} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.language ?? "it";
  // The back office's pages and the sign-in page name their texts in their data (docs/decisions/0046).
  const backOfficeTexts = backOfficeTextsIn(useMatches());
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {data ? <TextsLink id={textsLinkId.shop} href={data.textsUrl} /> : null}
        {backOfficeTexts ? <TextsLink id={textsLinkId["back-office"]} href={backOfficeTexts.url} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { language } = loaderData;
  const i18n = useMemo(() => createPageI18n(language, textsOf("shop", language)), [language]);
  useEffect(() => {
    // The page's scripts have taken over (they start after the first paint, docs/decisions/0020).
    document.documentElement.setAttribute(hydratedAttribute, "");
  }, []);
  useEffect(() => {
    try {
      localStorage.setItem(languageCookieName, language);
    } catch {
      // Storage may be unavailable (private mode); the cookie still remembers the choice.
    }
  }, [language]);
  return (
    <I18nProvider i18n={i18n}>
      <CartProvider>
        <Outlet />
      </CartProvider>
      <Toaster />
    </I18nProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Outside the app's providers: the texts are those of the root's language. Without the root's
  // data (the root itself failed, or an action refused its form, after which no loader runs) the
  // page keeps to the status, or the refusal's own message, and a link home, which need no words.
  const data = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const texts = data ? textsIfKnown("shop", data.language) : undefined;
  // A form refused unread (too large, too many fields) says so in the visitor's language, not "something went wrong".
  const refusal = refusedFormMessage(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-24 text-center">
      {data ? <p className="font-heading text-xl text-accent">{data.shop.name}</p> : null}
      <h1 className="mt-4 text-3xl md:text-4xl">
        {texts ? (status === 404 ? texts.notFound.title : texts.common.error) : (refusal ?? status)}
      </h1>
      {texts ? (
        <p className="mt-4 max-w-md text-lg text-muted">
          {status === 404 ? texts.notFound.text : (refusal ?? texts.common.errorText)}
        </p>
      ) : null}
      <a href="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
        {texts ? texts.notFound.backHome : "⟵ /"}
      </a>
    </main>
  );
}
