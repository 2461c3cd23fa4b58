import { isRouteErrorResponse } from "react-router";

/**
 * What a form refused unread is thrown as (app/request-protection/request-body.server.ts): its message, already
 * in the visitor's language, told apart from other errors so the error page can show it.
 */
export type RefusedForm = { refused: "form"; error: string };

/** The message of a refused form, for the error page; undefined for any other error. */
export function refusedFormMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const body = error.data as Partial<RefusedForm> | null;
  return body?.refused === "form" && typeof body.error === "string" ? body.error : undefined;
}
