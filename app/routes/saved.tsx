import { data } from "react-router";
import { translator } from "~/i18n/messages.server";
import { SavedPage } from "~/saved/saved-page";
import { readSavedIds, savedAction, savedPieces } from "~/saved/saved.server";
import { metaShop, pageMeta } from "~/seo/meta";
import type { Route } from "./+types/saved";

/*
 * /saved (docs/product/storefront.md#saved-pieces): the shopper's own list, read from their
 * cookie, so never kept and never indexed; the hearts post here before scripts start.
 */

const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = translator(context.language);
  const pieces = await savedPieces(context, readSavedIds(request));
  return data({ title: t("saved.title"), description: t("saved.description"), pieces }, { headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  return (await savedAction(request, context)) ?? data({ refused: true }, { status: 400, headers: noStore });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shop = metaShop(matches);
  if (!loaderData || !shop) return [];
  return pageMeta({ ...shop, title: loaderData.title, description: loaderData.description, path: "/saved", noIndex: true });
}

export default function Saved({ loaderData }: Route.ComponentProps) {
  return <SavedPage pieces={loaderData.pieces} />;
}
