import { useTranslation } from "~/i18n/react";
import { MobileMenuLinks } from "~/components/mobile-menu-links";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "~/components/ui/sheet";

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
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent closeLabel={t("nav.closeMenu")} onCloseAutoFocus={returnFocus}>
        <SheetHeader>
          <SheetTitle>{t("nav.menu")}</SheetTitle>
          <SheetDescription className="sr-only">{t("nav.menuDescription")}</SheetDescription>
        </SheetHeader>
        <MobileMenuLinks idPrefix="menu-panel" onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
