import { useEffect, useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { Toaster } from "sonner";
import type { Route } from "./+types/root";
import "./app.css";
import { createPageI18n } from "./i18n/i18n";
import { languageCookieName } from "./i18n/languages";
import { messages } from "./i18n/messages.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { language, config } = context;
  return {
    language,
    messages: messages[language],
    shop: {
      name: config.shopName,
      email: config.shopEmail,
      instagramUrl: config.instagramUrl,
      publicUrl: config.publicUrl,
    },
  };
}

/** The texts change only with the language; skip re-sending them on ordinary navigations. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.searchParams.get("lng") !== nextUrl.searchParams.get("lng") && nextUrl.searchParams.has("lng");
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("The root loader has not run");
  return data;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.language ?? "it";
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
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
  const i18n = useMemo(() => createPageI18n(language, loaderData.messages), [language, loaderData.messages]);
  useEffect(() => {
    try {
      localStorage.setItem(languageCookieName, language);
    } catch {
      // Storage may be unavailable (private mode); the cookie still remembers the choice.
    }
  }, [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <Outlet />
      <Toaster position="bottom-right" visibleToasts={3} duration={4000} />
    </I18nextProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-heading text-3xl">{status === 404 ? "404" : "Error"}</h1>
      <p className="mt-4">
        <a href="/">⟵ /</a>
      </p>
    </main>
  );
}
