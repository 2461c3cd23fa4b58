import type { TFunction } from "~/i18n/i18n";
import type { ToastNote } from "./toast-note";

/*
 * Every toast the server asks for is a `ToastNote` in a reply's data, shown by `useToastNote`. An
 * answer in place carries it in the action's data; a redirect cannot, so it names the note in a
 * one-minute cookie and the page it leads to puts the note in its loader's data.
 */

export const successNote = (title: string): ToastNote => ({ id: Date.now(), kind: "success", title });
/** docs/product/back-office.md#toasts: failures are toasts titled Error, with the server's message. */
export const errorNote = (title: string, description?: string): ToastNote =>
  description === undefined ? { id: Date.now(), kind: "error", title } : { id: Date.now(), kind: "error", title, description };

/** The notes that may follow a redirect, by name: the page after it says them in its own language. */
const notesAfterRedirect = { "signed-in": "auth.loggedIn" } as const;
type NoteAfterRedirect = keyof typeof notesAfterRedirect;

/** Also read by the page cache: a visit carrying a note is rendered for itself. */
export const toastCookieName = "admin_flash";

/** Asks the page a redirect leads to for a toast. */
export function noteAfterRedirect(headers: Headers, name: NoteAfterRedirect): void {
  headers.append("Set-Cookie", `${toastCookieName}=${name}; Path=/; Max-Age=60; SameSite=Lax; HttpOnly`);
}

/**
 * The note a redirect asked for, once: with the header that forgets it. A page that redirects
 * again leaves the cookie to the page at the end.
 */
export function takeNoteAfterRedirect(request: Request, t: TFunction): { note?: ToastNote; headers?: Headers } {
  const match = new RegExp(`(?:^|;\\s*)${toastCookieName}=([a-z-]+)`).exec(request.headers.get("cookie") ?? "");
  if (!match) return {};
  const headers = new Headers({ "Set-Cookie": `${toastCookieName}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly` });
  const name = match[1] as NoteAfterRedirect;
  return Object.hasOwn(notesAfterRedirect, name) ? { note: successNote(t(notesAfterRedirect[name])), headers } : { headers };
}
