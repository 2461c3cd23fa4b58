import { AlertDialog } from "radix-ui";
import { Fragment, type ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";

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
  inPortal = false,
}: {
  open: boolean;
  onCancel: () => void;
  title: string;
  children: ReactNode;
  /** A link back to the page without the question. */
  cancel: ReactNode;
  /** The form that does it. */
  confirm: ReactNode;
  /**
   * Drawn at the end of the page rather than in place: a question asked from inside a dialog whose
   * panel is moved by a transform (the item editor on a computer) would be placed within that panel,
   * scrolled out of sight. Only for questions opened by the page's script.
   */
  inPortal?: boolean;
}) {
  const Layer = inPortal ? AlertDialog.Portal : Fragment;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Layer>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-surface p-6 shadow-xl outline-none data-[state=open]:animate-fade-in">
          <AlertDialog.Title className="text-xl">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{children}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>{cancel}</AlertDialog.Cancel>
            {confirm}
          </div>
        </AlertDialog.Content>
      </Layer>
    </AlertDialog.Root>
  );
}

/**
 * A question asked in place, not from the URL: its first button keeps things as they are. The
 * other one either does it at once (`confirmLabel`, `onConfirm`) or is a form that posts it (`confirm`).
 */
export function AskFirstDialog({
  open,
  onClose,
  title,
  keepLabel,
  children,
  ...answer
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  keepLabel: string;
  children: ReactNode;
} & ({ confirm: ReactNode } | { confirmLabel: string; onConfirm: () => void; destructive?: boolean })) {
  return (
    <ConfirmDialog
      open={open}
      onCancel={onClose}
      title={title}
      inPortal
      cancel={
        <Button variant="secondary" onClick={onClose}>
          {keepLabel}
        </Button>
      }
      confirm={
        "confirm" in answer ? (
          answer.confirm
        ) : (
          <Button variant={answer.destructive ? "destructive" : undefined} onClick={answer.onConfirm}>
            {answer.confirmLabel}
          </Button>
        )
      }
    >
      {children}
    </ConfirmDialog>
  );
}

/** A red button of a form that asks first (see AskFirstDialog); without a script it simply posts. */
export function AskFirstButton({ onAsk, ...props }: ButtonProps & { onAsk: () => void }) {
  return (
    <Button
      type="submit"
      {...props}
      variant="destructiveOutline"
      className="max-sm:w-full"
      onClick={(event) => {
        event.preventDefault();
        onAsk();
      }}
    />
  );
}
