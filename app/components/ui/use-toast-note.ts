import { useEffect } from "react";
import type { ToastNote } from "~/toasts/toast-note";
import { toast } from "./toast";

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
