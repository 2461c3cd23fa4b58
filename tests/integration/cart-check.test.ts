import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "~db/schema";
import type { CurrentLine } from "~/cart/cart-check";
import { loader } from "~/routes/cart-lines";
import { createCartTestShop, type CartTestShop } from "./cart-support";

let shop: CartTestShop;
beforeAll(async () => {
  shop = await createCartTestShop();
});
afterAll(async () => {
  await shop?.close();
});

async function check(refs: string[], language: "en" | "it" = "en"): Promise<Response> {
  const query = new URLSearchParams(refs.map((ref) => ["line", ref]));
  const request = new Request(`http://shop.test/cart/lines?${query}`);
  return loader({ request, context: shop.context({ language }), params: {} } as Parameters<typeof loader>[0]);
}

async function lines(refs: string[], language: "en" | "it" = "en"): Promise<CurrentLine[]> {
  const response = await check(refs, language);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return ((await response.json()) as { lines: CurrentLine[] }).lines;
}

describe("GET /cart/lines: today's values of the cart's lines", () => {
  it("answers name, price, stock, colour, picture and lead time in the page's language", async () => {
    const [tote, beanie] = await lines([`${shop.tote.id}:${shop.tote.sage}`, shop.beanie.id], "it");
    expect(tote.product).toMatchObject({
      id: shop.tote.id,
      slug: "market-tote",
      name: "Borsa mercato",
      price: 45,
      stock: 2,
      selectedColorId: shop.tote.sage,
      colorName: "Salvia",
      colorHex: "#9caf88",
      image: "/uploads/products/items/sage.webp",
      leadTimeDays: null,
    });
    expect(beanie.product).toMatchObject({ name: "Berretto", price: 19.99, stock: 5, selectedColorId: null, leadTimeDays: 7 });
  });

  it("shows a sold-out colour with stock 0, and today's price after a change", async () => {
    await shop.database.db.update(items).set({ price: 49.5 }).where(eq(items.id, shop.tote.id));
    const [rust] = await lines([`${shop.tote.id}:${shop.tote.rust}`]);
    expect(rust.product).toMatchObject({ price: 49.5, stock: 0, colorName: "Rust" });
    await shop.database.db.update(items).set({ price: 45 }).where(eq(items.id, shop.tote.id));
  });

  it("answers null for what can no longer be ordered: inactive item, withdrawn colour, missing colour, another item's colour", async () => {
    const result = await lines([
      shop.retired.id,
      `${shop.tote.id}:${shop.tote.hidden}`,
      shop.tote.id,
      `${shop.beanie.id}:${shop.tote.sage}`,
      "00000000-0000-4000-8000-000000000000",
    ]);
    expect(result.map((line) => line.product)).toEqual([null, null, null, null, null]);
    expect(result.map((line) => line.variantId)).toEqual([null, shop.tote.hidden, null, shop.tote.sage, null]);
  });

  it("answers 400 to malformed or too many lines, never 500", async () => {
    expect((await check([])).status).toBe(400);
    expect((await check(["not-an-id"])).status).toBe(400);
    expect((await check(Array(51).fill(shop.beanie.id))).status).toBe(400);
  });
});
