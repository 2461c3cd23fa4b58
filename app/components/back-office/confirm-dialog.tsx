import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";

/**
 * A confirmation before a destructive action. Open while the page's URL asks for it (e.g.
 * `?remove=<id>`), so that it works before the page's script has loaded too: it is drawn in place,
 * not in a portal, and its buttons are a link back and a form post.
 */
export function ConfirmDialog({
  open,
  onCancel,
  title,
  children,
  cancel,
  confirm,
}: {
  open: boolean;
  onCancel: () => void;
  title: string;
  children: ReactNode;
  /** A link back to the page without the question. */
  cancel: ReactNode;
  /** The form that does it. */
  confirm: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-fade-in" />
      <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-surface p-6 shadow-xl outline-none data-[state=open]:animate-fade-in">
        <AlertDialog.Title className="text-xl">{title}</AlertDialog.Title>
        <AlertDialog.Description className="mt-2 text-sm text-muted">{children}</AlertDialog.Description>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialog.Cancel asChild>{cancel}</AlertDialog.Cancel>
          {confirm}
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
