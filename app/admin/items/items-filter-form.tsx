import { FilterSelect, FilterText, ListFilterForm } from "~/components/back-office/list-filter-form";
import { useTranslation } from "~/i18n/react";
import { itemFilterCount, itemsHref, noItemFilters, itemStockLevels, itemVisibilities, type ItemsQuery } from "./item-filters";
import type { CategoryOption } from "./item-form";

/** docs/product/back-office.md#list-filters: the items list's search by name, visibility, category and stock. */
export function ItemsFilterForm({ query, categories }: { query: Omit<ItemsQuery, "page">; categories: CategoryOption[] }) {
  const { t } = useTranslation();
  return (
    <ListFilterForm
      action="/admin/items"
      activeCount={itemFilterCount(query)}
      clearHref={itemsHref(noItemFilters)}
    >
      <FilterText
        name="q"
        type="search"
        label={t("admin.listFilters.items.search")}
        hint={t("admin.listFilters.items.searchHint")}
        defaultValue={query.search}
      />
      <FilterSelect
        name="status"
        label={t("admin.listFilters.items.status")}
        value={query.status}
        choices={itemVisibilities.map((value) => ({ value, label: t(`admin.listFilters.items.${value}`) }))}
      />
      <FilterSelect
        name="category"
        label={t("admin.listFilters.items.category")}
        value={query.category}
        choices={categories.map(({ slug, name }) => ({ value: slug, label: name }))}
      />
      <FilterSelect
        name="stock"
        label={t("admin.listFilters.items.stock")}
        value={query.stock}
        choices={itemStockLevels.map((value) => ({ value, label: t(`admin.listFilters.items.${value}`) }))}
      />
    </ListFilterForm>
  );
}
