import { data, Link } from "react-router";
import { ArticleBody } from "~/blog/article-body";
import { buttonVariants } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { translator } from "~/i18n/messages.server";
import { useShopTime } from "~/lib/use-shop-time";
import { isPolicyKind, policyPath } from "~/shop/policy-kinds";
import { readPolicy } from "~/policies/policies.server";
import type { RootData } from "~/root-data";
import { metaShop, pageMeta } from "~/seo/meta";
import { shownShopSettings } from "~/shop/shop-settings.server";
import type { Route } from "./+types/policy";
import NotFound from "./not-found";

/** A policy page (docs/decisions/0037): the owner's text, else the template filled from the settings. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isPolicyKind(params.kind)) {
    context.log.warn({ path: `/policies/${params.kind}` }, "page not found");
    return data({ policy: null, title: "", description: "" }, { status: 404 });
  }
  const settings = await shownShopSettings(context);
  const { kind } = params;
  const policy = await context.contentReads.read(`policy ${kind} ${context.language}`, () => readPolicy(context.db, kind, context.language, settings));
  const t = translator(context.language);
  const title = t(`policies.title.${params.kind}`);
  return { policy, title, description: t("policies.metaDescription", { title, shop: settings.shopName }) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shop = metaShop(matches);
  if (!loaderData?.policy || !shop) {
    const root = matches[0]?.loaderData as RootData | undefined;
    return root ? [{ title: root.shop.name }, { name: "robots", content: "noindex" }] : [];
  }
  return pageMeta({ ...shop, title: loaderData.title, description: loaderData.description, path: policyPath(loaderData.policy.kind) });
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  const { language, t } = useTranslation();
  const { date } = useShopTime();
  const { policy, title } = loaderData;
  if (!policy) return <NotFound />;
  return (
    <article className="container-page max-w-3xl py-10 md:py-16">
      <h1 className="text-4xl leading-tight md:text-5xl">{title}</h1>
      <p className="mt-3 text-sm text-muted">
        {t("policies.lastUpdated", { date: date(policy.updatedAt) })}
      </p>
      <div className="mt-8 [&_mark]:rounded [&_mark]:bg-accent-soft [&_mark]:px-1 [&_mark]:text-ink">
        {/* A legal page's quotes are boxed texts the law asks for (the French guarantees' box, LEGAL.md §7). */}
        <ArticleBody html={policy.html} language={language} quotes="box" />
      </div>
      {policy.kind === "withdrawal" ? (
        // The withdrawal function's public way in (docs/product/cart-and-orders.md#withdrawal-function).
        <p className="mt-8">
          <Link to="/withdrawal" className={buttonVariants({ variant: "secondary" })}>
            {t("withdrawal.public.footer")}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
