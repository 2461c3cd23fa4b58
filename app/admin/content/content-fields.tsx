import { getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Switch, Tabs } from "radix-ui";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { languageNames } from "~/i18n/languages";
import { languages, type Language } from "~shared/languages";
import { slugify } from "~/lib/slug";
import { cn } from "~/lib/utils";
import { inputClass } from "../form-field";

const typedValue = (event: FormEvent) => (event.target as HTMLInputElement).value;

/**
 * docs/product/content-rules.md#slugs: while the slug box is empty, typing the English name (an article's English title) fills
 * it with the slug the server would make; typing in the slug box stops that until it is emptied
 * again. `slugBox` and `englishNameBox` go on elements around those two boxes.
 */
export function useSlugFromName(form: FormMetadata<Record<string, string | undefined>, string[]>, slugName: string, stored: string | undefined) {
  const [follows, setFollows] = useState(!stored);
  return {
    slugBox: { onInput: (event: FormEvent) => setFollows(typedValue(event) === "") },
    englishNameBox: {
      onInput: (event: FormEvent) => {
        if (follows) form.update({ name: slugName, value: slugify(typedValue(event)) });
      },
    },
  };
}

/**
 * English, Français, Italiano tabs of a content form. Every panel stays in the form (hidden when
 * not chosen), so all languages are posted; a tab whose fields hold an error is marked and shown.
 */
export function LanguageTabs({
  invalid,
  children,
}: {
  invalid: Language[];
  children: (language: Language) => ReactNode;
}) {
  const { t } = useTranslation();
  const order: Language[] = ["en", "fr", "it"];
  const [current, setCurrent] = useState<Language>("en");
  const firstInvalid = order.find((language) => invalid.includes(language));
  // A newly refused language is shown at once (state adjusted while rendering, not in an effect).
  const [shownError, setShownError] = useState(firstInvalid);
  if (firstInvalid !== shownError) {
    setShownError(firstInvalid);
    if (firstInvalid) setCurrent(firstInvalid);
  }
  return (
    <Tabs.Root value={current} onValueChange={(value) => setCurrent(value as Language)} className="flex flex-col gap-3">
      <Tabs.List aria-label={t("admin.content.translations")} className="flex gap-1 rounded-lg bg-tint p-1">
        {order.map((language) => (
          <Tabs.Trigger
            key={language}
            value={language}
            className="flex-1 cursor-pointer rounded-md px-3 py-2 text-sm text-muted focus-visible:outline-2 focus-visible:outline-accent data-[state=active]:bg-surface data-[state=active]:font-medium data-[state=active]:text-ink data-[state=active]:shadow-sm"
          >
            {languageNames[language]}
            {invalid.includes(language) ? (
              <span className="ml-1 text-danger" aria-hidden>
                •
              </span>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {languages.map((language) => (
        <Tabs.Content
          key={language}
          value={language}
          forceMount
          className="flex flex-col gap-4 data-[state=inactive]:hidden"
        >
          {children(language)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** An on/off switch posted as `name=on` when on. */
export function SwitchField({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch.Root
        id={id}
        name={name}
        defaultChecked={defaultChecked}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-ink/20 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent data-[state=checked]:bg-accent"
      >
        <Switch.Thumb className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5" />
      </Switch.Root>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
    </div>
  );
}

/** A field's error, in the page's language (the schemas carry translation keys). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  return error ? (
    <p id={id} className="text-sm text-danger">
      {t(error)}
    </p>
  ) : null;
}

export function TextAreaField({
  meta,
  label,
  hint,
  rows = 3,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  rows?: number;
}) {
  const hintId = `${meta.id}-hint`;
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      <textarea key={key} {...props} rows={rows} className={cn(inputClass, "h-auto py-2 md:h-auto")} />
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} error={meta.errors?.[0]} />
    </div>
  );
}

/** A native select: the most keyboard- and phone-friendly choice of one from a short list. */
export function SelectField({
  name,
  label,
  defaultValue,
  options,
}: {
  name: string;
  label: string;
  defaultValue: string;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
