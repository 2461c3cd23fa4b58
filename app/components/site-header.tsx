import { useSyncExternalStore, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { NavLink } from "react-router";
import { LanguageSwitcher } from "~/components/language-switcher";
import { Logo } from "~/components/logo";
import { MobileMenu } from "~/components/mobile-menu";
import { navLinks } from "~/components/nav-links";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root-data";

function subscribeToScroll(listener: () => void) {
  window.addEventListener("scroll", listener, { passive: true });
  return () => window.removeEventListener("scroll", listener);
}

/** True once the page has scrolled, to draw the header's hairline (DESIGN.md Layout). */
function useScrolled(): boolean {
  return useSyncExternalStore(subscribeToScroll, () => window.scrollY > 4, () => false);
}

/** `counts`: the saved pieces' and the cart's links with their numbers, which their features own and the layout places. */
export function SiteHeader({ counts }: { counts: ReactNode }) {
  const { t } = useTranslation();
  const { shop } = useRootData();
  const scrolled = useScrolled();
  return (
    <header
      className={cn(
        "sticky top-0 z-40 border-b bg-background/90 backdrop-blur-md transition-colors supports-[backdrop-filter]:bg-background/80",
        scrolled ? "border-border" : "border-transparent",
      )}
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
