import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { languageNames } from "~/i18n/languages";
import type { Language } from "~shared/languages";
import { cn } from "~/lib/utils";

/** docs/product/back-office.md#item-form: English, French and Italian tabs, in this order. */
const tabLanguages: Language[] = ["en", "fr", "it"];

/**
 * Tabs for content per language. Every panel stays in the page (only hidden), so what was typed in
 * each language is posted with the form. Arrow keys move between tabs.
 */
export function LanguageTabs({
  label,
  panel,
  flagged = [],
}: {
  label: string;
  panel: (language: Language) => ReactNode;
  /** Languages whose panel holds an error: they get a mark, and the first one opens. */
  flagged?: Language[];
}) {
  const id = useId();
  const [chosen, setChosen] = useState<Language>("en");
  const current = flagged.length > 0 && !flagged.includes(chosen) ? flagged[0] : chosen;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabLanguages[(tabLanguages.indexOf(current) + step + tabLanguages.length) % tabLanguages.length];
    setChosen(next);
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
            onClick={() => setChosen(language)}
            className={cn(
              "min-h-11 flex-1 cursor-pointer rounded-full px-3 text-sm font-medium text-muted focus-visible:outline-2 focus-visible:outline-accent md:min-h-9",
              current === language && "bg-surface text-ink shadow-sm",
            )}
          >
            {languageNames[language]}
            {flagged.includes(language) ? <span className="ml-1 text-danger">•</span> : null}
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
          className="flex flex-col gap-3"
        >
          {panel(language)}
        </div>
      ))}
    </div>
  );
}
