import { describe, expect, it } from "vitest";
import { passwordProblem } from "./accounts.server";

describe("passwordProblem", () => {
  it.each([
    ["short1234", "tooShort"],
    ["x".repeat(129), "tooLong"],
    ["password1234", "common"],
    ["Sunshine2024!!", "common"],
    ["qwertyqwertyqwerty", "common"],
    ["123456789012", "common"],
    ["............", "common"],
  ])("refuses %s (%s)", (candidate, problem) => {
    expect(passwordProblem(candidate)).toBe(problem);
  });

  it.each(["crochet-by-the-lake-2024", "correct horse battery staple", "Tr0ub4dor&3-hook"])(
    "accepts %s",
    (candidate) => {
      expect(passwordProblem(candidate)).toBeUndefined();
    },
  );
});
