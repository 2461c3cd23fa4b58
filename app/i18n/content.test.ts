import { describe, expect, it } from "vitest";
import { localized } from "./content";

describe("localized content (SPEC §4: content falls back to English)", () => {
  it("uses the page's language when it has text", () => {
    expect(localized({ en: "Bag", it: "Borsa", fr: "Sac" }, "fr")).toBe("Sac");
  });
  it("falls back to English when the language is missing, null or blank", () => {
    expect(localized({ en: "Bag" }, "it")).toBe("Bag");
    expect(localized({ en: "Bag", it: null }, "it")).toBe("Bag");
    expect(localized({ en: "Bag", fr: "   " }, "fr")).toBe("Bag");
  });
  it("uses the given fallback when there is no English either", () => {
    expect(localized({}, "it", "Color")).toBe("Color");
    expect(localized(null, "en")).toBe("");
  });
});
