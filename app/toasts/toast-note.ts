/**
 * A toast the server asks the page to show, already in the page's language: in an action's data
 * for an answer in place, in a loader's data after a redirect (see toast-note.server.ts).
 */
export type ToastNote = { id: number; kind: "success" | "error"; title: string; description?: string };
