import { describe, expect, it } from "vitest";
import { amountSchema, countSchema } from "./amount-schemas";

describe("amountSchema and countSchema (docs/product/content-rules.md#amounts)", () => {
  const messages = { required: "required", outOfRange: "outOfRange", malformed: "malformed" };
  const issues = (result: { success: boolean; error?: { issues: { code: string; message: string }[] } }) =>
    result.error?.issues.map(({ code, message }) => ({ code, message }));

  it("gives the field's own message for a missing box, a malformed amount and one past the largest", () => {
    const schema = amountSchema("it", messages, 10_000);
    expect(schema.safeParse("54,90")).toEqual({ success: true, data: 5490 });
    expect(issues(schema.safeParse(undefined))).toEqual([{ code: "invalid_type", message: "required" }]);
    expect(issues(schema.safeParse("54,9,0"))).toEqual([{ code: "custom", message: "malformed" }]);
    expect(issues(schema.safeParse("100,01"))).toEqual([{ code: "custom", message: "outOfRange" }]);
    expect(issues(schema.safeParse("1.234"))).toEqual([{ code: "custom", message: "common.amountAmbiguous" }]);
  });

  it("reads a whole count between its bounds and refuses a fraction or one below the least", () => {
    const schema = countSchema("fr", messages, { min: 2, max: 50 });
    expect(schema.safeParse("2")).toEqual({ success: true, data: 2 });
    expect(schema.safeParse("50")).toEqual({ success: true, data: 50 });
    expect(issues(schema.safeParse("1"))).toEqual([{ code: "custom", message: "outOfRange" }]);
    expect(issues(schema.safeParse("2,5"))).toEqual([{ code: "custom", message: "malformed" }]);
    expect(issues(schema.safeParse("51"))).toEqual([{ code: "custom", message: "outOfRange" }]);
  });
});
