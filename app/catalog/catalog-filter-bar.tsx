import { RotateCcw, Search } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { whileListLoads } from "./list-loading";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldClass } from "~/components/forms/field";
import { ChoiceOptions, NativeSelect } from "~/components/forms/native-select";
import { useRootData } from "~/root-data";
import { cn } from "~/lib/utils";
import { afterThisTask } from "~/lib/after-this-task";
import {
  type CatalogFilters,
  type CatalogSort,
  type CategoryLink,
  catalogSearchParams,
  catalogSorts,
  parseCatalogFilters,
} from "./catalog-filters";
import { PriceRange, type PriceRangeValue } from "./price-range";
import type { LabelledTag } from "~/shop/tag-labels";

/** How long typing or sliding pauses before the list follows. */
const settleMs = 350;

const sortLabels = {
  relevance: "catalogPage.sortRelevance",
  "price-asc": "catalogPage.sortPriceAsc",
  "price-desc": "catalogPage.sortPriceDesc",
  "name-asc": "catalogPage.sortNameAsc",
} as const satisfies Record<CatalogSort, string>;

/**
 * A control's value while the shopper edits it, ahead of the URL. It follows the URL when the URL
 * changes for another reason (back button, reset link), but not when the URL catches up with
 * what was sent, which would undo the keystrokes typed meanwhile.
 */
function useDraft<T>(fromUrl: T, key: (value: T) => string) {
  const [draft, setDraft] = useState(fromUrl);
  const [seen, setSeen] = useState(() => key(fromUrl));
  const [sent, setSent] = useState(() => key(fromUrl));
  const urlKey = key(fromUrl);
  if (urlKey !== seen) {
    setSeen(urlKey);
    if (urlKey !== sent) {
      setSent(urlKey);
      setDraft(fromUrl);
    }
  }
  return { draft, setDraft, markSent: (value: T) => setSent(key(value)) };
}

const fieldLabel = "text-sm font-medium text-ink";

type ChoiceSelectProps = {
  id: string;
  name: string;
  label: string;
  /** The first option, the empty value: no choice made. */
  allLabel: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
};

/** A filter with one choice among a list, or all: the category and the tag. */
function ChoiceSelect({ id, name, label, allLabel, choices, value, onChange }: ChoiceSelectProps) {
  return (
    <div className="col-span-2 flex flex-col gap-1.5 md:col-span-3 lg:col-span-1">
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <NativeSelect id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        <ChoiceOptions allLabel={allLabel} choices={choices} />
      </NativeSelect>
    </div>
  );
}

type CatalogFilterBarProps = {
  filters: CatalogFilters;
  /** The price slider's ends; null hides the slider. */
  bounds: { min: number; max: number } | null;
  /** The tags of the active items, with their words in the page's language, A to Z. */
  tags: readonly LabelledTag[];
  /** The categories with active items, in the shop's order. */
  categories: readonly CategoryLink[];
};

/**
 * docs/product/storefront.md#catalog-filters. A GET form, so it works before JavaScript loads; once it has, every
 * change applies as the shopper types, picks or slides. A new search or price range adds a
 * history entry, refining it replaces that entry: the back button steps through real choices.
 */
