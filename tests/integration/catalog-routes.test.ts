import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "~db/schema";
import { loader as catalogLoader } from "~/routes/catalog";
import { loader as productLoader } from "~/routes/product";
import type { ShopContext } from "~/context";
import { contentReadsOf, createTestDatabase, type TestDatabase } from "../support/database";

const log = pino({ level: "silent" });

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insert(items).values(
    Array.from({ length: 50 }, (_, i) => ({ slug: `piece-${i}`, nameI18n: { en: `Piece ${i}` }, price: 10 + i })),
  );
});
afterAll(async () => {
  await t?.close();
});

// The settings row is read from the database alone: no environment variable sets any of it here.
const context = (db: TestDatabase["db"]) =>
  ({ db, contentReads: contentReadsOf(db), language: "en", log, config: { settingsFromEnv: {}, publicUrl: "http://shop.test" } }) as unknown as ShopContext;

function catalogAt(url: string, db = t.db) {
  return catalogLoader({ request: new Request(`http://shop.test${url}`), context: context(db), params: {} } as Parameters<typeof catalogLoader>[0]);
}

function productAt(slug: string) {
  return productLoader({
    request: new Request(`http://shop.test/product/${slug}`),
    context: context(t.db),
    params: { slug },
  } as Parameters<typeof productLoader>[0]);
}

describe("the catalog page's loader", () => {
  it("lists the first page of the catalog with its facets", async () => {
    const result = await catalogAt("/catalog?sort=price-asc");
    expect(result).toMatchObject({ failed: false, total: 50, pageCount: 2, activeCount: 50, bounds: { min: 10, max: 59 } });
    expect("items" in result && result.items).toHaveLength(48);
  });

  it("sends a page past the end to the last page, keeping the filters", async () => {
    const response = await catalogAt("/catalog?q=piece&sort=name-asc&page=9").catch((thrown: unknown) => thrown);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("location")).toBe("/catalog?q=piece&sort=name-asc&page=2");
  });

  it("says 'Failed to load products.' with an empty list when the database fails (docs/product/storefront.md#catalog)", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const result = await catalogAt("/catalog?tag=wool", broken.db);
    expect(result).toMatchObject({ init: { status: 503 }, data: { failed: true, items: [], total: 0, activeCount: 0 } });
  });
});

describe("the product page's loader", () => {
  it("gives the item with its texts for the page's metadata", async () => {
    const result = await productAt("piece-3");
    expect(result).toMatchObject({
      item: { slug: "piece-3", name: "Piece 3" },
      title: "Piece 3",
      // The structured data is made here, with the page's own addresses (docs/decisions/0095).
      jsonLd: [
        { "@type": "Product", name: "Piece 3", url: "http://shop.test/product/piece-3?lng=en" },
        { "@type": "BreadcrumbList" },
      ],
    });
  });

  it("answers 404 for an unknown or inactive slug (no fallback product)", async () => {
    await t.db.insert(items).values({ slug: "retired", nameI18n: { en: "Retired" }, price: 1, active: false });
    for (const slug of ["retired", "no-such-piece"]) {
      expect(await productAt(slug)).toMatchObject({ init: { status: 404 }, data: { item: null, title: "Product not found" } });
    }
  });
});
