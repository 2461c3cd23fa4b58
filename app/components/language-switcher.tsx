import { Suspense, useState } from "react";
import {
  LanguageButton,
  LanguageButtonFace,
  useLanguageButtonLabel,
  useLanguageHref,
} from "~/components/language-button";
import { buttonVariants } from "~/components/ui/button";
import { languages } from "~shared/languages";
import { onDemand, useLoadWhenIdle } from "~/components/ui/on-demand";
import { cn } from "~/lib/utils";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/root-data";

// The menu's code (positioning, focus and keyboard handling) loads once the page is idle, or when
// the button is first pointed at, focused or pressed, not with the page's own scripts.
const menuCode = onDemand(() => import("~/components/language-menu"));
const loadMenu = menuCode.load;

function LanguageMenu() {
  const { LanguageMenu: Menu } = menuCode.useLoaded();
  return <Menu />;
}

/**
 * Header language menu (docs/product/languages.md#language-switcher). Before its code is wanted it
 * is a disclosure whose links change the language as plain HTML, so it works without scripts; with
 * them a tap opens the menu itself instead.
 */
export function LanguageSwitcher() {
  const [opened, setOpened] = useState(false);
  const { t } = useTranslation();
  const { language } = useRootData();
  const hrefFor = useLanguageHref();
  const label = useLanguageButtonLabel();
  useLoadWhenIdle(loadMenu);
  if (opened) {
    return (
      <Suspense fallback={<LanguageButton />}>
        <LanguageMenu />
      </Suspense>
    );
  }
  return (
    <details className="relative">
      <summary
        aria-label={label}
        className={buttonVariants({ variant: "ghost", size: "compact", className: "list-none [&::-webkit-details-marker]:hidden" })}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={(event) => {
          if ((event.currentTarget.parentElement as HTMLDetailsElement).open) return;
          event.preventDefault();
          setOpened(true);
        }}
        onKeyDown={(event) => {
          // The menu opens on arrow down as well as Enter and Space, as it will once loaded.
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpened(true);
          }
        }}
      >
        <LanguageButtonFace />
      </summary>
      <ul
        aria-label={t("language.label")}
        className="absolute top-full right-0 z-50 mt-1 flex min-w-40 flex-col rounded-xl border border-border bg-surface p-1 shadow-lg"
      >
        {languages.map((l) => (
          <li key={l}>
            <a
              href={hrefFor(l)}
              lang={l}
              hrefLang={l}
              aria-current={l === language ? "true" : undefined}
              className={cn("flex min-h-10 items-center rounded-lg px-3 text-sm hover:bg-ink/5", l === language && "font-semibold")}
            >
              {t(`language.${l}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
