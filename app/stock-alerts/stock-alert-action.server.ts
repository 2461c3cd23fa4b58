import { eq } from "drizzle-orm";
import { items } from "~db/schema";
import type { ShopContext } from "~/context";
import { throttledAddress } from "~/request-protection/client-address.server";
import { beginAttempt, type ThrottleKey, type ThrottleRule } from "~/request-protection/throttle.server";
import { colorParam } from "~/shop/shopper-item";
import { wakeStockAlertWorkers } from "./outbox.server";
import type { StockAlertAnswer } from "./stock-alert-rules";
import { stockAlertFormSchema } from "./wish-form";
import { askForWish } from "./wishes.server";

/** Asks from one client (docs/product/back-in-stock.md#limits): a shopper asks for a few pieces; a script is stopped. */
export const stockAlertClientLimit: ThrottleRule = { maxAttempts: 10, windowSeconds: 60 * 60, lockSeconds: 60 * 60 };

export const stockAlertClientKey = (clientAddress: string): ThrottleKey => ({
  key: `stock-alert:${throttledAddress(clientAddress)}`,
  rule: stockAlertClientLimit,
  resetOnSuccess: false,
});


/** The piece's page on the colour asked for, from its stored slug: nothing typed is echoed as a link. */
async function pieceHref(context: Pick<ShopContext, "db">, itemId: string, variantId: string | undefined): Promise<string | null> {
  const [item] = await context.db.select({ slug: items.slug }).from(items).where(eq(items.id, itemId));
  if (!item) return null;
  return `/product/${encodeURIComponent(item.slug)}${variantId ? `?${colorParam}=${variantId}` : ""}`;
}

/**
 * The form's post (docs/product/back-in-stock.md#the-form), once its origin is checked and its body
 * read: counted against the client, then the wish is asked for. Its confirmation, if any, is
 * written to the outbox and the worker woken after the commit.
 */
export async function handleStockAlertForm(
  form: FormData,
  context: Pick<ShopContext, "db" | "language" | "log" | "clientAddress">,
): Promise<{ status: number; answer: StockAlertAnswer; retryAfterSeconds?: number }> {
  const parsed = stockAlertFormSchema.safeParse({
    email: form.get("email") ?? "",
    itemId: form.get("itemId") ?? "",
    variantId: form.get("variantId") || undefined,
  });
  const verdict = await beginAttempt(context.db, [stockAlertClientKey(context.clientAddress)]);
  if (!verdict.allowed) {
    context.log.warn({ address: context.clientAddress }, "back-in-stock: too many asks from one client");
    return { status: 429, answer: { outcome: "tooMany", back: null }, retryAfterSeconds: verdict.retryAfterSeconds };
  }
  if (!parsed.success) {
    const ids = stockAlertFormSchema.pick({ itemId: true, variantId: true }).safeParse({
      itemId: form.get("itemId") ?? "",
      variantId: form.get("variantId") || undefined,
    });
    const back = ids.success ? await pieceHref(context, ids.data.itemId, ids.data.variantId) : null;
    return { status: 400, answer: { outcome: "invalid", back } };
  }
  const { itemId, variantId } = parsed.data;
  try {
    const outcome = await askForWish(context.db, parsed.data, context.language);
    if (outcome === "asked") wakeStockAlertWorkers();
    return { status: outcome === "asked" ? 200 : 409, answer: { outcome, back: await pieceHref(context, itemId, variantId) } };
  } catch (error) {
    context.log.error({ err: error }, "back-in-stock: a wish could not be stored");
    return { status: 503, answer: { outcome: "failed", back: null } };
  }
}
