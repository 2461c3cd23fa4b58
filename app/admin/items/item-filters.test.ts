import { describe, expect, it } from "vitest";
import { itemFilterCount, itemsHref, itemsQuery, noItemFilters } from "./item-filters";

const read = (query: string) => itemsQuery(new URLSearchParams(query));

describe("itemsQuery", () => {
  it("reads the search, visibility, category, stock and page", () => {
    expect(read("q=%20%C3%89charpe%20&status=hidden&category=Bags&stock=low&page=3")).toEqual({
      search: "Écharpe",
      status: "hidden",
      category: "bags",
      stock: "low",
      page: 3,
    });
  });

  it("makes nothing of an empty or unknown value", () => {
    expect(read("")).toEqual({ ...noItemFilters, page: 1 });
    expect(read("q=&status=secret&category=%20&stock=plenty&page=-2")).toEqual({ ...noItemFilters, page: 1 });
    expect(read("status=VISIBLE&stock=sold_out&page=1.5")).toEqual({ ...noItemFilters, page: 1 });
  });

  it("never throws on a hostile query: NUL, repeats, a huge text, broken escapes", () => {
    expect(read("q=ab%00c").search).toBe("abc");
    expect(read("status=hidden&status=visible").status).toBe("hidden");
    expect(read(`q=${"x".repeat(10_000)}`).search).toHaveLength(100);
    expect(read(`category=${"y".repeat(1000)}`).category!.length).toBeLessThanOrEqual(100);
    expect(read("q=%E0%A4%A&page=1e400").page).toBe(1);
    expect(read("q=%25_%5C").search).toBe("%_\\");
  });
});

describe("itemsHref", () => {
  it("keeps the filters and the page, leaving out what is not set", () => {
    const query = { search: "sciarpa blu", status: "visible", category: undefined, stock: "sold-out" } as const;
    expect(itemsHref(query, 2)).toBe("/admin/items?q=sciarpa+blu&status=visible&stock=sold-out&page=2");
    expect(itemsHref(query, 1, "id-1")).toBe("/admin/items?q=sciarpa+blu&status=visible&stock=sold-out&delete=id-1");
    expect(itemsHref(noItemFilters)).toBe("/admin/items");
    expect(itemsQuery(new URL(itemsHref(query, 2), "http://x").searchParams)).toEqual({ ...query, category: undefined, page: 2 });
  });

  it("counts the filters that narrow the list", () => {
    expect(itemFilterCount(noItemFilters)).toBe(0);
    expect(itemFilterCount({ ...noItemFilters, search: "a", stock: "low" })).toBe(2);
  });
});
