import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~db/client";
import { colorVariants, items, orderRequests, type OrderLine } from "~db/schema";
import { localized } from "~/i18n/content";
import { readPrices } from "~/shop/sale-price.server";
import type { Language } from "~shared/languages";
import type { OrderRequestInput } from "./order-form";
import type { LineProblem } from "./order-reply";

export type StoreResult =
  | { ok: true; reference: number; token: string; lines: OrderLine[]; total: number; duplicate: boolean }
  | { ok: false; problems: LineProblem[] }
  /** The idempotency key already made another request: nothing is stored, and nothing of it told. */
  | { ok: false; keyReused: true };

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Stores an order request (docs/product/cart-and-orders.md#stored-order-requests) at today's prices. A line whose item or colour is gone,
 * whose quantity is above the stock, or whose price differs from the one the shopper saw, is
 * refused and reported; a commission (a piece to make anew) is not bound by stock. A repeated
 * idempotency key returns the request already stored, but only to the same request: the key is
 * bound to what it first sent (docs/decisions/0032).
 */
export async function storeOrderRequest(db: Database, input: OrderRequestInput, language: Language): Promise<StoreResult> {
  if (input.idempotencyKey) {
    const existing = await findByIdempotencyKey(db, input.idempotencyKey, input);
    if (existing) return existing;
  }

  const itemIds = [...new Set(input.lines.map((l) => l.itemId))];
  const variantIds = input.lines.flatMap((l) => (l.variantId ? [l.variantId] : []));
  // docs/product/sale-prices.md#a-sale: a running sale's price is today's price.
  const [itemRows, variantRows, prices] = await Promise.all([
    db.select().from(items).where(and(inArray(items.id, itemIds), eq(items.active, true))),
    variantIds.length
      ? db.select().from(colorVariants).where(and(inArray(colorVariants.id, variantIds), eq(colorVariants.active, true)))
      : Promise.resolve([]),
    readPrices(db, itemIds),
  ]);
  const itemById = new Map(itemRows.map((i) => [i.id, i]));
  const variantById = new Map(variantRows.map((v) => [v.id, v]));

  const problems: LineProblem[] = [];
  const lines: OrderLine[] = [];
  for (const requested of input.lines) {
    const item = itemById.get(requested.itemId);
    const variant = requested.variantId ? variantById.get(requested.variantId) : undefined;
    const variantMissing = requested.variantId ? !variant || variant.itemId !== item?.id : item?.hasColorVariants;
    if (!item || variantMissing) {
      problems.push({ itemId: requested.itemId, variantId: requested.variantId, reason: "unavailable" });
      continue;
    }
    const stock = variant ? variant.stock : item.stock;
    // The same item and colour may arrive on two lines; stock is for their sum.
    const alreadyOrdered = lines
      .filter((l) => l.itemId === item.id && l.variantId === (variant?.id ?? null))
      .reduce((sum, l) => sum + l.qty, 0);
    if (input.kind === "order" && requested.qty + alreadyOrdered > stock) {
      problems.push({ itemId: item.id, variantId: variant?.id ?? null, reason: "stock", available: Math.max(0, stock - alreadyOrdered) });
      continue;
    }
    const { price } = prices(item, variant?.id ?? null);
    if (requested.unitPrice !== undefined && cents(requested.unitPrice) !== cents(price)) {
      problems.push({ itemId: item.id, variantId: variant?.id ?? null, reason: "price", price });
      continue;
    }
    lines.push({
      itemId: item.id,
      variantId: variant?.id ?? null,
      slug: item.slug,
      name: localized(item.nameI18n, language, item.slug),
      colorName: variant ? localized(variant.colorNameI18n, language, variant.colorHex) : null,
      unitPrice: price,
      qty: requested.qty,
      lineTotal: cents(price * requested.qty) / 100,
      leadTimeDays: item.leadTimeDays,
    });
  }
  if (problems.length) return { ok: false, problems };

  const total = lines.reduce((sum, l) => sum + cents(l.lineTotal), 0) / 100;
  const inserted = await db
    .insert(orderRequests)
    .values({
      kind: input.kind,
      customerName: input.name,
      customerEmail: input.email,
      phone: input.phone || null,
      notes: input.notes || null,
      language,
      lines,
      total,
      idempotencyKey: input.idempotencyKey ?? null,
    })
    .onConflictDoNothing({ target: orderRequests.idempotencyKey })
    .returning({ reference: orderRequests.reference, token: orderRequests.token });
  if (inserted.length === 0 && input.idempotencyKey) {
    // A concurrent submit with the same key won the race: answer with its request.
    const existing = await findByIdempotencyKey(db, input.idempotencyKey, input);
    if (existing) return existing;
  }
  return { ok: true, reference: inserted[0].reference, token: inserted[0].token, lines, total, duplicate: false };
}

/** The request a key made, when `input` is that same request sent again; keyReused when it is another. */
async function findByIdempotencyKey(db: Database, key: string, input: OrderRequestInput): Promise<StoreResult | undefined> {
  const [row] = await db.select().from(orderRequests).where(eq(orderRequests.idempotencyKey, key)).limit(1);
  if (!row) return undefined;
  if (!sameRequest(row, input)) return { ok: false, keyReused: true };
  return { ok: true, reference: row.reference, token: row.token, lines: row.lines, total: row.total, duplicate: true };
}

/** Whether a stored request is what `input` asks for: the same kind, contact, notes and lines. */
function sameRequest(row: typeof orderRequests.$inferSelect, input: OrderRequestInput): boolean {
  const lines = (list: { itemId: string; variantId: string | null; qty: number }[]) =>
    JSON.stringify(list.map(({ itemId, variantId, qty }) => [itemId, variantId ?? null, qty]));
  return (
    row.kind === input.kind &&
    row.customerName === input.name &&
    row.customerEmail === input.email &&
    (row.phone ?? "") === input.phone &&
    (row.notes ?? "") === input.notes &&
    lines(row.lines) === lines(input.lines)
  );
}
