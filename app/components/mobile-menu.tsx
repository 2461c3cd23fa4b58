import { Menu, X } from "lucide-react";
import { useRef } from "react";
import { MobileMenuLinks } from "~/components/mobile-menu-links";
import { buttonVariants } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { afterThisTask } from "~/lib/after-this-task";
import { cn } from "~/lib/utils";

/**
 * Phones: the pages and the language choice (docs/product/storefront.md#header-and-footer). The
 * button is a disclosure's summary, so the menu opens as plain HTML without scripts (or before
 * they start), as a panel under the header. With them, a tap opens the sliding panel instead: a
 * native modal `<dialog>`, so the browser keeps the focus in it, makes the page behind inert and
 * closes it on Escape, with no code of its own to load or run on the tap (docs/decisions/0093).
 * The tap's own task shows the panel as a popover; the page behind turns inert once that frame is
 * drawn, that being a style pass over the whole page (docs/decisions/0103).
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const button = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDialogElement>(null);
  const close = () => panel.current?.close();
  return (
    <>
      <details className="group md:hidden">
        <summary
          ref={button}
          onClick={(event) => {
            // Opened before the scripts started: this tap closes it as HTML does.
            if ((event.currentTarget.parentElement as HTMLDetailsElement).open) return;
            event.preventDefault();
            const dialog = panel.current;
            if (!dialog || dialog.open) return;
            // A browser from before popovers (Safari 16) opens it modal at once.
            if (!("showPopover" in dialog)) return (dialog as HTMLDialogElement).showModal();
            dialog.showPopover();
            void afterThisTask(
              () => {
                dialog.hidePopover();
                dialog.showModal();
              },
              { paintFirst: true },
            );
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
      {/* A tap on the dimmed page beside the panel lands on the dialog itself and closes it; the
          keyboard has Escape and the close button. */}
      <dialog
        ref={panel}
        popover="manual"
        aria-labelledby="menu-panel-title"
        aria-describedby="menu-panel-description"
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        // Wherever the menu was closed from (Escape, a link, the close button), its button has the focus again.
        onClose={() => button.current?.focus()}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[85vw] max-w-sm flex-col overflow-hidden border-0 bg-surface p-0 text-ink shadow-xl outline-none backdrop:bg-ink/40 open:flex open:animate-sheet-in backdrop:animate-fade-in"
      >
        <div className="flex flex-col gap-1 border-b border-border px-5 pt-5 pb-4">
          <h2 id="menu-panel-title" className="font-heading text-xl">
            {t("nav.menu")}
          </h2>
          <p id="menu-panel-description" className="sr-only">
            {t("nav.menuDescription")}
          </p>
        </div>
        <MobileMenuLinks idPrefix="menu-panel" onNavigate={close} />
        <button
          type="button"
          onClick={close}
          aria-label={t("nav.closeMenu")}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5"
        >
          <X className="size-5" aria-hidden />
        </button>
      </dialog>
    </>
  );
}
