import { startTransition, useRef, useState } from "react";
import { useLoadWhenIdle } from "~/components/ui/on-demand";

/**
 * A dialog whose code is loaded once the page is idle, or sooner when its button is pointed at,
 * focused or pressed, but not with the page. Once opened it stays mounted, so it can animate out when it closes. Its button lives
 * outside the dialog: `returnFocus`, the dialog's `onCloseAutoFocus`, gives it the focus back.
 */
export function useDialogOnDemand<Trigger extends HTMLElement = HTMLButtonElement>(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<Trigger>(null);
  useLoadWhenIdle(load);
  const triggerProps = {
    ref: trigger,
    "aria-haspopup": "dialog",
    "aria-expanded": open,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    // Rendered in slices the browser can paint between, rather than in one task on the tap: the
    // panel's first render runs code that has not been run yet (docs/decisions/0078).
    onClick: () =>
      startTransition(() => {
        setWanted(true);
        setOpen(true);
      }),
  } as const;
  const returnFocus = (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };
  return { open, setOpen, wanted, triggerProps, returnFocus };
}
