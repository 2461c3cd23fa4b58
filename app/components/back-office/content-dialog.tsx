import { getFormProps, type FormMetadata, type Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import type { $ZodType } from "zod/v4/core";
import { Button } from "~/components/ui/button";
import { saveBarProps } from "~/components/ui/toast";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useDiscardGuard } from "./discard-guard";
import { useToastNote } from "~/components/ui/use-toast-note";
import type { ContentActionData } from "./content-action.server";
import { isSaving, useOwnerForm } from "~/components/forms/use-owner-form";

/**
 * The boxes of a content form as the page sees them: named per language (`name_fr`), so they are
 * looked up by name rather than through the schema's types.
 */
export type ContentFormShape = Record<string, string | undefined>;

/** Which row the dialog edits (`row` undefined: a new one); `session` gives every opening a fresh form. */
export type DialogState<Row> = { row?: Row; session: number } | null;

export function useContentDialog<Row>(opened?: Row) {
  const [state, setState] = useState<DialogState<Row>>(opened === undefined ? null : { row: opened, session: 0 });
  return {
    state,
    openNew: () => setState({ session: Date.now() }),
    openEdit: (row: Row) => setState({ row, session: Date.now() }),
    close: () => setState(null),
  };
}

/** The create/edit dialog of a content page; its title reads Create or Update (docs/product/back-office.md#dialogs). */
export function ContentDialog({
  open,
  onClose,
  title,
  description,
  wide,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const guard = useDiscardGuard(onClose);
  // The dialog stays mounted between openings; a save closes it without asking.
  useEffect(() => {
    if (!open) guard.reset();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : guard.requestClose())}>
      <DialogContent
        {...guard.contentProps}
        closeLabel={t("admin.content.close")}
        width={wide ? "sm:max-w-4xl" : "sm:max-w-2xl"}
        className="sm:max-h-[90dvh]"
        // A rich-text toolbar or upload must not lose the typed form by a stray click outside.
        onInteractOutside={(event) => event.preventDefault()}
        // A box inside the dialog (e.g. the editor's link address) may use Escape for itself.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest("[data-escape-local]")) event.preventDefault();
        }}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children}
        {guard.question}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A content form posted through its own fetcher (one per dialog opening): checked in the browser
 * with the action's schema, refused values come back untouched, and a save closes the dialog.
 */
export function useContentForm<Schema extends $ZodType>({
  schema,
  session,
  defaultValue,
  onSaved,
}: {
  schema: Schema;
  session: number;
  defaultValue: ContentFormShape;
  onSaved: () => void;
}) {
  const fetcher = useFetcher<ContentActionData>({ key: `content-form-${session}` });
  useToastNote(fetcher.data?.note);
  const saved = fetcher.state === "idle" && fetcher.data?.saved === true;
  useEffect(() => {
    if (saved) onSaved();
  }, [saved]); // eslint-disable-line react-hooks/exhaustive-deps
  const [form, fields] = useOwnerForm<ContentFormShape>({
    id: `content-form-${session}`,
    lastResult: fetcher.data?.saved ? undefined : fetcher.data?.result,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<ContentFormShape>,
  });
  return { fetcher, form, fields, busy: isSaving(fetcher) };
}

/** The form element, the hidden intent and id, and the footer of a content dialog. */
export function ContentFormFrame({
  fetcher,
  form,
  id,
  busy,
  children,
}: {
  fetcher: FetcherWithComponents<ContentActionData>;
  form: FormMetadata<ContentFormShape, string[]>;
  id: string | undefined;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-5 px-5 pt-4 sm:px-6">
      <input type="hidden" name="intent" value="save" />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {children}
      <div
        {...saveBarProps}
        className="sticky bottom-0 -mx-5 flex justify-end border-t border-border bg-surface px-5 pt-4 pb-5 sm:-mx-6 sm:px-6 sm:pb-6"
      >
        <Button type="submit" disabled={busy} className="max-sm:w-full">
          {id ? t("admin.update") : t("admin.create")}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** The create button above a content list. */
export function CreateButton({ onCreate, children }: { onCreate: () => void; children: ReactNode }) {
  return (
    <div className="flex justify-end">
      <Button type="button" onClick={onCreate} className="max-sm:w-full">
        <Plus aria-hidden />
        {children}
      </Button>
    </div>
  );
}

/**
 * Edit and delete buttons of a card; `onDelete` undefined deletes at once (docs/product/back-office.md#deleting: authors, articles),
 * `onDelete` false shows no delete button (tags: they go when no item carries them).
 */
export function CardActions({
  name,
  id,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  id: string;
  onEdit: () => void;
  onDelete?: (() => void) | false;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ContentActionData>({ key: `content-delete-${id}` });
  useToastNote(fetcher.data?.note);
  const deleteButton = (
    <Button
      type={onDelete ? "button" : "submit"}
      variant="ghostDestructive"
      size="icon"
      onClick={onDelete || undefined}
      disabled={fetcher.state !== "idle"}
      aria-label={t("admin.content.delete", { name })}
    >
      <Trash2 aria-hidden />
    </Button>
  );
  return (
    <div className="flex items-center gap-1">
      {children}
      <Button type="button" variant="ghost" size="icon" onClick={onEdit} aria-label={t("admin.content.edit", { name })}>
        <Pencil aria-hidden />
      </Button>
      {onDelete === false ? null : onDelete ? (
        deleteButton
      ) : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          {deleteButton}
        </fetcher.Form>
      )}
    </div>
  );
}

export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted">{children}</p>;
}
