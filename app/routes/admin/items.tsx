import { requireAdmin, requireAdminForm } from "~/auth/admin-rule.server";
import { itemsQuery } from "~/admin/items/item-filters";
import { itemsAction } from "~/admin/items/items-action.server";
import { ItemsPage } from "~/admin/items/items-page";
import { activeCategoryOptions, listAdminItems } from "~/admin/items/items.server";
import { itemPriceRecords } from "~/admin/items/item-sales.server";
import { adminMeta } from "~/admin/meta";
import type { Route } from "./+types/items";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.nav.items);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const { db, language, contentReads } = args.context;
  const searchParams = new URL(args.request.url).searchParams;
  const { page: askedPage, ...query } = itemsQuery(searchParams);
  const editId = searchParams.get("edit") ?? undefined;
  // Items, their colours and categories move the content version on like everything public pages
  // show, so the list is read again only after a write (docs/decisions/0045).
  const [list, categories] = await Promise.all([
    contentReads.read(`admin items ${JSON.stringify([query, askedPage, editId])}`, () =>
      listAdminItems(db, { ...query, page: askedPage }, editId),
    ),
    contentReads.read(`category options ${language}`, () => activeCategoryOptions(db, language)),
  ]);
  // docs/product/sale-prices.md: each shown item's sales and price history, for its editor.
  const shown = [...list.items, ...(list.linked ? [list.linked] : [])].map((item) => item.id);
  const priceRecords = await contentReads.read(`item price records ${shown.join(",")}`, () => itemPriceRecords(db, shown));
  return { ...list, query, categories, priceRecords };
}

export async function action(args: Route.ActionArgs) {
  return itemsAction(await requireAdminForm(args));
}

export default function AdminItems({ loaderData, actionData }: Route.ComponentProps) {
  const { items, linked, page, pageCount, query, categories, priceRecords } = loaderData;
  return (
    <ItemsPage
      items={items}
      linked={linked}
      page={page}
      pageCount={pageCount}
      query={query}
      categories={categories}
      priceRecords={priceRecords}
      actionData={actionData}
    />
  );
}
