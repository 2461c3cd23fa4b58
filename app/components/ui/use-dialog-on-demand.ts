import { useRef, useState } from "react";

/**
 * A dialog whose code is loaded when its button is first pointed at, focused or pressed, not with
 * the page. Once opened it stays mounted, so it can animate out when it closes. Its button lives
 * outside the dialog: `returnFocus`, the dialog's `onCloseAutoFocus`, gives it the focus back.
 */
export function useDialogOnDemand<Trigger extends HTMLElement = HTMLButtonElement>(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<Trigger>(null);
  const triggerProps = {
    ref: trigger,
    "aria-haspopup": "dialog",
    "aria-expanded": open,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => {
      setWanted(true);
      setOpen(true);
    },
  } as const;
  const returnFocus = (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };
  return { open, setOpen, wanted, triggerProps, returnFocus };
}
