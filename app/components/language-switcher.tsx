import { ChevronDown, Globe } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { Language } from "~shared/languages";
import { useTranslation } from "~/i18n/react";
import { sameOriginPath } from "~/lib/same-origin-path";
import { useRootData } from "~/root-data";

/** The current page in another language (docs/product/languages.md#language-switcher: `?lng=` chooses and is remembered). */
export function useLanguageHref(): (language: Language) => string {
  const location = useLocation();
  return (language) => {
    const params = new URLSearchParams(location.search);
    params.set("lng", language);
    return `${sameOriginPath(location.pathname)}?${params.toString()}${location.hash}`;
  };
}

/** The button that opens the language menu, before and after the menu's code has loaded. */
export function LanguageButton(props: ButtonProps) {
  const { t } = useTranslation();
  const { language } = useRootData();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="gap-1.5 px-3"
      // The visible code first, so that a voice-control user who says "EN" finds it (WCAG 2.5.3).
      aria-label={`${language.toUpperCase()} – ${t("language.choose")}: ${t(`language.${language}`)}`}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      <Globe aria-hidden />
      <span className="uppercase">{language}</span>
      <ChevronDown className="size-3.5 text-muted" aria-hidden />
    </Button>
  );
}

// The menu's code (positioning, focus and keyboard handling) loads when the button is first
// pointed at, focused or pressed, not with every page.
const loadMenu = () => import("~/components/language-menu");
const LanguageMenu = lazy(() => loadMenu().then(({ LanguageMenu }) => ({ default: LanguageMenu })));

/** Header language menu (docs/product/languages.md#language-switcher). */
export function LanguageSwitcher() {
  const [opened, setOpened] = useState(false);
  if (opened) {
    return (
      <Suspense fallback={<LanguageButton />}>
        <LanguageMenu />
      </Suspense>
    );
  }
  return (
    <LanguageButton
      onPointerEnter={loadMenu}
      onFocus={loadMenu}
      onClick={() => setOpened(true)}
      onKeyDown={(event) => {
        // The menu opens on arrow down as well as Enter and Space, as it will once loaded.
        if (event.key === "ArrowDown") {
          event.preventDefault();
          setOpened(true);
        }
      }}
    />
  );
}
