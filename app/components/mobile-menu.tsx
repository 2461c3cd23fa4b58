import { Menu } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "~/components/ui/button";
import { useDialogOnDemand } from "~/components/ui/use-dialog-on-demand";
import { useTranslation } from "~/i18n/react";

// The panel and its dialog code (focus trap, scroll lock) load when the menu is first wanted,
// not with every page: most visits never open it.
const loadPanel = () => import("~/components/mobile-menu-panel");
const MobileMenuPanel = lazy(() => loadPanel().then(({ MobileMenuPanel }) => ({ default: MobileMenuPanel })));

/** Phones: the pages and the language choice in a panel sliding in from the right (docs/product/storefront.md#header-and-footer). */
export function MobileMenu() {
  const { t } = useTranslation();
  const { open, setOpen, wanted, triggerProps, returnFocus } = useDialogOnDemand(loadPanel);
  return (
    <>
      <Button {...triggerProps} variant="ghost" size="icon" aria-label={t("nav.openMenu")}>
        <Menu className="size-5" aria-hidden />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
