import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  context.log.warn({ path: new URL(request.url).pathname }, "page not found");
  return data(null, { status: 404 });
}

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-heading text-3xl">{t("notFound.title")}</h1>
      <p className="mt-4 text-muted">{t("notFound.text")}</p>
      <Link to="/" className="mt-8 inline-block underline">
        {t("notFound.backHome")}
      </Link>
    </main>
  );
}
