import type { ReactNode } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * The question before a row of a back-office list is deleted, open while the list's URL names the
 * row: Cancel goes back to `backHref`, the red button posts `intent` and the row's `id` there.
 */
export function DeleteConfirmation({
  open,
  backHref,
  title,
  cancelLabel,
  confirmLabel,
  intent,
  id,
  children,
}: {
  open: boolean;
  backHref: string;
  title: string;
  cancelLabel: string;
  confirmLabel: string;
  intent: string;
  id: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onCancel={() => navigate(backHref, { replace: true, preventScrollReset: true })}
      title={title}
      cancel={
        <Button asChild variant="secondary">
          <Link to={backHref} replace preventScrollReset>
            {cancelLabel}
          </Link>
        </Button>
      }
      confirm={
        <Form method="post" action={backHref} replace preventScrollReset>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          <Button type="submit" variant="destructive" className="w-full">
            {confirmLabel}
          </Button>
        </Form>
      }
    >
      {children}
    </ConfirmDialog>
  );
}
