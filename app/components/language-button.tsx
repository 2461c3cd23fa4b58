import { ChevronDown, Globe } from "lucide-react";
import { useLocation } from "react-router";
import type { Language } from "~shared/languages";
import { useTranslation } from "~/i18n/react";
import { sameOriginPath } from "~/lib/same-origin-path";
import { useRootData } from "~/root-data";

// Shared by the header's language menu and the phone menu's language links.

/** The current page in another language (docs/product/languages.md#language-switcher: `?lng=` chooses and is remembered). */
export function useLanguageHref(): (language: Language) => string {
  const location = useLocation();
  return (language) => {
    const params = new URLSearchParams(location.search);
    params.set("lng", language);
    return `${sameOriginPath(location.pathname)}?${params.toString()}${location.hash}`;
  };
}

/** What the language button shows: the current language's code. */
export function LanguageButtonFace() {
  const { language } = useRootData();
  return (
    <>
      <Globe aria-hidden />
      <span className="uppercase">{language}</span>
      <ChevronDown className="size-3.5 text-muted" aria-hidden />
    </>
  );
}

/** The button's name: the visible code first, so that a voice-control user who says "EN" finds it (WCAG 2.5.3). */
export function useLanguageButtonLabel(): string {
  const { t } = useTranslation();
  const { language } = useRootData();
  return `${language.toUpperCase()} – ${t("language.choose")}: ${t(`language.${language}`)}`;
}
