import { describe, expect, it } from "vitest";
import { defaultLowStockLevel, lowStockLevelOf, reachesLowStock } from "./low-stock";

describe("the low-stock level", () => {
  it("is the item's own, else the shop's, else the default", () => {
    expect(lowStockLevelOf(3, 5)).toBe(3);
    expect(lowStockLevelOf(0, 5)).toBe(0);
    expect(lowStockLevelOf(null, 5)).toBe(5);
    expect(lowStockLevelOf(null, 0)).toBe(0);
    expect(lowStockLevelOf(null, null)).toBe(defaultLowStockLevel);
  });
});

describe("reaching the low-stock level", () => {
  it("happens when stock moves from above the level to it or below", () => {
    expect(reachesLowStock(3, 2, 2)).toBe(true);
    expect(reachesLowStock(5, 0, 2)).toBe(true);
    expect(reachesLowStock(2, 1, 1)).toBe(true);
  });

  it("does not happen again while the stock stays at or below the level", () => {
    expect(reachesLowStock(2, 1, 2)).toBe(false);
    expect(reachesLowStock(1, 0, 1)).toBe(false);
  });

  it("does not happen above the level, nor with the alert off", () => {
    expect(reachesLowStock(5, 3, 2)).toBe(false);
    expect(reachesLowStock(5, 0, 0)).toBe(false);
  });
});
