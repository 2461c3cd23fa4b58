import { describe, expect, it } from "vitest";
import { catalogSearchParams, pageLinks, parseCatalogFilters, sliderBounds } from "./catalog-filters";

const parse = (query: string) => parseCatalogFilters(new URLSearchParams(query));

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
    expect(parse("q=%20%20&category=%20&sort=cheapest&page=-3&min=abc&max=-5")).toEqual({
      search: undefined,
      category: undefined,
      tag: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      sort: "relevance",
      page: 1,
    });
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
