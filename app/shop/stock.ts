/**
 * How many pieces of an item the shop can sell (docs/decisions/0027): an item with
 * colours has no stock of its own, it has its active colours' stock, added up; an item without
 * colours has its own. The back office, the shop's pages, the cart check and the structured data
 * all count with this one rule, so that they never disagree.
 */
export type StockHolder = { hasColorVariants: boolean; stock: number };
export type ColourStock = { stock: number; active: boolean };

export function itemStock(item: StockHolder, colours: readonly ColourStock[]): number {
  if (!item.hasColorVariants) return Math.max(0, item.stock);
  return colours.reduce((sum, colour) => (colour.active ? sum + Math.max(0, colour.stock) : sum), 0);
}
