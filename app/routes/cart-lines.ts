import { currentCartLines } from "~/cart/cart-check.server";
import { parseLineRefs } from "~/cart/cart-check";
import type { Route } from "./+types/cart-lines";

/** GET /cart/lines?line=itemId[:variantId]…: today's values of the cart's lines, for the cart page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const refs = parseLineRefs(new URL(request.url).searchParams.getAll("line"));
  if (!refs) return Response.json({ error: "line: one to 50 item ids, each optionally followed by :variantId" }, { status: 400 });
  const lines = await currentCartLines(context.db, context.language, refs);
  return Response.json({ lines }, { headers: { "Cache-Control": "private, no-store" } });
}
