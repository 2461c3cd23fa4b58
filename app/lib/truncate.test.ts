import { describe, expect, it } from "vitest";
import { homeAboutTeaserLength, metaDescriptionMax, metaTitleMax, teaser, truncate } from "./truncate";

describe("truncate (docs/product/content-rules.md#truncation)", () => {
  it("keeps a title of up to 60 characters as it is", () => {
    const sixty = "a".repeat(60);
    expect(truncate(sixty, metaTitleMax)).toBe(sixty);
    expect(truncate("Handmade bags", metaTitleMax)).toBe("Handmade bags");
  });
  it("cuts a longer title to 57 characters plus an ellipsis", () => {
    const result = truncate("b".repeat(61), metaTitleMax);
    expect(result).toBe("b".repeat(57) + "…");
  });
  it("cuts a longer description to 157 characters plus an ellipsis", () => {
    expect(truncate("c".repeat(200), metaDescriptionMax)).toBe("c".repeat(157) + "…");
    expect(truncate("c".repeat(160), metaDescriptionMax)).toBe("c".repeat(160));
  });
  it("does not leave a space before the ellipsis, and ignores outer spaces", () => {
    expect(truncate(`${"d".repeat(56)} word and more`, 60)).toBe(`${"d".repeat(56)}…`);
    expect(truncate("  short  ", 60)).toBe("short");
  });
});

describe("teaser (docs/product/content-rules.md#truncation: 250 characters plus an ellipsis)", () => {
  it("keeps a text of up to the length as it is", () => {
    expect(teaser("e".repeat(250), homeAboutTeaserLength)).toBe("e".repeat(250));
  });
  it("cuts a longer text to the length plus an ellipsis", () => {
    expect(teaser("f".repeat(300), homeAboutTeaserLength)).toBe("f".repeat(250) + "…");
    expect(teaser("g".repeat(400), 280)).toBe("g".repeat(280) + "…");
  });
});

describe("teaser at its edges (docs/product/content-rules.md#truncation)", () => {
  it("trims the text, and the space before the ellipsis", () => {
    expect(teaser("  A short story.  ", homeAboutTeaserLength)).toBe("A short story.");
    expect(teaser("  Hooks and yarn", 6)).toBe("Hooks…");
  });
});
