import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { NavLink } from "react-router";
import { LanguageSwitcher } from "~/components/language-switcher";
import { Logo } from "~/components/logo";
import { MobileMenu } from "~/components/mobile-menu";
import { navLinks } from "~/components/nav-links";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root-data";

/**
 * Marks the header `data-scrolled` once the page has scrolled, to draw its hairline (DESIGN.md
 * Layout). The attribute is set on the element, not through React's state: a phone's first scroll
 * then costs a style change instead of rendering the whole header again, and no navigation's commit
 * reads `scrollY` while its layout is dirty (docs/decisions/0102).
 */
function useScrolledMark() {
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const mark = () => header.current?.toggleAttribute("data-scrolled", window.scrollY > 4);
    mark();
    window.addEventListener("scroll", mark, { passive: true });
    return () => window.removeEventListener("scroll", mark);
  }, []);
  return header;
}

/** `counts`: the saved pieces' and the cart's links with their numbers, which their features own and the layout places. */
export function SiteHeader({ counts }: { counts: ReactNode }) {
  const { t } = useTranslation();
  const { shop } = useRootData();
  const header = useScrolledMark();
  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b border-transparent bg-background/90 backdrop-blur-md transition-colors supports-[backdrop-filter]:bg-background/80 data-scrolled:border-border"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo name={shop.name} />
        <nav aria-label={t("nav.main")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      "relative inline-flex h-10 items-center rounded-full px-4 text-sm font-medium transition-colors hover:text-accent",
                      isActive ? "text-ink after:absolute after:inset-x-4 after:bottom-1.5 after:h-px after:bg-accent" : "text-ink/85",
                    )
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <div className="hidden md:block">
            <LanguageSwitcher />
          </div>
          {counts}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
