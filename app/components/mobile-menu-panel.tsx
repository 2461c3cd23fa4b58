import { useTranslation } from "~/i18n/react";
import { Link, NavLink } from "react-router";
import { useLanguageHref } from "~/components/language-switcher";
import { navLinks } from "~/components/nav-links";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { languages } from "~shared/languages";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root-data";

const pageLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-12 items-center rounded-lg px-3 font-heading text-xl text-ink hover:bg-ink/5",
    isActive && "bg-accent-soft text-accent-ink",
  );

/**
 * The phone menu's panel, loaded with its first opening (mobile-menu.tsx); `returnFocus` gives the
 * focus back to its button, which lives outside the dialog.
 */
export function MobileMenuPanel({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: (event: Event) => void;
}) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const hrefFor = useLanguageHref();
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent closeLabel={t("nav.closeMenu")} onCloseAutoFocus={returnFocus}>
        <SheetHeader>
          <SheetTitle>{t("nav.menu")}</SheetTitle>
          <SheetDescription className="sr-only">{t("nav.menuDescription")}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t("nav.main")} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="flex flex-col gap-1">
            <li>
              <NavLink to="/" end className={pageLinkClass} onClick={close}>
                {t("nav.home")}
              </NavLink>
            </li>
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={pageLinkClass} onClick={close}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-border px-5 pt-4 pb-6">
          <h2 id="mobile-language" className="font-sans text-xs font-semibold tracking-wider text-muted uppercase">
            {t("language.label")}
          </h2>
          <ul aria-labelledby="mobile-language" className="mt-3 grid grid-cols-3 gap-2">
            {languages.map((l) => (
              <li key={l}>
                <Link
                  to={hrefFor(l)}
                  preventScrollReset
                  lang={l}
                  hrefLang={l}
                  onClick={close}
                  aria-current={l === language ? "true" : undefined}
                  className={cn(
                    "flex min-h-11 items-center justify-center rounded-full border px-2 text-sm",
                    l === language
                      ? "border-accent bg-accent-soft font-semibold text-accent-ink"
                      : "border-border text-ink hover:border-ink/30",
                  )}
                >
                  {t(`language.${l}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </SheetContent>
    </Sheet>
  );
}
