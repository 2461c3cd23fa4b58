import { Dialog as SheetPrimitive } from "radix-ui";
import { modalParts } from "./dialog";

/** A panel sliding in from the side: a modal dialog (focus trapped, Escape closes). */
export const Sheet = SheetPrimitive.Root;

export const {
  Content: SheetContent,
  Header: SheetHeader,
  Title: SheetTitle,
  Description: SheetDescription,
} = modalParts({
  slot: "sheet-content",
  panel:
    "fixed inset-y-0 right-0 z-50 flex h-full w-[85vw] max-w-sm flex-col bg-surface shadow-xl outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in",
  close: "absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5",
  header: "flex flex-col gap-1 border-b border-border px-5 pt-5 pb-4",
  title: "font-heading",
  titleSize: "text-xl",
});
