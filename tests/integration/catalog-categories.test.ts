import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, items } from "~db/schema";
import { type CatalogFilters } from "~/catalog/catalog-filters";
import { catalogPage, productCategory } from "~/catalog/queries.server";
import type { ShopContext } from "~/context";
import { loader as catalogLoader } from "~/routes/catalog";
import { sitemapEntries } from "~/seo/sitemap.server";
import { contentReadsOf, createTestDatabase, type TestDatabase } from "../support/database";

const log = pino({ level: "silent" });
const at = (day: number) => new Date(Date.UTC(2026, 0, day));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  const [bags, hats, hidden, empty] = await t.db
    .insert(categories)
    .values([
      {
        slug: "bags",
        nameI18n: { en: "Bags", it: "Borse" },
        descriptionI18n: { en: "Totes and market bags.", fr: "Cabas et sacs de marché." },
        sortOrder: 2,
      },
      { slug: "hats", nameI18n: { en: "Hats", fr: "Bonnets" }, sortOrder: 1 },
      { slug: "retired", nameI18n: { en: "Retired" }, active: false, sortOrder: 0 },
      { slug: "empty", nameI18n: { en: "Nothing on show" }, sortOrder: 3 },
    ])
    .returning();
  await t.db.insert(items).values([
    { slug: "market-tote", nameI18n: { en: "Market tote" }, price: 45, tags: ["cotton"], categoryId: bags!.id, createdAt: at(1) },
    { slug: "wool-tote", nameI18n: { en: "Wool tote" }, price: 50, tags: ["wool"], categoryId: bags!.id, createdAt: at(2) },
    { slug: "hidden-tote", nameI18n: { en: "Hidden tote" }, price: 5, tags: ["cotton"], categoryId: bags!.id, active: false },
    { slug: "sun-hat", nameI18n: { en: "Sun hat" }, price: 30, tags: ["cotton"], categoryId: hats!.id },
    { slug: "old-hat", nameI18n: { en: "Old hat" }, price: 20, tags: ["cotton"], categoryId: hidden!.id },
    { slug: "draft", nameI18n: { en: "Draft" }, price: 20, categoryId: empty!.id, active: false },
    { slug: "coasters", nameI18n: { en: "Coasters" }, price: 12, tags: ["cotton"] },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const filters = (overrides: Partial<CatalogFilters> = {}): CatalogFilters => ({ sort: "relevance", page: 1, ...overrides });

describe("catalogPage: the category filter (docs/product/storefront.md#catalog-filters)", () => {
  it("lists only that category's active items", async () => {
    const page = await catalogPage(t.db, "en", filters({ category: "bags" }));
    expect(page.items.map((item) => item.slug)).toEqual(["wool-tote", "market-tote"]);
    expect(page.total).toBe(2);
    expect(page.activeCount).toBe(5);
  });

  it("combines with a tag and with the other filters", async () => {
    expect((await catalogPage(t.db, "en", filters({ category: "bags", tag: "cotton" }))).items.map((item) => item.slug)).toEqual([
      "market-tote",
    ]);
    expect((await catalogPage(t.db, "en", filters({ category: "bags", search: "wool", maxPrice: 49 }))).total).toBe(0);
    expect((await catalogPage(t.db, "en", filters({ tag: "cotton" }))).total).toBe(4);
  });

  it("names the chosen category in the page's language, else English, with its description", async () => {
    const inItalian = await catalogPage(t.db, "it", filters({ category: "bags" }));
    expect(inItalian.category).toEqual({ slug: "bags", name: "Borse", description: "Totes and market bags." });
    expect((await catalogPage(t.db, "fr", filters({ category: "bags" }))).category).toEqual({
      slug: "bags",
      name: "Bags",
      description: "Cabas et sacs de marché.",
    });
    expect((await catalogPage(t.db, "en", filters())).category).toBeNull();
  });

  it("matches nothing for an unknown or hidden category", async () => {
    for (const category of ["no-such-thing", "retired"]) {
      const page = await catalogPage(t.db, "en", filters({ category }));
      expect(page.items).toEqual([]);
      expect(page.category).toBeNull();
    }
  });

  it("offers the shown categories that have active items, in the shop's order, named in the page's language", async () => {
    const page = await catalogPage(t.db, "fr", filters({ category: "bags" }));
    expect(page.categories).toEqual([
      { slug: "hats", name: "Bonnets" },
      { slug: "bags", name: "Bags" },
    ]);
  });
});

const context = { db: undefined as unknown, language: "it", log } as unknown as ShopContext;
function catalogAt(url: string) {
  return catalogLoader({
    request: new Request(`http://shop.test${url}`),
    context: { ...context, db: t.db, contentReads: contentReadsOf(t.db) },
    params: {},
  } as Parameters<typeof catalogLoader>[0]);
}

describe("the catalog page's loader with a category", () => {
  it("titles the page with the category", async () => {
    const result = await catalogAt("/catalog?category=bags");
    expect(result).toMatchObject({ title: "Borse · Catalogo", description: "Totes and market bags.", unknownCategory: false, total: 2 });
  });

  it("answers 404 for a category the shop does not show", async () => {
    for (const slug of ["no-such-thing", "retired"]) {
      expect(await catalogAt(`/catalog?category=${slug}`)).toMatchObject({
        init: { status: 404 },
        data: { unknownCategory: true, items: [] },
      });
    }
  });
});

describe("categories on product pages and in the sitemap", () => {
  it("gives an active item's shown category, in the page's language", async () => {
    expect(await productCategory(t.db, "market-tote", "it")).toEqual({ slug: "bags", name: "Borse" });
    expect(await productCategory(t.db, "old-hat", "en")).toBeNull();
    expect(await productCategory(t.db, "coasters", "en")).toBeNull();
    expect(await productCategory(t.db, "hidden-tote", "en")).toBeNull();
  });

  it("lists the catalog page of each offered category", async () => {
    const paths = (await sitemapEntries(t.db)).map((entry) => entry.path).filter((path) => path.startsWith("/catalog"));
    expect(paths).toEqual(["/catalog", "/catalog?category=hats", "/catalog?category=bags"]);
  });
});
