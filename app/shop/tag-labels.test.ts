import { describe, expect, it } from "vitest";
import { labelTags, labelTagsByLabel, tagLabel, type TagLabelTexts } from "./tag-labels";

const labels: TagLabelTexts = new Map([
  ["summer", { en: "summer", it: "estate", fr: "été" }],
  ["bag", { en: "Bag", it: "  ", fr: null }],
  ["wool", { it: "lana" }],
]);

describe("tag labels (docs/product/content-rules.md#tag-labels)", () => {
  it("shows the label in the page's language", () => {
    expect(tagLabel(labels, "summer", "it")).toBe("estate");
    expect(tagLabel(labels, "summer", "fr")).toBe("été");
  });

  it("falls back to the English label when the language's is missing or blank", () => {
    expect(tagLabel(labels, "bag", "it")).toBe("Bag");
    expect(tagLabel(labels, "bag", "fr")).toBe("Bag");
  });

  it("falls back to the tag itself with no English label, or no labels at all", () => {
    expect(tagLabel(labels, "wool", "fr")).toBe("wool");
    expect(tagLabel(labels, "wool", "it")).toBe("lana");
    expect(tagLabel(labels, "gift", "it")).toBe("gift");
  });

  it("keeps an item's own order and its stored tags beside the labels", () => {
    expect(labelTags(["wool", "summer"], labels, "it")).toEqual([
      { tag: "wool", label: "lana" },
      { tag: "summer", label: "estate" },
    ]);
  });

  it("sorts the filter's tags by their label as the language sorts words, accents included", () => {
    const tags = ["winter", "summer", "bag", "gift"];
    const french: TagLabelTexts = new Map([
      ["winter", { fr: "hiver" }],
      ["summer", { fr: "été" }],
      ["bag", { fr: "sac" }],
      ["gift", { fr: "cadeau" }],
    ]);
    expect(labelTagsByLabel(tags, french, "fr").map(({ label }) => label)).toEqual(["cadeau", "été", "hiver", "sac"]);
    expect(labelTagsByLabel(tags, french, "en").map(({ label }) => label)).toEqual(["bag", "gift", "summer", "winter"]);
  });
});
