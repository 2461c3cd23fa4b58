import { describe, expect, it } from "vitest";
import { itemStock } from "./stock";

const colour = (stock: number, active = true) => ({ stock, active });

describe("an item's stock", () => {
  it("is its own stock when it has no colours, whatever colours it kept from before", () => {
    expect(itemStock({ hasColorVariants: false, stock: 4 }, [colour(9), colour(2)])).toBe(4);
  });

  it("is the sum of its active colours' stock when it has colours, never its own", () => {
    expect(itemStock({ hasColorVariants: true, stock: 40 }, [colour(3), colour(2), colour(5, false)])).toBe(5);
  });

  it("is 0 for an item with colours and none active yet", () => {
    expect(itemStock({ hasColorVariants: true, stock: 7 }, [])).toBe(0);
    expect(itemStock({ hasColorVariants: true, stock: 7 }, [colour(4, false)])).toBe(0);
  });

  it("never counts below 0", () => {
    expect(itemStock({ hasColorVariants: false, stock: -2 }, [])).toBe(0);
    expect(itemStock({ hasColorVariants: true, stock: 0 }, [colour(-3), colour(2)])).toBe(2);
  });
});
