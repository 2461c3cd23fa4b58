/**
 * docs/product/sale-prices.md#the-prior-price: what a shopper pays for an item, or one colour of it,
 * at an instant, and the prior price a reduction may announce: the lowest price applied in the 30
 * days before the reduction started, sales included (Directive 98/6/EC art. 6a). Pure: the reads
 * are in sale-price.server.ts.
 */

/** A price the item had from `from` on (its price history). */
export type PricePoint = { price: number; from: Date };

/** A sale of the whole item (`variantId` null) or of one colour. */
export type SaleWindow = { variantId: string | null; price: number; startsAt: Date; endsAt: Date };

/**
 * A reduction as pages announce it: the prior price struck, and when the sale started and ends (ISO
 * 8601). `since`, when the piece came to the shop less than 30 days before the sale: the start of
 * the shorter period the prior price was read over, which the page then names (Cod. cons. art.
 * 17-bis(4)).
 */
export type Reduction = { was: number; startsAt: string; endsAt: string; since?: string };

/** The price shown for an item or a colour, and the reduction announced with it, if any. */
export type ShownPrice = { price: number; reduction: Reduction | null };

/** The price of an item (`variantId` null) or of one of its colours, as shown at one instant. */
export type PriceOf = (item: { id: string; price: number }, variantId: string | null) => ShownPrice;

/** Prices where no sale runs: each item's own. */
export const regularPrices: PriceOf = (item) => ({ price: item.price, reduction: null });

export const priorPriceWindowDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

/** A colour is sold at the item's sales and its own; the whole item at the item's only. */
function appliesTo(sale: SaleWindow, variantId: string | null): boolean {
  return sale.variantId === null || sale.variantId === variantId;
}

function regularAt(history: readonly PricePoint[], at: number): number | undefined {
  let price: number | undefined;
  let since = -Infinity;
  for (const point of history) {
    const from = point.from.getTime();
    if (from <= at && from >= since) {
      price = point.price;
      since = from;
    }
  }
  return price;
}

function salesAt(sales: readonly SaleWindow[], variantId: string | null, at: number): SaleWindow[] {
  return sales.filter((sale) => appliesTo(sale, variantId) && sale.startsAt.getTime() <= at && at < sale.endsAt.getTime());
}

/** The price applied at an instant; undefined before the item's first price. */
export function appliedPrice(history: readonly PricePoint[], sales: readonly SaleWindow[], variantId: string | null, at: Date): number | undefined {
  const time = at.getTime();
  const prices = [regularAt(history, time), ...salesAt(sales, variantId, time).map((sale) => sale.price)];
  const known = prices.filter((price): price is number => price !== undefined);
  return known.length ? Math.min(...known) : undefined;
}

/**
 * The lowest price applied in the 30 days before `start` (the window's first instant included, the
 * start itself not); undefined when the item had no price in that time.
 */
export function lowestPriorPrice(
  history: readonly PricePoint[],
  sales: readonly SaleWindow[],
  variantId: string | null,
  start: Date,
): number | undefined {
  const end = start.getTime();
  const begin = end - priorPriceWindowDays * dayMs;
  // The applied price only changes where a price or a sale starts or ends: one look at each.
  const changes = [
    begin,
    ...history.map((point) => point.from.getTime()),
    ...sales.filter((sale) => appliesTo(sale, variantId)).flatMap((sale) => [sale.startsAt.getTime(), sale.endsAt.getTime()]),
  ].filter((time) => time >= begin && time < end);
  const prices = changes
    .map((time) => appliedPrice(history, sales, variantId, new Date(time)))
    .filter((price): price is number => price !== undefined);
  return prices.length ? Math.min(...prices) : undefined;
}

/**
 * What is shown at `now`: the sale's price while a sale runs, else the regular one. A reduction is
 * announced only when the lowest prior price is above the sale's (docs/product/sale-prices.md#the-prior-price).
 */
export function shownPrice(
  regular: number,
  history: readonly PricePoint[],
  sales: readonly SaleWindow[],
  variantId: string | null,
  now: Date,
): ShownPrice {
  const [sale] = salesAt(sales, variantId, now.getTime()).sort((a, b) => a.price - b.price);
  if (!sale || sale.price >= regular) return { price: regular, reduction: null };
  const was = lowestPriorPrice(history, sales, variantId, sale.startsAt);
  if (was === undefined || was <= sale.price) return { price: sale.price, reduction: null };
  const listed = Math.min(...history.map((point) => point.from.getTime()));
  const shorter = listed > sale.startsAt.getTime() - priorPriceWindowDays * dayMs;
  return {
    price: sale.price,
    reduction: { was, startsAt: sale.startsAt.toISOString(), endsAt: sale.endsAt.toISOString(), ...(shorter ? { since: new Date(listed).toISOString() } : {}) },
  };
}

/** The first start or end of a sale after `now`: when the prices shown change next; null without one. */
export function nextSaleChange(sales: readonly SaleWindow[], now: Date): Date | null {
  const times = sales.flatMap((sale) => [sale.startsAt.getTime(), sale.endsAt.getTime()]).filter((time) => time > now.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
