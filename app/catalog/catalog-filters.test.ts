import { describe, expect, it } from "vitest";
import { catalogHref, catalogSearchParams, pageLinks, parseCatalogFilters, sliderBounds } from "./catalog-filters";

const parse = (query: string) => parseCatalogFilters(new URLSearchParams(query));

/** What an address without any filter, or with only unusable ones, reads as. */
const noFilters = {
  search: undefined,
  category: undefined,
  tag: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  sort: "relevance",
  page: 1,
};

describe("catalog filters in the URL", () => {
  it("reads every filter", () => {
    expect(parse("q=%20tote%20&category=%20Bags%20&tag=Summer&min=10&max=60&sort=price-desc&page=2")).toEqual({
      search: "tote",
      category: "bags",
      tag: "summer",
      minPrice: 10,
      maxPrice: 60,
      sort: "price-desc",
      page: 2,
    });
  });

  it("ignores a whitespace-only search and unknown or broken values", () => {
    expect(parse("q=%20%20&category=%20&sort=cheapest&page=-3&min=abc&max=-5")).toEqual(noFilters);
  });

  it("swaps a reversed price range", () => {
    expect(parse("min=80&max=20")).toMatchObject({ minPrice: 20, maxPrice: 80 });
  });

  it("writes only what differs from the defaults, and reads back the same", () => {
    const filters = { search: "hat", tag: "wool", minPrice: 0, maxPrice: 40, sort: "name-asc" as const, page: 1 };
    const params = catalogSearchParams(filters);
    expect(params.toString()).toBe("q=hat&tag=wool&min=0&max=40&sort=name-asc");
    expect(parseCatalogFilters(params)).toEqual(filters);
    expect(catalogSearchParams({ sort: "relevance", page: 1 }).toString()).toBe("");
  });

  it("writes the category in its place among the filters, whatever order the address had", () => {
    const filters = parse("page=3&tag=cotton&sort=price-asc&category=bags&q=tote");
    expect(catalogSearchParams(filters).toString()).toBe("q=tote&category=bags&tag=cotton&sort=price-asc&page=3");
    expect(catalogSearchParams({ ...filters, category: undefined }).toString()).toBe("q=tote&tag=cotton&sort=price-asc&page=3");
    expect(parse(`category=${"a".repeat(80)}`).category).toHaveLength(50);
  });

  it("gives the catalog's address, with a query only when a filter differs from the defaults", () => {
    expect(catalogHref({})).toBe("/catalog");
    expect(catalogHref({ sort: "relevance", page: 1 })).toBe("/catalog");
    expect(catalogHref({ category: "bags", page: 2 })).toBe("/catalog?category=bags&page=2");
  });

  it("rounds the slider bounds outwards to whole euros", () => {
    expect(sliderBounds(18.5, 89.9)).toEqual({ min: 18, max: 90 });
    expect(sliderBounds(25, 25)).toEqual({ min: 25, max: 25 });
  });

  it("lists the pages around the current one, the first and the last, with gaps", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 9)).toEqual([1, 2, null, 9]);
    expect(pageLinks(5, 9)).toEqual([1, null, 4, 5, 6, null, 9]);
    // A gap of one page shows that page instead.
    expect(pageLinks(4, 9)).toEqual([1, 2, 3, 4, 5, null, 9]);
    expect(pageLinks(9, 9)).toEqual([1, null, 8, 9]);
  });
});

describe("catalog filters at their edges (docs/product/storefront.md#catalog-filters)", () => {
  it("gives the defaults for an address without filters", () => {
    expect(parse("")).toEqual(noFilters);
  });

  it("reads a blank price bound as none, not as 0, and keeps a single bound where it is", () => {
    expect(parse("min=%20&max=")).toMatchObject({ minPrice: undefined, maxPrice: undefined });
    expect(parse("min=10")).toMatchObject({ minPrice: 10, maxPrice: undefined });
    expect(parse("max=10")).toMatchObject({ minPrice: undefined, maxPrice: 10 });
  });

  it("cuts a long search to 100 characters and a long tag to 50, trimmed and in lower case", () => {
    const filters = parse(`q=${"a".repeat(150)}&tag=%20${"B".repeat(80)}`);
    expect(filters.search).toBe("a".repeat(100));
    expect(filters.tag).toBe("b".repeat(50));
    expect(parse("tag=%20Summer%20").tag).toBe("summer");
  });

  it("writes a search trimmed, and none when it is blank", () => {
    expect(catalogSearchParams({ search: " tote " }).toString()).toBe("q=tote");
    expect(catalogSearchParams({ search: "   " }).toString()).toBe("");
  });
});
