import { describe, expect, it } from "vitest";
import { blogListHref, blogPageSize, pageCount, parseBlogListParams } from "./blog-list-params";

const parse = (query: string) => parseBlogListParams(new URLSearchParams(query));

describe("parseBlogListParams", () => {
  it("reads the category slug and the page", () => {
    expect(parse("category=tutorials&page=3")).toEqual({ category: "tutorials", page: 3 });
  });
  it("treats a missing or blank category as all, and a missing or odd page as the first", () => {
    expect(parse("")).toEqual({ category: undefined, page: 1 });
    expect(parse("category=%20%20&page=abc")).toEqual({ category: undefined, page: 1 });
    expect(parse("page=-4").page).toBe(1);
    expect(parse("page=2.7").page).toBe(2);
  });
  it("normalises the slug's case and length", () => {
    expect(parse("category=Tutorials").category).toBe("tutorials");
    expect(parse(`category=${"a".repeat(80)}`).category).toHaveLength(50);
  });
});

describe("blogListHref", () => {
  it("leaves out the defaults", () => {
    expect(blogListHref({})).toBe("/blog");
    expect(blogListHref({ page: 1 })).toBe("/blog");
    expect(blogListHref({ category: "studio-diary" })).toBe("/blog?category=studio-diary");
    expect(blogListHref({ category: "studio-diary", page: 2 })).toBe("/blog?category=studio-diary&page=2");
  });
  it("round-trips through parseBlogListParams", () => {
    const href = blogListHref({ category: "care-and-materials", page: 4 });
    expect(parse(href.split("?")[1])).toEqual({ category: "care-and-materials", page: 4 });
  });
});

describe("pageCount", () => {
  it("fills pages of 48 (docs/product/storefront.md#blog-list) and never returns zero", () => {
    expect(blogPageSize).toBe(48);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(48)).toBe(1);
    expect(pageCount(49)).toBe(2);
    expect(pageCount(97)).toBe(3);
  });
});
