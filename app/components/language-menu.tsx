import { Check } from "lucide-react";
import { Link } from "react-router";
import { LanguageButton, useLanguageHref } from "~/components/language-button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { languages } from "~shared/languages";
import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root-data";

/** The header's language menu itself, loaded when it is first opened (language-switcher.tsx). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language } = useRootData();
  const hrefFor = useLanguageHref();
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <LanguageButton />
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
