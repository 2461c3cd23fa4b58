import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { LanguageButtonFace, useLanguageButtonLabel, useLanguageHref } from "~/components/language-button";
import { buttonVariants } from "~/components/ui/button";
import { languages } from "~shared/languages";
import { cn } from "~/lib/utils";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/root-data";

/**
 * Header language menu (docs/product/languages.md#language-switcher): a disclosure whose links
 * change the language as plain HTML, so it works without scripts. The browser opens it on the tap
 * itself; the scripts only add what a menu does besides (docs/decisions/0093): Escape, a tap
 * elsewhere or the focus leaving close it, the arrow keys move through the languages, and a
 * choice goes through the app's own navigation and gives the focus back to the button.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language } = useRootData();
  const hrefFor = useLanguageHref();
  const label = useLanguageButtonLabel();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const button = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const closeOnTapElsewhere = (event: PointerEvent) => {
      if (disclosure.current && !disclosure.current.contains(event.target as Node)) disclosure.current.open = false;
    };
    document.addEventListener("pointerdown", closeOnTapElsewhere);
    return () => document.removeEventListener("pointerdown", closeOnTapElsewhere);
  }, [open]);

  const closeToButton = () => {
    if (disclosure.current) disclosure.current.open = false;
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    const links = [...details.querySelectorAll<HTMLAnchorElement>("a[href]")];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const focusLink = (index: number) => {
      event.preventDefault();
      details.open = true;
      links[(index + links.length) % links.length]?.focus();
    };
    if (event.key === "Escape" && details.open) {
      event.preventDefault();
      closeToButton();
    } else if (event.key === "ArrowDown") focusLink(at + 1);
    else if (event.key === "ArrowUp") focusLink(at < 0 ? -1 : at - 1);
    else if (event.key === "Home" && at >= 0) focusLink(0);
    else if (event.key === "End" && at >= 0) focusLink(-1);
  };

  return (
    <details
      ref={disclosure}
      className="relative"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
      }}
    >
      <summary
        ref={button}
        aria-label={label}
        className={buttonVariants({ variant: "ghost", size: "compact", className: "list-none [&::-webkit-details-marker]:hidden" })}
      >
        <LanguageButtonFace />
      </summary>
      <ul
        aria-label={t("language.label")}
        className="absolute top-full right-0 z-50 mt-1 flex min-w-40 flex-col rounded-xl border border-border bg-surface p-1 shadow-lg"
      >
        {languages.map((l) => (
          <li key={l}>
            <Link
              to={hrefFor(l)}
              preventScrollReset
              onClick={closeToButton}
              lang={l}
              hrefLang={l}
              aria-current={l === language ? "true" : undefined}
              className={cn(
                "flex min-h-10 items-center rounded-lg px-3 text-sm hover:bg-ink/5 focus-visible:bg-ink/5",
                l === language && "font-semibold",
              )}
            >
              {t(`language.${l}`)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
