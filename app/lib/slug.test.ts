import { describe, expect, it } from "vitest";
import { isSlug, slugify, slugMaxLength, slugOf } from "./slug";

describe("slugify (docs/product/content-rules.md#slugs)", () => {
  it("lowercases and turns every run of other characters into one hyphen", () => {
    expect(slugify("Summer Tote  Bag!")).toBe("summer-tote-bag");
    expect(slugify("Borsa à l'uncinetto (rossa)")).toBe("borsa-l-uncinetto-rossa");
  });

  it("trims hyphens at both ends", () => {
    expect(slugify("  --Hat--  ")).toBe("hat");
  });

  it("cuts to 50 characters and never ends on a hyphen", () => {
    const long = slugify("a".repeat(49) + " b" + "c".repeat(20));
    expect(long.length).toBeLessThanOrEqual(slugMaxLength);
    expect(long).toBe("a".repeat(49));
    expect(slugify("x".repeat(80))).toHaveLength(50);
  });

  it("answers an empty string when nothing valid is left", () => {
    expect(slugify("!!! ---")).toBe("");
    expect(slugify("日本語")).toBe("");
  });
});

describe("slugOf", () => {
  it("prefers the typed slug, made valid", () => {
    expect(slugOf("My Slug", "Name")).toBe("my-slug");
  });

  it("uses the English name when the slug is empty", () => {
    expect(slugOf("", "Granny Square Bag")).toBe("granny-square-bag");
    expect(slugOf(undefined, "Granny Square Bag")).toBe("granny-square-bag");
    expect(slugOf("   ", "Hat")).toBe("hat");
  });

  it("answers an empty string when nothing valid results", () => {
    expect(slugOf("", "???")).toBe("");
    expect(slugOf(undefined, undefined)).toBe("");
  });
});

describe("isSlug", () => {
  it("accepts what slugify makes and nothing else", () => {
    expect(isSlug("summer-tote-bag")).toBe(true);
    for (const other of ["", "Summer", "tote\u0000", "../etc", "-tote", "a".repeat(51), "tote bag"]) expect(isSlug(other)).toBe(false);
  });
});
