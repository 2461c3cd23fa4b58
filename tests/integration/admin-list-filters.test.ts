import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, colorVariants, items, orderRequests } from "~db/schema";
import { loader as itemsLoader } from "~/routes/admin/items";
import { loader as ordersLoader } from "~/routes/admin/orders";
import { loader as csvLoader } from "~/routes/admin/orders-csv";
import { shopWithSignedInOwner, type TestShop } from "./admin-support";

/** docs/product/back-office.md#list-filters through the items and orders pages' own loaders. */

let shop: TestShop;
let owner = "";

beforeAll(async () => {
  ({ shop, cookie: owner } = await shopWithSignedInOwner());
  const db = shop.database.db;
  const [bags, hats] = await db
    .insert(categories)
    .values([
      { slug: "bags", nameI18n: { en: "Bags" } },
      { slug: "hats", nameI18n: { en: "Hats" } },
    ])
    .returning();
  // 30 scarves, newest last: three pages of 24 would be two; every third is hidden, stock 0, 1, 2, 3 in turn.
  await db.insert(items).values(
    Array.from({ length: 30 }, (_, i) => ({
      slug: `scarf-${i}`,
      nameI18n: { en: `Scarf ${i}`, it: `Sciarpa ${i}`, fr: `Écharpe ${i}` },
      price: 30,
      stock: i % 4,
      active: i % 3 !== 0,
      categoryId: i % 2 === 0 ? bags.id : hats.id,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })),
  );
  // An item with colours counts its active colours' stock, not its own column.
  const [tote] = await db
    .insert(items)
    .values({ slug: "market-tote", nameI18n: { en: "Market tote", it: "Borsa del mercato" }, price: 45, stock: 9, hasColorVariants: true })
    .returning();
  await db.insert(colorVariants).values([
    { itemId: tote.id, colorNameI18n: { en: "Sage" }, colorHex: "#9caf88", stock: 0 },
    { itemId: tote.id, colorNameI18n: { en: "Rust" }, colorHex: "#b7410e", stock: 5, active: false },
  ]);
  // Orders: 25 from Ada on 1 November (Rome), one from Zoë at 23:30 Rome time on 30 November (22:30 UTC).
  await db.insert(orderRequests).values([
    ...Array.from({ length: 25 }, (_, i) => ({
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.com",
      language: "en" as const,
      lines: [],
      total: 10,
      status: i % 5 === 0 ? ("contacted" as const) : ("new" as const),
      createdAt: new Date(Date.UTC(2026, 10, 1, 8, i)),
    })),
    {
      customerName: "Zoë Rossi",
      customerEmail: "ZOE@Example.it",
      language: "it" as const,
      lines: [],
      total: 20,
      createdAt: new Date(Date.UTC(2026, 10, 30, 22, 30)),
    },
  ]);
});
afterAll(async () => {
  await shop?.close();
});

const items_ = async (query: string) =>
  (await itemsLoader({ request: shop.request(`/admin/items${query}`, { cookie: owner }), context: shop.context(), params: {} } as never)) as Awaited<
    ReturnType<typeof itemsLoader>
  >;
const orders_ = async (query: string) =>
  (await ordersLoader({ request: shop.request(`/admin/orders${query}`, { cookie: owner }), context: shop.context(), params: {} } as never)) as Awaited<
    ReturnType<typeof ordersLoader>
  >;
const slugs = (list: { items: { slug: string }[] }) => list.items.map((item) => item.slug);

