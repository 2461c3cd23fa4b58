import { describe, expect, it } from "vitest";
import { backOfficeText, localized } from "./content";

describe("localized content (docs/product/languages.md#content-fallback: content falls back to English)", () => {
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

describe("back-office content (docs/decisions/0028: the owner's language, else English, else Italian, else the slug)", () => {
  const tote = { en: "Seaside Crochet Tote", it: "Borsa al mare all'uncinetto", fr: "Cabas de plage au crochet" };
  it("uses the back office's language first", () => {
    expect(backOfficeText(tote, "en", "seaside-tote")).toBe("Seaside Crochet Tote");
    expect(backOfficeText(tote, "fr", "seaside-tote")).toBe("Cabas de plage au crochet");
    expect(backOfficeText(tote, "it", "seaside-tote")).toBe("Borsa al mare all'uncinetto");
  });
  it("falls back to English before Italian", () => {
    expect(backOfficeText({ en: "Tote", it: "Borsa", fr: null }, "fr")).toBe("Tote");
    expect(backOfficeText({ en: "Tote", it: "Borsa", fr: "  " }, "fr")).toBe("Tote");
  });
  it("falls back to Italian when there is no English", () => {
    expect(backOfficeText({ en: "", it: "Borsa" }, "fr", "tote")).toBe("Borsa");
    expect(backOfficeText({ it: "Borsa" }, "en", "tote")).toBe("Borsa");
  });
  it("falls back to the slug when no language has text", () => {
    expect(backOfficeText({ en: " ", it: null, fr: "" }, "en", "tote")).toBe("tote");
    expect(backOfficeText(undefined, "it", "tote")).toBe("tote");
    expect(backOfficeText(null, "fr")).toBe("");
  });
});
