import { LogOut, PanelLeft, Store } from "lucide-react";
import { useCallback, useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Form, Link, NavLink, useNavigation } from "react-router";
import { Dialog } from "radix-ui";
import { LanguageSwitcher } from "~/components/language-switcher";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root-data";
import { adminCountLabels, adminNavigation, type AdminCounts } from "./navigation";
import { rememberSidebarOpen } from "./sidebar-state";

/** docs/product/back-office.md#sidebar: below 768 px the menu is a panel over the page. */
const mobileQuery = "(max-width: 767px)";

/**
 * The back office around every admin page (docs/product/back-office.md#admin-shell): side menu (16 rem, 3 rem as
 * icons, 18 rem as a panel on phones; Ctrl/Cmd+B), header with Shop now, language and Log out.
 */
export function AdminShell({
  email,
  sidebarOpen,
  counts,
  banner,
  children,
}: {
  email: string;
  sidebarOpen: boolean;
  counts: AdminCounts;
  /** A notice above every page (the demo order e-mail's), or null. */
  banner?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { shop } = useRootData();
  const navigation = useNavigation();
  const [open, setOpen] = useState(sidebarOpen);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (window.matchMedia(mobileQuery).matches) return setMobileOpen((value) => !value);
    rememberSidebarOpen(!open);
    setOpen(!open);
  }, [open]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return (
    <div className="flex min-h-dvh bg-background text-sm md:text-base">
      <aside
        data-state={open ? "expanded" : "collapsed"}
        className={cn(
          "sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-border bg-surface transition-[width] duration-200 md:flex",
          open ? "w-64" : "w-12",
        )}
      >
        <SidebarContent shopName={shop.name} email={email} counts={counts} collapsed={!open} />
      </aside>
      <Dialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-fade-in md:hidden" />
          <Dialog.Content
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl outline-none data-[state=open]:animate-fade-in md:hidden"
            aria-describedby={undefined}
          >
            <Dialog.Title className="sr-only">{t("admin.menu")}</Dialog.Title>
            <SidebarContent
              shopName={shop.name}
              email={email}
              counts={counts}
              collapsed={false}
              onNavigate={() => setMobileOpen(false)}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-border bg-background/90 px-2 backdrop-blur-md md:px-4">
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label={t("admin.toggleSidebar")}
            title={`${t("admin.toggleSidebar")} (Ctrl+B)`}
          >
            <PanelLeft aria-hidden />
          </Button>
          <p role="status" className="px-2 text-sm text-muted">
            {navigation.state === "loading" ? t("common.loading") : null}
          </p>
          <div className="ml-auto flex items-center gap-1">
            <Button variant="ghost" size="compact" asChild>
              <Link to="/catalog">
                <Store aria-hidden />
                <span className="max-sm:sr-only">{t("admin.shopNow")}</span>
              </Link>
            </Button>
            <LanguageSwitcher />
            <Form method="post" action="/auth" replace>
              <input type="hidden" name="intent" value="sign-out" />
              <Button type="submit" variant="ghost" size="compact">
                <LogOut aria-hidden />
                <span className="max-sm:sr-only">{t("admin.logOut")}</span>
              </Button>
            </Form>
          </div>
        </header>
        {banner}
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none md:px-8 md:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}

function SidebarContent({
  shopName,
  email,
  counts,
  collapsed,
  onNavigate,
}: {
  shopName: string;
  email: string;
  counts: AdminCounts;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div
        className={cn("flex h-14 shrink-0 items-center border-b border-border", collapsed ? "justify-center" : "px-4")}
      >
        <Link
          to="/admin/items"
          onClick={onNavigate}
          className="truncate font-heading text-lg text-ink"
          title={shopName}
        >
          {collapsed ? shopName.slice(0, 1) : shopName}
          <span className="sr-only"> · {t("admin.backOffice")}</span>
        </Link>
      </div>
      <nav aria-label={t("admin.menu")} className="flex-1 overflow-y-auto py-3">
        {adminNavigation.map((group) => (
          <div key={group.label} className="mb-4">
            <p
              id={`${id}-${group.label}`}
              className={cn("mb-1 px-4 text-xs font-medium tracking-wide text-muted uppercase", collapsed && "sr-only")}
            >
              {t(group.label)}
            </p>
            <ul
              aria-labelledby={`${id}-${group.label}`}
              className={cn("flex flex-col gap-0.5", collapsed ? "px-1.5" : "px-2")}
            >
              {group.links.map(({ to, label, icon: Icon, count }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    onClick={onNavigate}
                    title={collapsed ? t(label) : undefined}
                    className={({ isActive }) =>
                      cn(
                        "relative flex h-9 items-center gap-3 rounded-lg text-sm transition-colors",
                        collapsed ? "justify-center" : "px-2.5",
                        isActive ? "bg-accent-soft font-medium text-accent-ink" : "text-ink/85 hover:bg-ink/5 hover:text-ink",
                      )
                    }
                  >
                    <Icon className="size-4 shrink-0" aria-hidden />
                    <span className={cn("truncate", collapsed && "sr-only")}>{t(label)}</span>
                    {count && counts[count] > 0 ? (
                      <MenuCount count={counts[count]} label={adminCountLabels[count]} collapsed={collapsed} />
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p
        className={cn("truncate border-t border-border px-4 py-3 text-xs text-muted", collapsed && "sr-only")}
        title={email}
      >
        {t("admin.signedInAs", { email })}
      </p>
    </>
  );
}

/** How many new order requests wait, or items run low: a number beside the link, a dot when the menu is icons only. */
function MenuCount({ count, label: labelKey, collapsed }: { count: number; label: string; collapsed: boolean }) {
  const { t } = useTranslation();
  const label = t(labelKey, { count });
  return collapsed ? (
    <span className="absolute top-1.5 right-1.5 size-2 rounded-full bg-accent" title={label}>
      <span className="sr-only">{label}</span>
    </span>
  ) : (
    <Badge variant="count" size="count" className="ml-auto" title={label}>
      <span aria-hidden>{count}</span>
      <span className="sr-only">{label}</span>
    </Badge>
  );
}
