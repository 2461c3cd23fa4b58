import { useTranslation } from "~/i18n/react";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { textsIfKnown } from "~/i18n/texts-files";
import type { RootData } from "~/root-data";
import { withoutPrivateToken } from "~/request-protection/private-links";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  context.log.warn({ path: withoutPrivateToken(new URL(request.url).pathname) }, "page not found");
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!root) return [];
  const title = textsIfKnown("shop", root.language)?.notFound.title;
  return [{ title: title ? `${title} · ${root.shop.name}` : root.shop.name }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="container-page flex flex-col items-center py-20 text-center md:py-28">
      <p className="font-heading text-6xl font-light text-accent md:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl md:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{t("notFound.text")}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">{t("notFound.backHome")}</Link>
      </Button>
    </div>
  );
}
