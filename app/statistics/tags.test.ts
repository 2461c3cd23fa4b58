import { describe, expect, it } from "vitest";
import { defaultCampaign, instagramLink, tagValue } from "./tags";

describe("tagValue", () => {
  it("keeps a tag short, in lower case, with letters, digits and -_. only", () => {
    expect(tagValue("  Winter Sale!! ")).toBe("winter-sale");
    expect(tagValue("Natale_2026.it")).toBe("natale_2026.it");
    expect(tagValue("Été")).toBe("été");
    expect(tagValue("x".repeat(100))).toHaveLength(40);
    expect(tagValue(null)).toBe("");
  });
});

describe("instagramLink", () => {
  it("tags the shop's address with Instagram, social and the owner's word", () => {
    expect(instagramLink("https://filo.example", "Christmas market")).toEqual({
      word: "christmas-market",
      url: "https://filo.example/?utm_source=instagram&utm_medium=social&utm_campaign=christmas-market",
    });
  });

  it("uses a word of its own when the owner gives none it can keep", () => {
    expect(instagramLink("http://localhost:3000", "!!!").url).toBe(`http://localhost:3000/?utm_source=instagram&utm_medium=social&utm_campaign=${defaultCampaign}`);
  });
});
