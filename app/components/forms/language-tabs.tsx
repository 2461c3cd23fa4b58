import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { languageNames } from "~/i18n/languages";
import type { Language } from "~shared/languages";
import { cn } from "~/lib/utils";

/** docs/product/back-office.md#item-form: English, French and Italian tabs, in this order. */
const tabLanguages: Language[] = ["en", "fr", "it"];

const arrowSteps: Record<string, (at: number) => number> = {
  ArrowRight: (at) => (at + 1) % tabLanguages.length,
  ArrowLeft: (at) => (at - 1 + tabLanguages.length) % tabLanguages.length,
  Home: () => 0,
  End: () => tabLanguages.length - 1,
};

/**
 * Tabs for a form's texts per language. Every panel stays in the form (only hidden), so what was
 * typed in each language is posted. A tab whose fields hold an error is marked, and a newly refused
 * language is shown at once. Arrow keys, Home and End move between tabs.
 */
export function LanguageTabs({
  label,
  invalid,
  children,
}: {
  label: string;
  /** Languages whose panel holds an error. */
  invalid: Language[];
  children: (language: Language) => ReactNode;
}) {
  const id = useId();
  const [current, setCurrent] = useState<Language>("en");
  const firstInvalid = tabLanguages.find((language) => invalid.includes(language));
  // State adjusted while rendering, not in an effect, so the refused language shows in the same paint.
  const [shownError, setShownError] = useState(firstInvalid);
  if (firstInvalid !== shownError) {
    setShownError(firstInvalid);
    if (firstInvalid) setCurrent(firstInvalid);
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowSteps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabLanguages[step(tabLanguages.indexOf(current))];
    setCurrent(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label={label} className="flex gap-1 rounded-full bg-tint p-1" onKeyDown={onKeyDown}>
        {tabLanguages.map((language) => (
          <button
            key={language}
            type="button"
            role="tab"
            id={`${id}-tab-${language}`}
            aria-controls={`${id}-panel-${language}`}
            aria-selected={current === language}
            tabIndex={current === language ? 0 : -1}
            onClick={() => setCurrent(language)}
            className={cn(
              "min-h-11 flex-1 cursor-pointer rounded-full px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent md:min-h-9",
              current === language ? "bg-surface text-ink shadow-sm" : "text-muted",
            )}
          >
            {languageNames[language]}
            {invalid.includes(language) ? (
              <span className="ml-1 text-danger" aria-hidden>
                •
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {tabLanguages.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={`${id}-panel-${language}`}
          aria-labelledby={`${id}-tab-${language}`}
          hidden={current !== language}
          className="flex flex-col gap-4"
        >
          {children(language)}
        </div>
      ))}
    </div>
  );
}
