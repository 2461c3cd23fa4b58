import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { colorVariants, items } from "~db/schema";
import { catalogPage, productBySlug } from "~/catalog/queries.server";
import { type CatalogFilters, parseCatalogFilters } from "~/catalog/catalog-filters";
import type { Language } from "~shared/languages";
import { createTestDatabase, type TestDatabase } from "../support/database";

const at = (day: number) => new Date(Date.UTC(2026, 0, day));

const shop: (typeof items.$inferInsert)[] = [
  {
    slug: "market-tote",
    nameI18n: { en: "Market tote", it: "Borsa da mercato" },
    descriptionI18n: { en: "Roomy cotton tote for the market." },
    price: 45.9,
    tags: [" Bags ", "COTTON", "bags"],
    createdAt: at(1),
  },
  {
    slug: "sun-hat",
    nameI18n: { en: "Sun hat" },
    descriptionI18n: { en: "Wide brim, 100% cotton." },
    price: 30.5,
    featured: true,
    tags: ["hat", "summer"],
    createdAt: at(2),
  },
  {
    slug: "beanie",
    nameI18n: { en: "Wool beanie", it: "Berretto" },
    descriptionI18n: { en: "Wool beanie with a pompom.", it: "Berretto di lana con pompon." },
    price: 28,
    tags: ["hat", "wool"],
    createdAt: at(3),
  },
  {
    slug: "coasters",
    nameI18n: { en: "Cotton coasters", fr: "Sous-verres en coton" },
    descriptionI18n: { en: "Four coasters, made_by_hand." },
    price: 32,
    tags: ["home"],
    createdAt: at(0),
  },
  {
    slug: "hidden-tote",
    nameI18n: { en: "Hidden cotton tote" },
    price: 5,
    active: false,
    featured: true,
    tags: ["secret"],
    createdAt: at(9),
  },
];

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insert(items).values(shop);
});
afterAll(async () => {
  await t?.close();
});

const filters = (overrides: Partial<CatalogFilters> = {}): CatalogFilters => ({ sort: "relevance", page: 1, ...overrides });
const slugs = async (language: Language, overrides: Partial<CatalogFilters> = {}) =>
  (await catalogPage(t.db, language, filters(overrides))).items.map((card) => card.slug);

describe("catalogPage: search (docs/product/storefront.md#catalog-filters)", () => {
  it("matches a case-insensitive part of the name or description in the page's language", async () => {
    expect(await slugs("it", { search: "BORSA" })).toEqual(["market-tote"]);
    expect(await slugs("it", { search: "di lana" })).toEqual(["beanie"]);
    expect(await slugs("fr", { search: "sous-VERRES" })).toEqual(["coasters"]);
  });

  it("falls back to English only where the language has no text", async () => {
    // The sun hat has no Italian name: its English one is searched.
    expect(await slugs("it", { search: "sun" })).toEqual(["sun-hat"]);
    // The beanie has Italian texts, so its English words do not match in Italian.
    expect(await slugs("it", { search: "wool" })).toEqual([]);
    expect(await slugs("en", { search: "wool" })).toEqual(["beanie"]);
  });

  it("ignores accents and the case of accented letters", async () => {
    const other = await createTestDatabase();
    try {
      await other.db.insert(items).values({ slug: "scarf", nameI18n: { en: "Scarf", fr: "Écharpe côtelée" }, price: 1 });
      for (const search of ["écharpe", "ÉCHARPE", "echarpe", "COTELEE"]) {
        const page = await catalogPage(other.db, "fr", filters({ search }));
        expect(page.items.map((c) => c.slug), search).toEqual(["scarf"]);
      }
    } finally {
      await other.close();
    }
  });

  it("takes LIKE wildcards literally", async () => {
    expect(await slugs("en", { search: "100%" })).toEqual(["sun-hat"]);
    expect(await slugs("en", { search: "%" })).toEqual(["sun-hat"]);
    expect(await slugs("en", { search: "made_by" })).toEqual(["coasters"]);
    expect(await slugs("en", { search: "_" })).toEqual(["coasters"]);
  });

  it("ignores a whitespace-only search", async () => {
    const blank = parseCatalogFilters(new URLSearchParams("q=%20%20%20"));
    const page = await catalogPage(t.db, "en", blank);
    expect(page.total).toBe(4);
  });

  it("lists name matches before description matches when sorting by relevance", async () => {
    // Coasters: "cotton" in the name; the featured sun hat, then the tote, in the description.
    expect(await slugs("en", { search: "cotton" })).toEqual(["coasters", "sun-hat", "market-tote"]);
  });
});

