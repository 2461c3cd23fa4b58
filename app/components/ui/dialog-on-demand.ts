import { useRef, useState } from "react";

/**
 * A dialog whose code is loaded when its button is first pointed at, focused or pressed, not with
 * the page. Once opened it stays mounted, so it can animate out when it closes; `trigger` is the
 * button, which gets the focus back from outside the dialog.
 */
export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
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
  return { open, setOpen, wanted, trigger, triggerProps };
}
