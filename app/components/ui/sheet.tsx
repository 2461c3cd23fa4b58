import { Dialog as SheetPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { ModalContent } from "./dialog";

/** A panel sliding in from the side: a modal dialog (focus trapped, Escape closes). */
export const Sheet = SheetPrimitive.Root;

export function SheetContent({ className, ...props }: ComponentProps<typeof SheetPrimitive.Content> & { closeLabel: string }) {
  return (
    <ModalContent
      slot="sheet-content"
      className={cn(
        "fixed inset-y-0 right-0 z-50 flex h-full w-[85vw] max-w-sm flex-col bg-surface shadow-xl outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in",
        className,
      )}
      closeClassName="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5"
      {...props}
    />
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1 border-b border-border px-5 pt-5 pb-4", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn("font-heading text-xl", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn("text-sm text-muted", className)} {...props} />;
}
