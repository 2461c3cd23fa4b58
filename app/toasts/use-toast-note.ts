import { useEffect } from "react";
import { toast } from "~/components/ui/toast";

/** A toast an action asks the page to show, already in the page's language. */
export type ToastNote = { id: number; kind: "success" | "error"; title: string; description?: string };

export const successNote = (title: string): ToastNote => ({ id: Date.now(), kind: "success", title });
/** docs/product/back-office.md#toasts: failures are toasts titled Error, with the server's message. */
export const errorNote = (title: string, description: string): ToastNote => ({
  id: Date.now(),
  kind: "error",
  title,
  description,
});

/** The note shown last: a dialog that remounts holding the same answer (create, then edit) shows it once. */
let lastShownId: number | undefined;

/** Shows each note once (a new `id` for every answer, so that the same message can show twice). */
export function useToastNote(note: ToastNote | undefined) {
  useEffect(() => {
    if (!note || note.id === lastShownId) return;
    lastShownId = note.id;
    const show = note.kind === "success" ? toast.success : toast.error;
    show(note.title, note.description ? { description: note.description } : undefined);
  }, [note?.id]); // eslint-disable-line react-hooks/exhaustive-deps
}
