import { ChevronDown, Search } from "lucide-react";
import { useId, type FormEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { inputClass } from "~/components/forms/field";
import { ChoiceOptions, NativeSelect } from "~/components/forms/native-select";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/utils";

const labelClass = "text-sm font-medium text-ink";

/**
 * docs/product/back-office.md#list-filters: a back-office list's search and filters, a plain GET form
 * (it works before scripts, and its answer is an address a reload or a link keeps). Folded away on
 * a phone until opened, open while a filter is on; the summary says how many are.
 */
export function ListFilterForm({
  action,
  activeCount,
  clearHref,
  hidden,
  children,
}: {
  action: string;
  activeCount: number;
  clearHref: string;
  /** Filters the form does not show but keeps (the orders' status, chosen by its links). */
  hidden?: Record<string, string | undefined>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // The boxes start from the address: a new address (Clear filters, a status link) starts them again.
  const { search } = useLocation();
  const navigate = useNavigate();
  // With scripts, the address leaves out the boxes left empty; without, the browser sends them all.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim()) params.set(name, value.trim());
    }
    const query = params.toString();
    void navigate(query ? `${action}?${query}` : action);
  }
  return (
    <details open={activeCount > 0} className="group rounded-xl border border-border bg-surface">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
        <Search aria-hidden className="size-4 text-muted" />
        {t("admin.listFilters.title")}
        {activeCount > 0 ? (
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs text-accent-ink">
            {t("admin.listFilters.active", { count: activeCount })}
          </span>
        ) : null}
        <ChevronDown aria-hidden className="ml-auto size-4 text-muted transition-transform group-open:rotate-180" />
      </summary>
      <form key={search} method="get" action={action} role="search" onSubmit={onSubmit} className="grid gap-4 border-t border-border p-4 md:grid-cols-2 lg:grid-cols-4 lg:items-start">
        {Object.entries(hidden ?? {}).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        {children}
        <div className="flex flex-wrap items-center gap-3 md:col-span-2 lg:col-span-4">
          <Button type="submit">{t("admin.listFilters.apply")}</Button>
          {activeCount > 0 ? (
            <Link to={clearHref} className="text-sm text-accent-ink underline underline-offset-4">
              {t("admin.listFilters.clear")}
            </Link>
          ) : null}
        </div>
      </form>
    </details>
  );
}

/** A text box of the filter form, labelled, with an optional hint or message read with it. */
export function FilterText({
  name,
  label,
  defaultValue,
  type = "text",
  placeholder,
  hint,
  error,
  className,
}: {
  name: string;
  label: string;
  defaultValue: string;
  type?: "text" | "search";
  placeholder?: string;
  hint?: string;
  error?: string;
  className?: string;
}) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={100}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        className={inputClass}
      />
      {note ? (
        <p id={`${id}-note`} className={cn("text-sm", error ? "text-danger" : "text-muted")}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** A select of the filter form whose first choice, "Any", filters nothing. */
export function FilterSelect({
  name,
  label,
  value,
  choices,
}: {
  name: string;
  label: string;
  value: string | undefined;
  choices: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <NativeSelect id={id} name={name} defaultValue={value ?? ""}>
        <ChoiceOptions allLabel={t("admin.listFilters.any")} choices={choices} />
      </NativeSelect>
    </div>
  );
}
