import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { settingsSchema } from "./settings-form";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe("the Settings form's low-stock level (docs/product/back-office.md#low-stock)", () => {
  const level = (typed: string) => {
    const form = formOf({ shop_name: "Filo", order_email: "maria@example.com", low_stock_level: typed });
    const submission = parseWithZod(form, { schema: settingsSchema([], "it") });
    return submission.status === "success" ? submission.value.lowStockLevel : submission.reply().error?.low_stock_level;
  };

  it("is a whole number from 0 to 999; empty, the shop's default", () => {
    expect(level("2")).toBe(2);
    expect(level("0")).toBe(0);
    expect(level("999")).toBe(999);
    expect(level("")).toBeNull();
  });

  it("refuses anything else with one message", () => {
    for (const typed of ["-1", "1000", "1,5", "tanti"]) expect(level(typed)).toEqual(["admin.settings.errors.lowStockLevelInvalid"]);
  });
});
