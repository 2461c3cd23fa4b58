import { describe, expect, it } from "vitest";
import { shopperMessageMaxLength, shopperMessageSchema } from "./shopper-message";

describe("the shopper's message", () => {
  const issue = (body: unknown) => shopperMessageSchema.safeParse({ body }).error?.issues[0].message;

  it("takes a letter of several lines, trimmed, up to its length", () => {
    expect(shopperMessageSchema.parse({ body: "  Ciao!\n\nIl blu va bene?\tGrazie  " })).toEqual({ body: "Ciao!\n\nIl blu va bene?\tGrazie" });
    expect(issue("é".repeat(shopperMessageMaxLength))).toBeUndefined();
  });

  it("refuses an empty, an overlong or a disguised message, and what is not text, each with its key", () => {
    expect(issue("   ")).toBe("request.message.errors.empty");
    expect(issue(undefined)).toBe("request.message.errors.empty");
    expect(issue("x".repeat(shopperMessageMaxLength + 1))).toBe("request.message.errors.tooLong");
    expect(issue("pay here\u202e")).toBe("request.message.errors.hidden");
    expect(issue("a\u0000b")).toBe("request.message.errors.hidden");
    expect(issue({ nested: ["x"] })).toBe("request.message.errors.empty");
  });
});
