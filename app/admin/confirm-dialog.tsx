import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

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

/**
 * A question the page asks in place (no link, no form): `keep` closes it and changes nothing, `go`
 * does what was asked, `destructive` when that drops something.
 */
export function PageQuestion({
  open,
  title,
  children,
  keep,
  go,
  onKeep,
  onGo,
  destructive,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  keep: string;
  go: string;
  onKeep: () => void;
  onGo: () => void;
  destructive?: boolean;
}) {
  return (
    <ConfirmDialog
      open={open}
      onCancel={onKeep}
      title={title}
      cancel={
        <Button variant="secondary" onClick={onKeep}>
          {keep}
        </Button>
      }
      confirm={
        <Button variant={destructive ? "destructive" : "primary"} onClick={onGo}>
          {go}
        </Button>
      }
    >
      {children}
    </ConfirmDialog>
  );
}
