import { describe, expect, it } from "vitest";
import { ordersHref, ordersQuery, searchedOrDated } from "./order-admin";

const read = (query: string) => ordersQuery(new URLSearchParams(query));
const noDay = { typed: "", day: undefined };

describe("ordersQuery", () => {
  it("reads the status, the search, the dates as the owner types them, and the page", () => {
    expect(read("status=quoted&q=%20rossi%20&from=1/11/2026&to=27.11.2026&page=2")).toEqual({
      status: "quoted",
      search: "rossi",
      from: { typed: "1/11/2026", day: "2026-11-01" },
      to: { typed: "27.11.2026", day: "2026-11-27" },
      page: 2,
    });
  });

  it("keeps a date that names no day as typed, to show it back, and filters nothing with it", () => {
    const query = read("from=31/02/2026&to=domani");
    expect(query.from).toEqual({ typed: "31/02/2026", day: undefined });
    expect(query.to).toEqual({ typed: "domani", day: undefined });
    expect(searchedOrDated(query)).toBe(false);
  });

  it("reads a range typed the wrong way round the right way round", () => {
    const query = read("from=30/11/2026&to=01/11/2026");
    expect([query.from.day, query.to.day]).toEqual(["2026-11-01", "2026-11-30"]);
  });

  it("makes nothing of unknown or hostile values", () => {
    expect(read("status=paid&page=abc")).toEqual({ status: undefined, search: "", from: noDay, to: noDay, page: 1 });
    expect(read("status=new&status=done").status).toBe("new");
    expect(read(`q=${"é".repeat(5000)}%00`).search).toHaveLength(100);
    expect(read(`from=${"1".repeat(5000)}`).from).toEqual({ typed: "1".repeat(20), day: undefined });
    expect(read("from=%00").from).toEqual(noDay);
  });
});

describe("ordersHref", () => {
  it("carries every filter to a page and to the export, and reads back the same", () => {
    const { page, ...query } = read("status=new&q=%231042&from=1/11/2026&to=x");
    expect(page).toBe(1);
    const href = ordersHref(query, 3);
    expect(href).toBe("/admin/orders?status=new&q=%231042&from=1%2F11%2F2026&to=x&page=3");
    expect(ordersQuery(new URL(href, "http://x").searchParams)).toEqual({ ...query, page: 3 });
    expect(ordersHref(query, 1, "/admin/orders.csv")).toBe("/admin/orders.csv?status=new&q=%231042&from=1%2F11%2F2026&to=x");
  });
});
