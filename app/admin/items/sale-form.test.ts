import { describe, expect, it } from "vitest";
import { saleFormSchema, wholeItem } from "./sale-form";

const itemId = "11111111-1111-4111-8111-111111111111";
const typed = { itemId, scope: wholeItem, price: "54,90", startDay: "1/12/2026", startTime: "8.00", endDay: "07/12/2026", endTime: "23:59" };
const errorsOf = (form: Record<string, string>) => saleFormSchema("it", "Europe/Rome").safeParse(form).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("the sale form (docs/product/sale-prices.md#a-sale)", () => {
  it("reads an Italian owner's 54,90 as €54.90 and the days and times on the shop's clock", () => {
    expect(saleFormSchema("it", "Europe/Rome").parse(typed)).toEqual({
      itemId,
      variantId: null,
      price: 54.9,
      startsAt: new Date("2026-12-01T07:00:00Z"),
      endsAt: new Date("2026-12-07T22:59:00Z"),
    });
    const colour = "22222222-2222-4222-8222-222222222222";
    expect(saleFormSchema("en", "Europe/Rome").parse({ ...typed, scope: colour, price: "54.90" })).toMatchObject({ variantId: colour, price: 54.9 });
  });

  it("refuses an end before the start, a day or time it cannot read and an empty price, each with its own message", () => {
    expect(errorsOf({ ...typed, endDay: "1/12/2026", endTime: "7:00" })).toEqual([["endDay", "admin.sales.endBeforeStart"]]);
    expect(errorsOf({ ...typed, startDay: "31/11/2026", startTime: "25:00" })).toEqual([
      ["startDay", "admin.sales.dayMalformed"],
      ["startTime", "admin.sales.timeMalformed"],
    ]);
    const { price: _, ...withoutPrice } = typed;
    expect(errorsOf(withoutPrice)).toEqual([["price", "admin.sales.priceMissing"]]);
  });
});
