/*
 * docs/product/back-office.md#low-stock: the owner's low-stock level, the shop's or an item's own,
 * and when a confirmed order reaches it. One rule for the mail, the items list's filter and the
 * side menu's badge.
 */

/** The shop's level until the owner sets one. */
export const defaultLowStockLevel = 1;

/** The highest level the Settings page and the item editor accept. */
export const maxLowStockLevel = 999;

/** The level that applies to an item and its colours: its own, else the shop's, else the default; 0 turns the alert off. */
export function lowStockLevelOf(itemLevel: number | null, shopLevel: number | null): number {
  return itemLevel ?? shopLevel ?? defaultLowStockLevel;
}

/**
 * Whether taking stock from `before` to `after` reaches the level: only a move from above it to at
 * or below it does, so that the owner hears once, and again only after a restock above the level.
 */
export function reachesLowStock(before: number, after: number, level: number): boolean {
  return level > 0 && before > level && after <= level;
}
