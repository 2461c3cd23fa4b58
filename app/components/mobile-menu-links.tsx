import { Link, NavLink } from "react-router";
import { useLanguageHref } from "~/components/language-button";
import { navLinks } from "~/components/nav-links";
import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root-data";
import { languages } from "~shared/languages";

const pageLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-12 items-center rounded-lg px-3 font-heading text-xl hover:bg-ink/5",
    isActive ? "bg-accent-soft text-accent-ink" : "text-ink",
  );

/**
 * The phone menu's pages and language links, the same in the panel the scripts open and in the
 * one that opens without them (mobile-menu.tsx). The language links are plain links to this page
 * with `?lng=` (docs/product/languages.md#language-switcher). `idPrefix` keeps the two apart.
 */
export function MobileMenuLinks({ idPrefix, onNavigate }: { idPrefix: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const hrefFor = useLanguageHref();
  const headingId = `${idPrefix}-language`;
  return (
    <>
      <nav aria-label={t("nav.main")} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          <li>
            <NavLink to="/" end className={pageLinkClass} onClick={onNavigate}>
              {t("nav.home")}
            </NavLink>
          </li>
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={pageLinkClass} onClick={onNavigate}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-border px-5 pt-4 pb-6">
        <h2 id={headingId} className="font-sans text-xs font-semibold tracking-wider text-muted uppercase">
          {t("language.label")}
        </h2>
        <ul aria-labelledby={headingId} className="mt-3 grid grid-cols-3 gap-2">
          {languages.map((l) => (
            <li key={l}>
              <Link
                to={hrefFor(l)}
                preventScrollReset
                onClick={onNavigate}
                lang={l}
                hrefLang={l}
                aria-current={l === language ? "true" : undefined}
                className={cn(
                  "flex min-h-11 items-center justify-center rounded-full border px-2 text-sm",
                  l === language ? "border-accent bg-accent-soft font-semibold text-accent-ink" : "border-border text-ink hover:border-ink/30",
                )}
              >
                {t(`language.${l}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
