import { describe, expect, it } from "vitest";
import { appliedPrice, lowestPriorPrice, nextSaleChange, shownPrice, type PricePoint, type SaleWindow } from "./sale-price";

const day = 24 * 60 * 60 * 1000;
const start = new Date("2026-06-01T08:00:00Z");
const daysBefore = (days: number) => new Date(start.getTime() - days * day);
const daysAfter = (days: number) => new Date(start.getTime() + days * day);
const sale = (price: number, from: Date, to: Date, variantId: string | null = null): SaleWindow => ({ variantId, price, startsAt: from, endsAt: to });

describe("the lowest price of the 30 days before a reduction", () => {
  it("is the price before a raise, not the raised price the sale is cut from", () => {
    const history: PricePoint[] = [
      { price: 40, from: daysBefore(100) },
      { price: 60, from: daysBefore(10) },
    ];
    expect(lowestPriorPrice(history, [], null, start)).toBe(40);
    const shown = shownPrice(60, history, [sale(50, start, daysAfter(7))], null, daysAfter(1));
    expect(shown).toEqual({ price: 50, reduction: null });
  });

  it("counts a price that applied at the window's first instant and not one that ended just before", () => {
    const edge: PricePoint[] = [
      { price: 30, from: daysBefore(200) },
      { price: 45, from: daysBefore(30) },
      { price: 60, from: daysBefore(5) },
    ];
    expect(lowestPriorPrice(edge, [], null, start)).toBe(45);
    const justInside: PricePoint[] = [
      { price: 30, from: daysBefore(200) },
      { price: 45, from: new Date(daysBefore(30).getTime() + 1) },
    ];
    expect(lowestPriorPrice(justInside, [], null, start)).toBe(30);
  });

  it("names the shorter period for a piece that came to the shop less than 30 days before the sale (Cod. cons. art. 17-bis(4))", () => {
    const listedLately: PricePoint[] = [{ price: 60, from: daysBefore(12) }];
    const reduction = shownPrice(60, listedLately, [sale(45, start, daysAfter(5))], null, daysAfter(1)).reduction;
    expect(reduction).toEqual({ was: 60, startsAt: start.toISOString(), endsAt: daysAfter(5).toISOString(), since: daysBefore(12).toISOString() });
    const listedLongAgo: PricePoint[] = [{ price: 60, from: daysBefore(30) }];
    expect(shownPrice(60, listedLongAgo, [sale(45, start, daysAfter(5))], null, daysAfter(1)).reduction).not.toHaveProperty("since");
  });

  it("leaves out a price that started at the reduction itself", () => {
    const history: PricePoint[] = [
      { price: 60, from: daysBefore(90) },
      { price: 20, from: start },
    ];
    expect(lowestPriorPrice(history, [], null, start)).toBe(60);
  });

  it("includes an earlier sale in the window, so a sale after a sale announces the first one's price", () => {
    const history: PricePoint[] = [{ price: 60, from: daysBefore(90) }];
    const sales = [sale(40, daysBefore(20), daysBefore(10)), sale(45, start, daysAfter(5))];
    expect(lowestPriorPrice(history, sales, null, start)).toBe(40);
    expect(shownPrice(60, history, sales, null, daysAfter(1))).toEqual({ price: 45, reduction: null });
    const later = [sale(40, daysBefore(45), daysBefore(31)), sale(45, start, daysAfter(5))];
    expect(shownPrice(60, history, later, null, daysAfter(1))).toEqual({ price: 45, reduction: { was: 60, startsAt: start.toISOString(), endsAt: daysAfter(5).toISOString() } });
  });

  it("counts a sale of the same colour or of the whole item, never another colour's", () => {
    const history: PricePoint[] = [{ price: 60, from: daysBefore(90) }];
    const earlier = [sale(35, daysBefore(20), daysBefore(15), "blue")];
    expect(lowestPriorPrice(history, earlier, "blue", start)).toBe(35);
    expect(lowestPriorPrice(history, earlier, "red", start)).toBe(60);
    expect(lowestPriorPrice(history, earlier, null, start)).toBe(60);
    expect(lowestPriorPrice(history, [sale(35, daysBefore(20), daysBefore(15))], "red", start)).toBe(35);
  });

  it("is unknown for an item that had no price in the window", () => {
    expect(lowestPriorPrice([{ price: 60, from: daysAfter(1) }], [], null, start)).toBeUndefined();
  });
});

describe("the price shown", () => {
  const history: PricePoint[] = [{ price: 60, from: daysBefore(90) }];

  it("announces a reduction from the 30-day lowest while the sale runs, and only then", () => {
    const sales = [sale(50, start, daysAfter(7))];
    expect(shownPrice(60, history, sales, null, daysBefore(1))).toEqual({ price: 60, reduction: null });
    expect(shownPrice(60, history, sales, null, start)).toEqual({ price: 50, reduction: { was: 60, startsAt: start.toISOString(), endsAt: daysAfter(7).toISOString() } });
    expect(shownPrice(60, history, sales, null, daysAfter(7))).toEqual({ price: 60, reduction: null });
  });

  it("puts a colour's sale on that colour alone, and the item's sale on every colour", () => {
    const colourSale = [sale(50, start, daysAfter(7), "blue")];
    expect(shownPrice(60, history, colourSale, "blue", daysAfter(1)).price).toBe(50);
    expect(shownPrice(60, history, colourSale, "red", daysAfter(1)).price).toBe(60);
    expect(shownPrice(60, history, colourSale, null, daysAfter(1)).price).toBe(60);
    expect(shownPrice(60, history, [sale(50, start, daysAfter(7))], "red", daysAfter(1)).price).toBe(50);
  });

  it("keeps the regular price when a sale is not below it", () => {
    expect(shownPrice(40, history, [sale(50, start, daysAfter(7))], null, daysAfter(1))).toEqual({ price: 40, reduction: null });
  });

  it("knows the next start or end of a sale", () => {
    const sales = [sale(50, start, daysAfter(7)), sale(45, daysAfter(10), daysAfter(12))];
    expect(nextSaleChange(sales, daysBefore(1))).toEqual(start);
    expect(nextSaleChange(sales, start)).toEqual(daysAfter(7));
    expect(nextSaleChange(sales, daysAfter(12))).toBeNull();
    expect(appliedPrice(history, sales, null, daysAfter(11))).toBe(45);
  });
});
