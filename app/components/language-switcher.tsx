import { Check, ChevronDown, Globe } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { languages, type Language } from "~/i18n/languages";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root";

/** The current page in another language (DECISIONS D3: `?lng=` chooses and is remembered). */
export function useLanguageHref(): (language: Language) => string {
  const location = useLocation();
  return (language) => {
    const params = new URLSearchParams(location.search);
    params.set("lng", language);
    return `${location.pathname}?${params.toString()}${location.hash}`;
  };
}

/** Header language menu (SPEC §2 Language switcher). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language } = useRootData();
  const hrefFor = useLanguageHref();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-1.5 px-3" aria-label={`${t("language.choose")}: ${t(`language.${language}`)}`}>
          <Globe aria-hidden />
          <span className="uppercase">{language}</span>
          <ChevronDown className="size-3.5 text-muted" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("language.label")}</DropdownMenuLabel>
        {languages.map((l) => (
          <DropdownMenuItem key={l} asChild className={cn("pl-8", l === language && "font-semibold")}>
            <Link to={hrefFor(l)} preventScrollReset lang={l} hrefLang={l} aria-current={l === language ? "true" : undefined}>
              {l === language ? <Check className="absolute left-2.5" aria-hidden /> : null}
              {t(`language.${l}`)}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