describe("the items list's filters", () => {
  it("finds a name in any language, with accents and capitals folded", async () => {
    expect(slugs(await items_("?q=ECHARPE%2012"))).toEqual(["scarf-12"]);
    expect(slugs(await items_("?q=sciarpa%201")).sort()).toEqual(["scarf-1", "scarf-10", "scarf-11", "scarf-12", "scarf-13", "scarf-14", "scarf-15", "scarf-16", "scarf-17", "scarf-18", "scarf-19"].sort());
    expect(slugs(await items_("?q=mercato"))).toEqual(["market-tote"]);
    // LIKE's wildcards are taken as they are typed.
    expect(slugs(await items_("?q=%25"))).toEqual([]);
  });

  it("filters by visibility, category and stock as the shop counts it", async () => {
    const hidden = await items_("?status=hidden");
    expect(slugs(hidden)).toEqual([27, 24, 21, 18, 15, 12, 9, 6, 3, 0].map((i) => `scarf-${i}`));
    const soldOutHats = await items_("?category=hats&stock=sold-out");
    expect(slugs(soldOutHats)).toEqual([]);
    expect(slugs(await items_("?category=bags&stock=sold-out"))).toEqual([28, 24, 20, 16, 12, 8, 4, 0].map((i) => `scarf-${i}`));
    // The tote's own column says 9 and a hidden colour 5: it sells none.
    expect(slugs(await items_("?q=tote&stock=sold-out"))).toEqual(["market-tote"]);
    expect(slugs(await items_("?stock=low&status=visible&category=hats"))).toEqual([29, 25, 17, 13, 5, 1].map((i) => `scarf-${i}`));
    expect((await items_("?stock=in-stock")).items).toHaveLength(22);
  });

  it("pages through what the filters keep, and keeps them", async () => {
    const first = await items_("?q=scarf");
    expect([first.pageCount, first.items.length]).toEqual([2, 24]);
    const second = await items_("?q=scarf&page=2");
    expect(second.query.search).toBe("scarf");
    expect(slugs(second)).toEqual([5, 4, 3, 2, 1, 0].map((i) => `scarf-${i}`));
    const visible = await items_("?status=visible&page=2");
    expect([visible.pageCount, visible.page, visible.items.length]).toEqual([1, 1, 21]);
  });

  it("reads an item a link asks to edit when it is on another page, so a preview's way back opens its form", async () => {
    const oldest = (await items_("?page=2")).items.at(-1)!;
    expect(oldest.slug).toBe("scarf-0");
    const first = await items_(`?edit=${oldest.id}`);
    expect(first.page).toBe(1);
    expect(slugs(first)).not.toContain("scarf-0");
    expect(first.linked?.slug).toBe("scarf-0");
    // On the page it already is on, or named by no item, nothing more is read.
    expect((await items_(`?page=2&edit=${oldest.id}`)).linked).toBeNull();
    expect((await items_("?edit=00000000-0000-4000-8000-000000000000")).linked).toBeNull();
    expect((await items_("?edit=%27%3B--")).linked).toBeNull();
  });

  it("answers a hostile query with a page, never an error", async () => {
    for (const query of [
      "?q=%00&status[]=1&category=%27%3B%20drop%20table%20items%3B--&stock=__proto__",
      `?q=${"x".repeat(20_000)}&page=99999999999999999999`,
      "?q=%E0%A4%A&category=%F0%9F%92%A9&page=-1&page=2",
      "?status=hidden&status=visible&stock=low&stock=sold-out&category=bags&category=hats",
    ]) {
      const list = await items_(query);
      expect(list.page, query).toBeGreaterThanOrEqual(1);
    }
    expect(slugs(await items_("?category=%27%3B%20drop%20table%20items%3B--"))).toEqual([]);
    expect((await items_("")).items).toHaveLength(24);
  });
});

describe("the orders list's filters", () => {
  it("searches names folded, e-mails and a reference", async () => {
    const zoe = await orders_("?q=zoe");
    expect(zoe.orders.map((o) => o.customerName)).toEqual(["Zoë Rossi"]);
    expect((await orders_("?q=example.IT")).orders).toHaveLength(1);
    const reference = zoe.orders[0].reference;
    expect((await orders_(`?q=%23${reference}`)).orders.map((o) => o.reference)).toEqual([reference]);
    expect((await orders_(`?q=${reference}`)).orders.map((o) => o.reference)).toEqual([reference]);
  });

  it("reads the dates as the owner types them, on the shop's clock", async () => {
    // 23:30 on 30 November in Rome is 22:30 UTC: on 30 November, not on 1 December.
    expect((await orders_("?from=30/11/2026&to=30.11.2026")).orders.map((o) => o.customerName)).toEqual(["Zoë Rossi"]);
    expect((await orders_("?from=1/12/2026")).orders).toEqual([]);
    const november1 = await orders_("?from=01/11/2026&to=01/11/2026");
    expect([november1.pageCount, november1.orders.length]).toEqual([2, 20]);
  });

  it("combines the status with the search and the dates, and keeps them across pages", async () => {
    const contacted = await orders_("?status=contacted&q=ada&to=15/11/2026");
    expect(contacted.orders.map((o) => o.status)).toEqual(Array(5).fill("contacted"));
    const second = await orders_("?status=new&q=ADA&from=1/11/2026&page=2");
    expect([second.pageCount, second.page, second.orders.length]).toEqual([1, 1, 20]);
    const all = await orders_("?q=ada&page=2");
    expect([all.pageCount, all.page, all.orders.length]).toEqual([2, 2, 5]);
    expect(all.query).toMatchObject({ search: "ada" });
  });

  it("keeps a date that names no day as typed and filters nothing with it", async () => {
    const list = await orders_("?from=31/02/2026&to=tomorrow");
    expect(list.query.from).toEqual({ typed: "31/02/2026", day: undefined });
    expect(list.orders).toHaveLength(20);
  });

  it("answers a hostile query with a page, never an error", async () => {
    for (const query of [
      "?status=__proto__&q=%00&from=%00&to=9999-99-99",
      `?q=${"%25".repeat(5000)}&from=${"1".repeat(5000)}`,
      "?q=%23999999999999&from=1/1/0001&to=31/12/9999",
      "?q=%E0%A4%A&status[]=new&from[]=1&page=1e400",
    ]) {
      const list = await orders_(query);
      expect(list.page, query).toBe(1);
    }
  });

  it("exports what the list shows", async () => {
    const response = (await csvLoader({
      request: shop.request("/admin/orders.csv?q=zo%C3%AB&from=30/11/2026", { cookie: owner }),
      context: shop.context(),
      params: {},
    } as never)) as Response;
    const rows = (await response.text()).trim().split("\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain("Zoë Rossi");
  });
});
