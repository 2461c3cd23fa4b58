import { Menu, X } from "lucide-react";
import { type ComponentProps, Suspense } from "react";
import { MobileMenuLinks } from "~/components/mobile-menu-links";
import { buttonVariants } from "~/components/ui/button";
import { onDemand } from "~/components/ui/on-demand";
import { useDialogOnDemand } from "~/components/ui/use-dialog-on-demand";
import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/utils";

// The panel and its dialog code (focus trap, scroll lock) load when the menu is first wanted,
// not with every page: most visits never open it.
const panelCode = onDemand(() => import("~/components/mobile-menu-panel"));
const loadPanel = panelCode.load;

function MobileMenuPanel(props: ComponentProps<typeof import("~/components/mobile-menu-panel").MobileMenuPanel>) {
  const { MobileMenuPanel: Panel } = panelCode.useLoaded();
  return <Panel {...props} />;
}

/**
 * Phones: the pages and the language choice (docs/product/storefront.md#header-and-footer). The
 * button is a disclosure's summary, so the menu opens as plain HTML without scripts (or before
 * they start), as a panel under the header; with them, a tap opens the sliding dialog instead.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { open, setOpen, wanted, triggerProps, returnFocus } = useDialogOnDemand<HTMLElement>(loadPanel);
  const { ref, onPointerEnter, onFocus, onClick } = triggerProps;
  return (
    <>
      <details className="group">
        <summary
          ref={ref}
          onPointerEnter={onPointerEnter}
          onFocus={onFocus}
          onClick={(event) => {
            // Opened before the scripts started: this tap closes it as HTML does.
            if ((event.currentTarget.parentElement as HTMLDetailsElement).open) return;
            event.preventDefault();
            onClick();
          }}
          aria-label={t("nav.openMenu")}
          className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "list-none [&::-webkit-details-marker]:hidden")}
        >
          <Menu className="size-5 group-open:hidden" aria-hidden />
          <X className="hidden size-5 group-open:block" aria-hidden />
        </summary>
        <div className="absolute top-full right-0 z-50 flex h-[calc(100dvh-4rem)] w-[85vw] max-w-sm flex-col border-l border-border bg-surface shadow-xl">
          <MobileMenuLinks idPrefix="menu-disclosure" />
        </div>
      </details>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