export function CatalogFilterBar({ filters, bounds, tags, categories }: CatalogFilterBarProps) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const navigate = useNavigate();
  const id = useId();
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);

  const search = useDraft(filters.search ?? "", (value) => value.trim());
  const category = useDraft(filters.category ?? "", (value) => value);
  const tag = useDraft(filters.tag ?? "", (value) => value);
  const sort = useDraft<CatalogSort>(filters.sort, (value) => value);
  const range: PriceRangeValue | null = bounds
    ? [
        Math.max(bounds.min, Math.min(filters.minPrice ?? bounds.min, bounds.max)),
        Math.min(bounds.max, Math.max(filters.maxPrice ?? bounds.max, bounds.min)),
      ]
    : null;
  const price = useDraft(range, (value) => value?.join("-") ?? "");

  function apply(change: Partial<CatalogFilters>, replace = false) {
    clearTimeout(settle.current);
    const [low, high] = price.draft ?? [undefined, undefined];
    const next: CatalogFilters = {
      search: search.draft.trim() || undefined,
      category: category.draft || undefined,
      tag: tag.draft || undefined,
      sort: sort.draft,
      // The slider's ends mean "no limit": they stay out of the URL.
      minPrice: bounds && low !== bounds.min ? low : undefined,
      maxPrice: bounds && high !== bounds.max ? high : undefined,
      ...change,
      page: 1,
    };
    search.markSent(next.search ?? "");
    category.markSent(next.category ?? "");
    tag.markSent(next.tag ?? "");
    sort.markSent(next.sort);
    if (bounds) price.markSent([next.minPrice ?? bounds.min, next.maxPrice ?? bounds.max]);
    const query = catalogSearchParams(next).toString();
    // The list dims in the change's own task; the page's navigation follows in the next (docs/decisions/0102).
    whileListLoads(afterThisTask(() => navigate({ pathname: "/catalog", search: query ? `?${query}` : "" }, { replace, preventScrollReset: true })));
  }

  // The filters of the history entry the shopper is on, read when a change is sent rather than when
  // it is made: an earlier change may have landed meanwhile, and the next one then replaces it.
  // Read from the address bar, which React Router updates as a change lands, before the page
  // renders it.
  function later(change: Partial<CatalogFilters>, replaceIf: (current: CatalogFilters) => boolean) {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => apply(change, replaceIf(parseCatalogFilters(new URLSearchParams(window.location.search)))), settleMs);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({});
  }

  return (
    <form
      method="get"
      action="/catalog"
      role="search"
      aria-label={t("catalogPage.filters")}
      onSubmit={onSubmit}
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-2xl border border-border bg-surface p-4 md:grid-cols-6 md:gap-x-4 md:p-5 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-end"
    >
      <div className="col-span-2 flex flex-col gap-1.5 md:col-span-6 lg:col-span-1">
        <label htmlFor={`${id}-q`} className={fieldLabel}>
          {t("catalogPage.search")}
        </label>
        <div className="relative">
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={search.draft}
            placeholder={t("catalogPage.searchPlaceholder")}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            onChange={(event) => {
              search.setDraft(event.target.value);
              // A new search is a step back can return from; refining it is not.
              later({ search: event.target.value.trim() || undefined }, (current) => Boolean(current.search));
            }}
            className={cn(fieldClass, "h-11 pr-12 md:h-10 [&::-webkit-search-cancel-button]:cursor-pointer")}
          />
          <button
            type="submit"
            aria-label={t("catalogPage.search")}
            className="absolute inset-y-0 right-0 inline-flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-muted hover:text-accent"
          >
            <Search className="size-4.5" aria-hidden />
          </button>
        </div>
      </div>

      {/* On a phone the category, the tag and the sort each take the whole width, and half of it on
          a tablet: their longest options (a tag's label, "Prezzo: dal più basso") would not fit less.
          On a wide screen the search and the three selects share a row, the price and Reset the next. */}
      <ChoiceSelect
        id={`${id}-category`}
        name="category"
        label={t("catalogPage.category")}
        allLabel={t("catalogPage.allCategories")}
        choices={categories.map(({ slug, name }) => ({ value: slug, label: name }))}
        value={category.draft}
        onChange={(value) => {
          category.setDraft(value);
          apply({ category: value || undefined });
        }}
      />
      <ChoiceSelect
        id={`${id}-tag`}
        name="tag"
        label={t("catalogPage.tag")}
        allLabel={t("catalogPage.allTags")}
        choices={tags.map(({ tag, label }) => ({ value: tag, label }))}
        value={tag.draft}
        onChange={(value) => {
          tag.setDraft(value);
          apply({ tag: value || undefined });
        }}
      />

      {bounds && price.draft ? (
        <div className="col-span-2 md:col-span-3 md:row-start-3 lg:col-span-2 lg:row-start-2">
          <PriceRange
            bounds={bounds}
            value={price.draft}
            label={t("catalogPage.price")}
            labelClassName={fieldLabel}
            language={language}
            onChange={(value) => {
              price.setDraft(value);
              const [low, high] = value;
              later(
                {
                  minPrice: low !== bounds.min ? low : undefined,
                  maxPrice: high !== bounds.max ? high : undefined,
                },
                (current) => current.minPrice !== undefined || current.maxPrice !== undefined,
              );
            }}
          />
        </div>
      ) : null}

      <div className="col-span-2 row-start-4 flex flex-col gap-1.5 md:col-span-3 md:col-start-4 md:row-start-3 lg:col-span-1 lg:col-start-auto lg:row-start-auto">
        <label htmlFor={`${id}-sort`} className={fieldLabel}>
          {t("catalogPage.sort")}
        </label>
        <NativeSelect
          id={`${id}-sort`}
          name="sort"
          value={sort.draft}
          onChange={(event) => {
            const chosen = catalogSorts.find((s) => s === event.target.value) ?? "relevance";
            sort.setDraft(chosen);
            apply({ sort: chosen });
          }}
        >
          {catalogSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(sortLabels[sort])}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="col-span-2 flex items-end justify-end gap-2 md:col-span-6 md:row-start-4 lg:col-span-2 lg:row-start-2">
        {/* Without JavaScript, changes apply with this button (or Enter in the search field). */}
        <noscript>
          <Button type="submit" size="sm">
            {t("catalogPage.apply")}
          </Button>
        </noscript>
        <Button asChild variant="quiet" size="sm" className="hover:text-ink">
          <Link to="/catalog" preventScrollReset>
            <RotateCcw aria-hidden />
            {t("catalogPage.reset")}
          </Link>
        </Button>
      </div>
    </form>
  );
}
