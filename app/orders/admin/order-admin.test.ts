import { describe, expect, it } from "vitest";
import { orderStatuses as schemaStatuses } from "~db/schema/orders";
import { nextStatuses, orderStatuses, ordersQuery } from "./order-admin";

describe("the admin orders' statuses", () => {
  it("are the schema's", () => {
    expect(orderStatuses).toEqual(schemaStatuses);
  });

  it("flow forward only to known statuses", () => {
    for (const status of orderStatuses) for (const to of nextStatuses[status]) expect(orderStatuses).toContain(to);
    expect(nextStatuses.done).toEqual([]);
  });

  it("read the list's filter and page from the URL, ignoring anything unknown", () => {
    expect(ordersQuery(new URLSearchParams("status=confirmed&page=3"))).toMatchObject({ status: "confirmed", page: 3 });
    expect(ordersQuery(new URLSearchParams("status=paid&page=-2"))).toMatchObject({ status: undefined, page: 1 });
    expect(ordersQuery(new URLSearchParams("page=1.5"))).toMatchObject({ status: undefined, page: 1 });
  });
});
