import { describe, expect, it } from "vitest";
import { parseSavedArticles, toggleSavedArticle } from "./saved-articles";

describe("parseSavedArticles", () => {
  it("reads a stored list of slugs", () => {
    expect(parseSavedArticles('["granny-square","care-guide"]')).toEqual(["granny-square", "care-guide"]);
  });
  it("ignores missing, unparseable or foreign storage", () => {
    expect(parseSavedArticles(null)).toEqual([]);
    expect(parseSavedArticles("{not json")).toEqual([]);
    expect(parseSavedArticles('{"a":1}')).toEqual([]);
  });
  it("keeps only non-empty strings, once each", () => {
    expect(parseSavedArticles('["a", 3, "", null, "a", "b"]')).toEqual(["a", "b"]);
  });
});

describe("toggleSavedArticle", () => {
  it("adds an article first and removes it on the second toggle", () => {
    const saved = toggleSavedArticle(["older"], "new");
    expect(saved).toEqual(["new", "older"]);
    expect(toggleSavedArticle(saved, "new")).toEqual(["older"]);
  });
  it("keeps the list bounded, dropping the oldest", () => {
    const full = Array.from({ length: 200 }, (_, i) => `a-${i}`);
    const saved = toggleSavedArticle(full, "newest");
    expect(saved).toHaveLength(200);
    expect(saved[0]).toBe("newest");
    expect(saved).not.toContain("a-199");
  });
});
