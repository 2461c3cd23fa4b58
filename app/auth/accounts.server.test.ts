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
  ])("refuses %s (%s)", async (candidate, problem) => {
    await expect(passwordProblem(candidate)).resolves.toBe(problem);
  });

  it.each(["crochet-by-the-lake-2024", "correct horse battery staple", "Tr0ub4dor&3-hook"])(
    "accepts %s",
    async (candidate) => {
      await expect(passwordProblem(candidate)).resolves.toBeUndefined();
    },
  );
});

describe("passwordProblem at its edges (docs/product/access.md)", () => {
  it("accepts the longest password allowed and refuses one character more", async () => {
    const longest = "crochet-by-the-lake-".repeat(7).slice(0, 128);
    await expect(passwordProblem(longest)).resolves.toBeUndefined();
    await expect(passwordProblem(`${longest}x`)).resolves.toBe("tooLong");
  });

  it.each([
    // On the list as typed, though its letters alone are not.
    ["1qaz2wsx3edc", "common"],
    // Padding stripped from the start as well as from the end.
    ["##2024sunshine", "common"],
    // A short piece repeated, even one on no list.
    ["qzjqzjqzjqzj", "common"],
    // A repeated piece of four or more letters counts only when it is common itself.
    ["wxyzwxyzwxyz", undefined],
    ["sunflowersunflower", "common"],
    // Only a whole password made of repeats counts, not a repeat at its start or end.
    ["woollen-yarn-ball", undefined],
    ["lala-land-of-wool", undefined],
    // Only digits and symbols around the word are padding, not letters, nor symbols inside it.
    ["crochetlover2024!", undefined],
    ["sun-flower-2024", undefined],
  ])("judges %s as %s", async (candidate, problem) => {
    await expect(passwordProblem(candidate)).resolves.toBe(problem);
  });
});