describe("catalogPage: tag, price and order", () => {
  it("keeps items carrying the tag, read lowercased and trimmed", async () => {
    expect(await slugs("en", { tag: "hat" })).toEqual(["sun-hat", "beanie"]);
    expect(await slugs("en", { tag: "bags" })).toEqual(["market-tote"]);
    expect(await slugs("en", { tag: "cotton" })).toEqual(["market-tote"]);
    expect(await slugs("en", { tag: "secret" })).toEqual([]);
  });

  it("keeps prices within the range, both ends included", async () => {
    expect(await slugs("en", { minPrice: 30, maxPrice: 32, sort: "price-asc" })).toEqual(["sun-hat", "coasters"]);
    expect(await slugs("en", { minPrice: 32, sort: "price-asc" })).toEqual(["coasters", "market-tote"]);
    expect(await slugs("en", { maxPrice: 28 })).toEqual(["beanie"]);
  });

  it("combines the filters", async () => {
    expect(await slugs("en", { tag: "hat", search: "wool", maxPrice: 40 })).toEqual(["beanie"]);
  });

  it("sorts featured first, then newest, by default", async () => {
    expect(await slugs("en")).toEqual(["sun-hat", "beanie", "market-tote", "coasters"]);
  });

  it("sorts by price both ways", async () => {
    expect(await slugs("en", { sort: "price-asc" })).toEqual(["beanie", "sun-hat", "coasters", "market-tote"]);
    expect(await slugs("en", { sort: "price-desc" })).toEqual(["market-tote", "coasters", "sun-hat", "beanie"]);
  });

  it("sorts by the name in the page's language, A to Z", async () => {
    expect(await slugs("en", { sort: "name-asc" })).toEqual(["coasters", "market-tote", "sun-hat", "beanie"]);
    // Berretto, Borsa da mercato, Cotton coasters (English fallback), Sun hat (English fallback)
    expect(await slugs("it", { sort: "name-asc" })).toEqual(["beanie", "market-tote", "coasters", "sun-hat"]);
    expect(await slugs("fr", { sort: "name-asc" })).toEqual(["market-tote", "coasters", "sun-hat", "beanie"]);
  });

  it("sorts accented names beside their plain letters, whatever the case", async () => {
    const other = await createTestDatabase();
    try {
      await other.db.insert(items).values(
        ["zebra", "Écharpe", "apple", "echo", "Ébène"].map((name) => ({ slug: name.toLowerCase(), nameI18n: { en: name }, price: 1 })),
      );
      const page = await catalogPage(other.db, "en", filters({ sort: "name-asc" }));
      expect(page.items.map((c) => c.name)).toEqual(["apple", "Ébène", "Écharpe", "echo", "zebra"]);
    } finally {
      await other.close();
    }
  });
});

describe("catalogPage: the shop's facets", () => {
  it("gives the slider's bounds, every tag and the number of active items, whatever the filters", async () => {
    const page = await catalogPage(t.db, "en", filters({ tag: "wool" }));
    expect(page.total).toBe(1);
    expect(page.activeCount).toBe(4);
    expect(page.bounds).toEqual({ min: 28, max: 46 });
    expect(page.tags.map(({ tag }) => tag)).toEqual(["bags", "cotton", "hat", "home", "summer", "wool"]);
  });

  it("comes back empty for an empty shop", async () => {
    const empty = await createTestDatabase();
    try {
      expect(await catalogPage(empty.db, "en", filters())).toEqual({
        items: [],
        total: 0,
        page: 1,
        pageCount: 0,
        activeCount: 0,
        bounds: null,
        tags: [],
        categories: [],
        category: null,
      });
    } finally {
      await empty.close();
    }
  });
});

