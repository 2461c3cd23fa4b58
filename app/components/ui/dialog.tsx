import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** A modal dialog: focus moves in and is kept there, Escape and the close button close it. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * What a modal dialog draws: the page dimmed behind, the panel, and a close button in its top right
 * corner, with the panel and button classes its kind passes.
 */
function ModalContent({
  slot,
  className,
  closeClassName,
  children,
  closeLabel,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { slot: string; closeClassName: string; closeLabel: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content data-slot={slot} className={className} {...props}>
        {children}
        <DialogPrimitive.Close className={closeClassName} aria-label={closeLabel}>
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The widths a centred dialog may take from the small breakpoint up. */
type DialogWidth = "sm:max-w-lg" | "sm:max-w-2xl" | "sm:max-w-3xl" | "sm:max-w-4xl";

/**
 * The parts a kind of dialog draws, with its own classes (a page may add more to
 * each part, but never a class setting what the part sets: docs/decisions/0091): the panel with its
 * close button, its header, title and description.
 */
export function modalParts(classes: {
  slot: string;
  panel: string;
  width?: DialogWidth;
  close: string;
  header: string;
  title: string;
  titleSize: string;
}) {
  function Content({
    width = classes.width,
    className,
    ...props
  }: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string; width?: DialogWidth }) {
    return <ModalContent slot={classes.slot} className={cn(classes.panel, width, className)} closeClassName={classes.close} {...props} />;
  }
  function Header({ className, ...props }: ComponentProps<"div">) {
    return <div className={cn(classes.header, className)} {...props} />;
  }
  /** With `caption`, a title written small over a picture (the lightbox) rather than a heading. */
  function Title({ caption = false, className, ...props }: ComponentProps<typeof DialogPrimitive.Title> & { caption?: boolean }) {
    return <DialogPrimitive.Title className={cn(classes.title, caption ? "text-base md:text-lg" : classes.titleSize, className)} {...props} />;
  }
  function Description({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
    return <DialogPrimitive.Description className={cn("text-sm text-muted", className)} {...props} />;
  }
  return { Content, Header, Title, Description };
}

export const {
  Content: DialogContent,
  Header: DialogHeader,
  Title: DialogTitle,
  Description: DialogDescription,
} = modalParts({
  slot: "dialog-content",
  // Phones: the whole width, scrolling inside; above: a centred card.
  panel:
    "fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-y-auto rounded-t-2xl bg-surface shadow-xl outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl",
  close:
    "absolute top-3 right-3 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-ink hover:bg-ink/5 md:size-10",
  header: "flex flex-col gap-1.5 px-5 pt-5 pr-14 sm:px-6 sm:pt-6",
  width: "sm:max-w-lg",
  title: "font-heading",
  titleSize: "text-xl md:text-2xl",
});

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}
