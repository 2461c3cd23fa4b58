import { and, eq, inArray } from "drizzle-orm";
import { redirect } from "react-router";
import { items } from "~db/schema";
import type { ShopContext } from "~/context";
import { readCookie } from "~/i18n/languages";
import { readBoundedForm, smallFormBytes } from "~/request-protection/request-body.server";
import { isSameOriginRequest } from "~/request-protection/same-origin.server";
import { shopperItems } from "~/shop/shopper-item.server";
import type { ShopperItem } from "~/shop/shopper-item";
import { isPieceId, parseSaved, savedCookie, savedCookieName, withoutSaved, withSaved } from "./saved-list";

type SavedContext = Pick<ShopContext, "db" | "language" | "config">;

export function readSavedIds(request: Request): string[] {
  return parseSaved(readCookie(request.headers.get("cookie"), savedCookieName));
}

/** The saved pieces the shop still sells, newest first, as they are today; an id that names none is left out. */
export async function savedPieces(context: SavedContext, ids: readonly string[]): Promise<ShopperItem[]> {
  if (ids.length === 0) return [];
  const rows = await context.db
    .select()
    .from(items)
    .where(and(inArray(items.id, [...ids]), eq(items.active, true)));
  const pieces = await shopperItems(context.db, rows, context.language);
  return ids.flatMap((id) => pieces.find((piece) => piece.id === id) ?? []);
}

/**
 * A heart or a Remove posted as a form (before scripts start, or without them): the cookie
 * changes and the shopper lands on the list. Null for a forged, oversized or unreadable post; a
 * piece the shop does not sell is not saved.
 */
export async function savedAction(request: Request, context: SavedContext): Promise<Response | null> {
  if (!isSameOriginRequest(request, context.config)) return null;
  const reading = await readBoundedForm(request, smallFormBytes);
  if (!("form" in reading)) return null;
  const intent = reading.form.get("intent");
  const id = reading.form.get("item");
  if ((intent !== "save" && intent !== "remove") || !isPieceId(id)) return null;
  const ids = readSavedIds(request);
  const sold = intent === "save" && (await savedPieces(context, [id])).length === 1;
  const next = intent === "remove" ? withoutSaved(ids, id) : sold ? withSaved(ids, id) : ids;
  const secure = new URL(context.config.publicUrl).protocol === "https:";
  return redirect("/saved", { status: 303, headers: { "Set-Cookie": savedCookie(next, secure) } });
}