describe("catalogPage: pages of 48 (docs/product/storefront.md#catalog-pages)", () => {
  let many: TestDatabase;
  beforeAll(async () => {
    many = await createTestDatabase();
    await many.db.insert(items).values(
      Array.from({ length: 50 }, (_, i) => ({
        slug: `piece-${String(i).padStart(2, "0")}`,
        nameI18n: { en: `Piece ${String(i).padStart(2, "0")}` },
        price: 10 + i,
        createdAt: at(i + 1),
      })),
    );
  });
  afterAll(async () => {
    await many?.close();
  });

  it("shows 48 items, then the rest, and counts them all", async () => {
    const first = await catalogPage(many.db, "en", filters({ sort: "price-asc" }));
    expect(first).toMatchObject({ total: 50, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(48);
    expect(first.items[0].slug).toBe("piece-00");
    const second = await catalogPage(many.db, "en", filters({ sort: "price-asc", page: 2 }));
    expect(second).toMatchObject({ total: 50, page: 2, pageCount: 2 });
    expect(second.items.map((c) => c.slug)).toEqual(["piece-48", "piece-49"]);
  });

  it("still counts the matches on a page past the last", async () => {
    const beyond = await catalogPage(many.db, "en", filters({ page: 5, minPrice: 50 }));
    expect(beyond).toMatchObject({ items: [], total: 10, pageCount: 1 });
  });
});

describe("catalog items and the product page: colours", () => {
  let colours: TestDatabase;
  beforeAll(async () => {
    colours = await createTestDatabase();
    const [tote, hidden] = await colours.db
      .insert(items)
      .values([
        { slug: "tote", nameI18n: { en: "Tote", fr: "Cabas" }, price: 40, hasColorVariants: true, stock: 9, leadTimeDays: 7 },
        { slug: "retired", nameI18n: { en: "Retired" }, price: 20, active: false },
      ])
      .returning();
    await colours.db.insert(colorVariants).values([
      { itemId: tote.id, colorNameI18n: { en: "Sage", fr: "Sauge" }, colorHex: "#8FA58A", sortOrder: 2, stock: 0 },
      { itemId: tote.id, colorNameI18n: { en: "Sand" }, colorHex: "#D8C3A5", sortOrder: 1, stock: 3, images: ["/uploads/products/items/sand.webp"] },
      { itemId: tote.id, colorNameI18n: { en: "Gone" }, colorHex: "#000000", sortOrder: 0, stock: 5, active: false },
      { itemId: hidden.id, colorNameI18n: { en: "Red" }, colorHex: "#FF0000", sortOrder: 0, stock: 5 },
    ]);
  });
  afterAll(async () => {
    await colours?.close();
  });

  it("gives each catalog card its active colours by sort order", async () => {
    const page = await catalogPage(colours.db, "fr", filters());
    expect(page.items.map((c) => c.slug)).toEqual(["tote"]);
    expect(page.items[0].variants.map((v) => [v.name, v.stock])).toEqual([
      ["Sand", 3],
      ["Sauge", 0],
    ]);
  });

  it("finds an active item by slug with its active colours by sort order, and their stock as its own", async () => {
    const tote = await productBySlug(colours.db, "tote", "fr");
    // Sand 3 + Sauge 0; not the inactive colour's 5, nor the 9 the item row still holds.
    expect(tote).toMatchObject({ slug: "tote", name: "Cabas", price: 40, stock: 3, leadTimeDays: 7 });
    expect(tote?.variants.map((v) => v.name)).toEqual(["Sand", "Sauge"]);
    expect(tote?.variants[0].images).toEqual(["/uploads/products/items/sand.webp"]);
  });

  it("finds nothing for an inactive or unknown slug", async () => {
    expect(await productBySlug(colours.db, "retired", "en")).toBeNull();
    expect(await productBySlug(colours.db, "no-such-piece", "en")).toBeNull();
  });
});
