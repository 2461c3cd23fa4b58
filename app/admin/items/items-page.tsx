import { Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Form, Link, useNavigate, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { backOfficeText } from "~/i18n/content";
import { AdminPage } from "~/components/back-office/admin-page";
import { AdminPagination } from "~/components/back-office/pagination";
import { DeleteConfirmation } from "~/components/back-office/delete-confirmation";
import { useToastNote } from "~/components/ui/use-toast-note";
import { ItemCard } from "./item-card";
import { ItemDialog } from "./item-dialog";
import { itemFilterCount, itemsHref, noItemFilters, type ItemsQuery } from "./item-filters";
import type { AdminItem, CategoryOption } from "./item-form";
import { ItemsFilterForm } from "./items-filter-form";
import type { ItemsActionData } from "./items-action.server";
import type { ItemPriceRecord } from "./item-sales.server";

type DialogState = { mode: "create" } | { mode: "edit"; id: string } | null;

/**
 * docs/product/back-office.md#items: the cards a page at a time, the create/edit dialog, delete with
 * confirmation, the demo import.
 */
export function ItemsPage({
  items,
  linked,
  page,
  pageCount,
  query,
  categories,
  priceRecords,
  actionData,
}: {
  items: AdminItem[];
  /** The item `?edit=` names when it is on another page of the list. */
  linked: AdminItem | null;
  page: number;
  pageCount: number;
  query: Omit<ItemsQuery, "page">;
  categories: CategoryOption[];
  /** Each shown item's sales and price history (docs/product/sale-prices.md). */
  priceRecords: Record<string, ItemPriceRecord>;
  actionData?: ItemsActionData;
}) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  // docs/product/storefront.md#owner-preview: a preview's way back opens the item's dialog (`?edit=`).
  const [dialog, setDialog] = useState<DialogState>(() => {
    const linked = searchParams.get("edit");
    return linked ? { mode: "edit", id: linked } : null;
  });
  useToastNote(actionData?.note);
  const filtered = itemFilterCount(query) > 0;

  const onSaved = useCallback(
    (id: string, keepOpen: boolean) => {
      // A new item is the newest, at the top of the unfiltered first page: the dialog goes on editing it there.
      if (keepOpen && (page > 1 || filtered)) navigate(itemsHref(noItemFilters), { preventScrollReset: true });
      setDialog(keepOpen ? { mode: "edit", id } : null);
    },
    [navigate, page, filtered],
  );
  // docs/product/back-office.md#duplicating-an-item: the copy is the newest item, first on the list's
  // first page where the duplicate form leads; its dialog opens at once.
  const [answered, setAnswered] = useState(actionData);
  if (actionData !== answered) {
    setAnswered(actionData);
    if (actionData?.intent === "duplicate-item" && actionData.savedId) setDialog({ mode: "edit", id: actionData.savedId });
  }
  const editing = dialog?.mode === "edit" ? [...items, ...(linked ? [linked] : [])].find((item) => item.id === dialog.id) : undefined;
  const deleting = items.find((item) => item.id === searchParams.get("delete"));
  const importing = navigation.state === "submitting" && navigation.formData?.get("intent") === "import-demo";

  return (
    <AdminPage title={t("admin.nav.items")} description={t("admin.items.intro")}>
      <div>
        <Button onClick={() => setDialog({ mode: "create" })}>
          <Plus aria-hidden />
          {t("admin.items.newItem")}
        </Button>
      </div>
      <ItemsFilterForm query={query} categories={categories} />
      {items.length === 0 && filtered ? (
        <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-8 text-center">
          <p className="text-base">{t("admin.listFilters.items.noMatch")}</p>
          <Link to={itemsHref(noItemFilters)} className="text-sm text-accent-ink underline underline-offset-4">
            {t("admin.listFilters.clear")}
          </Link>
        </section>
      ) : items.length === 0 ? (
        <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-8 text-center">
          <p className="text-base">{t("admin.items.empty")}</p>
          <p className="text-sm text-muted">{t("admin.items.importDemoHint")}</p>
          <Form method="post" action="/admin/items">
            <input type="hidden" name="intent" value="import-demo" />
            <Button type="submit" variant="secondary" disabled={importing}>
              {importing ? t("admin.items.importing") : t("admin.items.importDemo")}
            </Button>
          </Form>
        </section>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {items.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              onEdit={() => setDialog({ mode: "edit", id: item.id })}
              deleteHref={itemsHref(query, page, item.id)}
            />
          ))}
        </div>
      )}
      <AdminPagination page={page} pageCount={pageCount} hrefFor={(to) => itemsHref(query, to)} />
      {dialog && (dialog.mode === "create" || editing) ? (
        <ItemDialog
          key={dialog.mode === "edit" ? dialog.id : "create"}
          item={editing}
          categories={categories}
          priceRecord={editing ? priceRecords[editing.id] : undefined}
          onClose={() => setDialog(null)}
          onSaved={onSaved}
        />
      ) : null}
      <DeleteConfirmation
        open={deleting !== undefined}
        backHref={itemsHref(query, page)}
        title={t("admin.items.deleteTitle")}
        cancelLabel={t("admin.items.cancel")}
        confirmLabel={t("admin.items.deleteButton")}
        intent="delete-item"
        id={deleting?.id ?? ""}
      >
        {t("admin.items.confirmDelete", {
          name: deleting ? backOfficeText(deleting.nameI18n, language, deleting.slug) : "",
        })}
      </DeleteConfirmation>
    </AdminPage>
  );
}
