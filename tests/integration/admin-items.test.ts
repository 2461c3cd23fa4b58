import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, colorVariants, items } from "~db/schema";
import { draftVariantFields, itemFormSchema, type DraftVariant } from "~/admin/items/item-form";
import type { ItemsActionData } from "~/admin/items/items-action.server";
import { saveItem } from "~/admin/items/items.server";
import type { ShopContext } from "~/context";
import { action, loader } from "~/routes/admin/items";
import { action as uploadAction } from "~/routes/admin/uploads";
import { contextWithOwnDataFolder, shopWithSignedInOwner, type TestShop } from "./admin-support";

/** docs/product/back-office.md#items, docs/product/back-office.md#item-form, docs/product/back-office.md#colour-variants and docs/product/content-rules.md#images, through the routes' own loader and actions. */

let shop: TestShop;
let cookie = "";
let dataDir = "";
let context: ShopContext;

beforeAll(async () => {
  ({ shop, cookie } = await shopWithSignedInOwner());
  ({ dataDir, context } = await contextWithOwnDataFolder(shop, "admin-items-"));
});
afterAll(async () => {
  await shop?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

type Answer = { data: ItemsActionData; status: number };

function unwrap(result: unknown): Answer {
  const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit };
  return wrapped.type === "DataWithResponseInit"
    ? { data: wrapped.data as ItemsActionData, status: wrapped.init?.status ?? 200 }
    : { data: result as ItemsActionData, status: 200 };
}

async function post(fields: [string, string][], language: ShopContext["language"] = "en"): Promise<Answer> {
  const request = new Request("http://shop.test/admin/items", {
    method: "POST",
    headers: { cookie, origin: "http://shop.test" },
    body: new URLSearchParams(fields),
  });
  return unwrap(await action({ request, context: { ...context, language }, params: {} } as never));
}

const itemFields = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({ intent: "save-item", nameEn: "Summer Tote", price: "24.50", stock: "3", active: "on", ...overrides });

const fieldErrors = (answer: Answer) => answer.data.result?.error ?? {};
const rowBySlug = async (slug: string) => (await shop.database.db.select().from(items).where(eq(items.slug, slug)))[0];

describe("item validation (docs/product/back-office.md#item-form)", () => {
  it("requires the English name", async () => {
    const answer = await post(itemFields({ nameEn: "  " }));
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer).nameEn).toEqual(["admin.items.englishNameRequired"]);
  });

  it("refuses a negative price and a negative stock", async () => {
    const answer = await post(itemFields({ price: "-1", stock: "-2" }));
    expect(fieldErrors(answer).price).toEqual(["admin.items.priceNegative"]);
    expect(fieldErrors(answer).stock).toEqual(["admin.items.stockNegative"]);
  });

  it("reads the price as the owner types it in her language (docs/product/content-rules.md#amounts)", async () => {
    const typed = [
      ["it", "54,90", 54.9],
      ["fr", "54,90", 54.9],
      ["it", "1.234,50", 1234.5],
      ["fr", "1\u202f234,50", 1234.5],
      ["en", "1,234.50", 1234.5],
    ] as const;
    for (const [index, [language, price, stored]] of typed.entries()) {
      const slug = `typed-price-${index}`;
      const answer = await post(itemFields({ nameEn: slug, price }), language);
      expect(answer.status, `${price} in ${language}`).toBe(200);
      expect((await rowBySlug(slug)).price).toBe(stored);
    }
  });

  it("refuses an ambiguous price rather than guessing, and stores nothing", async () => {
    const answer = await post(itemFields({ nameEn: "Ambiguous Tote", price: "1.234" }), "it");
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer).price).toEqual(["common.amountAmbiguous"]);
    expect(await rowBySlug("ambiguous-tote")).toBeUndefined();
  });

  it("says when no slug can be made from the name", async () => {
    const answer = await post(itemFields({ nameEn: "¿¡!", slug: "" }));
    expect(fieldErrors(answer).slug).toEqual(["admin.items.slugInvalid"]);
  });

  it("makes the slug from the English name, cut to 50, and normalises tags and empty languages", async () => {
    const name = "Granny Square Bag with a very long name that goes on and on";
    const answer = await post(
      itemFields({ nameEn: name, tags: " Summer, BAG ,, summer ,", nameFr: " ", descriptionEn: "", descriptionIt: "Borsa" }),
    );
    expect(answer.status).toBe(200);
    expect(answer.data.note?.title).toBe("Item created successfully");
    const row = await rowBySlug("granny-square-bag-with-a-very-long-name-that-goes");
    expect(row).toBeDefined();
    expect(row.slug.length).toBeLessThanOrEqual(50);
    expect(row.tags).toEqual(["summer", "bag"]);
    expect(row.nameI18n).toEqual({ en: name, fr: null, it: null });
    expect(row.descriptionI18n).toEqual({ en: null, fr: null, it: "Borsa" });
    expect(row.categoryId).toBeNull();
    expect(row.price).toBe(24.5);
    expect(row.leadTimeDays).toBeNull();
    expect(row.lowStockLevel).toBeNull();
  });

  it("stores lead time, category and flags", async () => {
    const [category] = await shop.database.db
      .insert(categories)
      .values({ slug: "bags", nameI18n: { en: "Bags" } })
      .returning();
    const answer = await post(
      itemFields({ nameEn: "Made to order", leadTimeDays: "10", lowStockLevel: "3", categoryId: category.id, featured: "on", isUnique: "on" }),
    );
    expect(answer.status).toBe(200);
    const row = await rowBySlug("made-to-order");
    expect(row).toMatchObject({ leadTimeDays: 10, lowStockLevel: 3, categoryId: category.id, featured: true, isUnique: true, active: true });
    const loaded = (await loader({
      request: new Request("http://shop.test/admin/items", { headers: { cookie } }),
      context,
      params: {},
    } as never)) as { items: { slug: string; categorySlug: string | null }[]; categories: { id: string }[] };
    expect(loaded.items.find((item) => item.slug === "made-to-order")?.categorySlug).toBe("bags");
    expect(loaded.categories.map((c) => c.id)).toContain(category.id);
  });

  it("refuses a slug already taken, with the same message when two creates race", async () => {
    await post(itemFields({ nameEn: "Beanie" }));
    const again = await post(itemFields({ nameEn: "Another", slug: "beanie" }));
    expect(again.status).toBe(409);
    expect(fieldErrors(again).slug).toEqual(["admin.items.slugTaken"]);
    expect(again.data.note?.title).toBe("Failed to create: Slug already exists, please choose a different one");

    const race = await Promise.all([post(itemFields({ nameEn: "Race Hat" })), post(itemFields({ nameEn: "Race Hat" }))]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = race.find((answer) => answer.status === 409)!;
    expect(fieldErrors(lost).slug).toEqual(["admin.items.slugTaken"]);
    expect(await shop.database.db.select().from(items).where(eq(items.slug, "race-hat"))).toHaveLength(1);
  });

  it("updates an item and keeps its own slug; the edit refuses another item's slug", async () => {
    const row = await rowBySlug("beanie");
    const same = await post(itemFields({ id: row.id, nameEn: "Beanie", slug: "beanie", price: "30" }));
    expect(same.data.note?.title).toBe("Item updated successfully");
    expect((await rowBySlug("beanie")).price).toBe(30);
    const clash = await post(itemFields({ id: row.id, nameEn: "Beanie", slug: "race-hat" }));
    expect(clash.data.note?.title).toBe("Failed to update: Slug already exists, please choose a different one");
  });

  it("keeps the dialog open after creating an item with colour variants", async () => {
    const answer = await post(itemFields({ nameEn: "Colour Bag", hasColorVariants: "on" }));
    expect(answer.data).toMatchObject({ ok: true, keepOpen: true });
    expect(answer.data.note?.title).toBe("Item created! Now you can manage color variants.");
    expect(answer.data.savedId).toBe((await rowBySlug("colour-bag")).id);
  });
});

describe("colour variants (docs/product/back-office.md#colour-variants)", () => {
  it("stores nothing without an item and says it will be saved with the item", async () => {
    const before = await shop.database.db.select().from(colorVariants);
    const answer = await post([["intent", "save-variant"], ["colorNameEn", "Red"]]);
    expect(answer.data.note?.title).toBe("The color variant will be saved when the item is saved.");
    expect(await shop.database.db.select().from(colorVariants)).toHaveLength(before.length);
  });

  it("defaults colour and sort order, turns non-numbers into 0, updates and deletes", async () => {
    const item = await rowBySlug("colour-bag");
    const first = await post([["intent", "save-variant"], ["itemId", item.id], ["colorNameEn", "Black"], ["stock", "x"]]);
    expect(first.data.note?.title).toBe("Color variant created successfully");
    const second = await post([
      ["intent", "save-variant"],
      ["itemId", item.id],
      ["colorNameEn", "Sky"],
      ["colorNameIt", "Cielo"],
      ["colorHex", "#12AB9f"],
      ["stock", "4"],
      ["active", "on"],
      ["images", "/uploads/items/a.webp"],
    ]);
    expect(second.status).toBe(200);
    const variants = await shop.database.db
      .select()
      .from(colorVariants)
      .where(eq(colorVariants.itemId, item.id))
      .orderBy(colorVariants.sortOrder);
    expect(variants.map((v) => [v.colorHex, v.sortOrder, v.stock, v.active])).toEqual([
      ["#000000", 0, 0, false],
      ["#12ab9f", 1, 4, true],
    ]);
    expect(variants[1].colorNameI18n).toEqual({ en: "Sky", fr: null, it: "Cielo" });
    expect(variants[1].images).toEqual(["/uploads/items/a.webp"]);

    const updated = await post([
      ["intent", "save-variant"],
      ["itemId", item.id],
      ["id", variants[0].id],
      ["colorNameEn", "Night"],
      ["sortOrder", "5"],
      ["active", "on"],
    ]);
    expect(updated.data.note?.title).toBe("Color variant updated successfully");

    const badHex = await post([["intent", "save-variant"], ["itemId", item.id], ["colorHex", "red"]]);
    expect(badHex.data.note?.title).toBe("Error saving color variant");

    const deleted = await post([["intent", "delete-variant"], ["itemId", item.id], ["id", variants[1].id]]);
    expect(deleted.data.note?.title).toBe("Color variant deleted successfully");
    const refused = await post([["intent", "delete-variant"], ["id", variants[0].id]]);
    expect(refused.data.note).toMatchObject({
      title: "Cannot delete variant",
      description: "Save the item first to manage variants in the database.",
    });
    const gone = await post([["intent", "delete-variant"], ["itemId", item.id], ["id", variants[1].id]]);
    expect(gone.data.note?.title).toBe("Error deleting color variant");
  });

  it("turning colour variants off keeps the stored variants", async () => {
    const item = await rowBySlug("colour-bag");
    await post(itemFields({ id: item.id, nameEn: "Colour Bag", slug: "colour-bag" }));
    expect((await rowBySlug("colour-bag")).hasColorVariants).toBe(false);
    expect(await shop.database.db.select().from(colorVariants).where(eq(colorVariants.itemId, item.id))).toHaveLength(1);
  });

  it("deletes an item with its variants", async () => {
    const item = await rowBySlug("colour-bag");
    const answer = await post([["intent", "delete-item"], ["id", item.id]]);
    expect(answer.data.note?.title).toBe("Item deleted successfully");
    expect(await rowBySlug("colour-bag")).toBeUndefined();
    expect(await shop.database.db.select().from(colorVariants).where(eq(colorVariants.itemId, item.id))).toHaveLength(0);
    const again = await post([["intent", "delete-item"], ["id", item.id]]);
    expect(again.data.note?.title).toBe("Failed to delete: This item no longer exists");
  });

  it("refuses the demo import when items exist", async () => {
    const answer = await post([["intent", "import-demo"]]);
    expect(answer.data.note?.title).toBe("Items already exist");
  });
});

describe("creating an item together with its colours (docs/decisions/0027)", () => {
  const draft = (overrides: Partial<DraftVariant> = {}): DraftVariant => ({
    draftId: "d",
    colorNameI18n: { en: "Coral", fr: "Corail", it: null },
    colorHex: "#ff7f50",
    images: ["/uploads/items/coral.webp"],
    stock: 2,
    sortOrder: 0,
    active: true,
    ...overrides,
  });
  const withColours = (name: string, drafts: DraftVariant[], overrides: Record<string, string> = {}): [string, string][] => {
    const { stock: _stock, ...fields } = Object.fromEntries(itemFields({ nameEn: name, hasColorVariants: "on", ...overrides }));
    return [...Object.entries(fields), ...drafts.flatMap((d, i) => draftVariantFields(d, i))];
  };
  const variantsOf = (itemId: string) =>
    shop.database.db.select().from(colorVariants).where(eq(colorVariants.itemId, itemId)).orderBy(colorVariants.sortOrder);

  it("stores the item and every colour added before it existed, without asking the item's own stock", async () => {
    const answer = await post(
      withColours("Two Colour Pouch", [
        draft(),
        draft({ draftId: "e", colorNameI18n: { en: "Teal", fr: null, it: "Verde acqua" }, colorHex: "#008080", images: [], stock: 3, sortOrder: 1 }),
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, keepOpen: true });
    const row = await rowBySlug("two-colour-pouch");
    expect(answer.data.savedId).toBe(row.id);
    expect(row).toMatchObject({ hasColorVariants: true, stock: 0 });
    const variants = await variantsOf(row.id);
    expect(variants.map((v) => [v.colorNameI18n, v.colorHex, v.images, v.stock, v.sortOrder, v.active])).toEqual([
      [{ en: "Coral", fr: "Corail", it: null }, "#ff7f50", ["/uploads/items/coral.webp"], 2, 0, true],
      [{ en: "Teal", fr: null, it: "Verde acqua" }, "#008080", [], 3, 1, true],
    ]);
  });

  it("refuses the whole item when one colour is bad, says which, and stores nothing", async () => {
    const itemsBefore = await shop.database.db.select().from(items);
    const variantsBefore = await shop.database.db.select().from(colorVariants);
    const answer = await post(withColours("Refused Pouch", [draft(), draft({ draftId: "e", colorHex: "#12345", sortOrder: 1 })]));
    expect(answer.status).toBe(400);
    expect(answer.data.note?.title).toBe("Failed to create: Colour 2: Enter a colour as #RRGGBB");
    expect(answer.data.result?.error?.["variants[1].colorHex"]).toEqual(["admin.items.errors.colorInvalid"]);
    expect(await rowBySlug("refused-pouch")).toBeUndefined();
    expect(await shop.database.db.select().from(items)).toHaveLength(itemsBefore.length);
    expect(await shop.database.db.select().from(colorVariants)).toHaveLength(variantsBefore.length);
  });

  it("leaves no item behind when the database refuses a colour (one transaction)", async () => {
    const form = itemFormSchema("en").parse({ nameEn: "Half Stored Pouch", price: "10", active: true, hasColorVariants: true });
    // A stock below 0 passes no form, but the database's own check is the last word.
    const colour = { colorHex: "#000000", images: [], stock: 1, sortOrder: 0, active: true };
    const bad = { ...form, variants: [colour, { ...colour, stock: -1, sortOrder: 1 }] };
    await expect(saveItem(shop.database.db, bad)).rejects.toThrow();
    expect(await rowBySlug("half-stored-pouch")).toBeUndefined();
  });

  it("asks the stock of an item without colours, and keeps an item with colours' own stock when saved without it", async () => {
    const { stock: _stock, ...noStock } = Object.fromEntries(itemFields({ nameEn: "No Stock Given" }));
    const refused = await post(Object.entries(noStock));
    expect(fieldErrors(refused).stock).toEqual(["admin.items.errors.stockRequired"]);

    await post(itemFields({ nameEn: "Kept Stock Bag", stock: "6" }));
    const row = await rowBySlug("kept-stock-bag");
    await post(withColours("Kept Stock Bag", [], { id: row.id, slug: "kept-stock-bag" }));
    expect(await rowBySlug("kept-stock-bag")).toMatchObject({ hasColorVariants: true, stock: 6 });
  });
});

describe("the items list, a page at a time", () => {
  async function list(query = "") {
    const request = new Request(`http://shop.test/admin/items${query}`, { headers: { cookie } });
    return (await loader({ request, context, params: {} } as never)) as { items: { slug: string }[]; page: number; pageCount: number };
  }

  it("shows 24 items a page, newest first, with their colours, and keeps the page asked for within the list", async () => {
    const { db } = shop.database;
    await db.delete(items);
    const created = await db
      .insert(items)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          slug: `listed-${String(i).padStart(2, "0")}`,
          nameI18n: { en: `Listed ${i}` },
          price: 10,
          stock: 1,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      )
      .returning();
    const oldest = created.find((item) => item.slug === "listed-00")!;
    await db.insert(colorVariants).values({ itemId: oldest.id, colorNameI18n: { en: "Moss" }, colorHex: "#4a6b3a", stock: 2 });

    const first = await list();
    expect(first.items).toHaveLength(24);
    expect(first.items[0].slug).toBe("listed-29");
    expect([first.page, first.pageCount]).toEqual([1, 2]);
    const second = await list("?page=2");
    expect(second.items.map((item) => item.slug)).toEqual(["listed-05", "listed-04", "listed-03", "listed-02", "listed-01", "listed-00"]);
    expect((second.items.at(-1) as unknown as { variants: { colorNameI18n: { en: string } }[] }).variants.map((v) => v.colorNameI18n.en)).toEqual(["Moss"]);
    expect((await list("?page=99")).page).toBe(2);
    for (const odd of ["?page=0", "?page=-3", "?page=1.5", "?page=abc"]) expect((await list(odd)).page, odd).toBe(1);
  });

  it("shows every write at once, though the list is read again only after one (docs/decisions/0045)", async () => {
    const { db } = shop.database;
    const before = await list("?page=2");
    expect((await list("?page=2")).items).toBe(before.items);

    expect((await post(itemFields({ nameEn: "Fresh Beret", stock: "2" }))).status).toBe(200);
    const first = await list();
    expect(first.items[0].slug).toBe("fresh-beret");
    expect((await list("?page=2")).items[0].slug).toBe("listed-06");

    // An order request takes stock without the back office: the next list shows what is left.
    await db.update(colorVariants).set({ stock: 0 }).where(eq(colorVariants.colorHex, "#4a6b3a"));
    const variants = (page: Awaited<ReturnType<typeof list>>) =>
      (page.items.at(-1) as unknown as { variants: { stock: number }[] }).variants;
    expect(variants(await list("?page=2")).map((v) => v.stock)).toEqual([0]);
  });
});

describe("uploads (docs/product/content-rules.md#images)", () => {
  async function upload(body: BodyInit, folder = "items", headers: Record<string, string> = {}) {
    const request = new Request(`http://shop.test/admin/uploads?folder=${folder}`, {
      method: "POST",
      headers: { cookie, origin: "http://shop.test", ...headers },
      body,
      duplex: "half",
    } as RequestInit);
    const result = (await uploadAction({ request, context, params: {} } as never)) as {
      data: { urls?: string[]; error?: string };
      init?: ResponseInit;
    };
    return { status: result.init?.status ?? 200, ...result.data };
  }
  const formWith = (file: Blob, name: string) => {
    const form = new FormData();
    form.append("files", file, name);
    return form;
  };

  it("stores a JPEG without its GPS data, in several widths", async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c86" } })
      .jpeg()
      .withExif({ IFD0: { Make: "Phone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 30/1 0/1" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const answer = await upload(formWith(new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "holiday.jpg"));
    expect(answer.status).toBe(200);
    expect(answer.urls).toHaveLength(1);
    const url = answer.urls![0];
    expect(url).toMatch(/^\/uploads\/items\/[0-9a-f-]+\.webp$/);
    const file = path.join(dataDir, "uploads", url.replace("/uploads/", ""));
    const stored = await sharp(await fs.readFile(file)).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();
    await expect(fs.stat(file.replace(/\.webp$/, "-400.webp"))).resolves.toBeTruthy();
  });

  it("refuses a renamed non-image", async () => {
    const answer = await upload(formWith(new Blob(["<script>alert(1)</script>"], { type: "image/png" }), "cat.png"));
    expect(answer.status).toBe(415);
    expect(answer.error).toBe("Only image files can be uploaded");
  });

  it("refuses a file over 10 MB with 413, by its declared length and by its streamed length", async () => {
    const big = formWith(new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: "image/jpeg" }), "big.jpg");
    const declared = await upload(big);
    expect(declared.status).toBe(413);
    expect(declared.error).toBe("Each image can be at most 10 MB");

    // The same body streamed without a length: cut off once it passes the limit.
    const encoded = new Response(big);
    const contentType = encoded.headers.get("content-type")!;
    let sent = 0;
    const source = encoded.body!.getReader();
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await source.read();
        if (done) return controller.close();
        sent += value.byteLength;
        controller.enqueue(value);
      },
    });
    const streamed = await upload(stream, "items", { "content-type": contentType });
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(10 * 1024 * 1024 + 200 * 1024);
  });

  it("accepts only the known folders", async () => {
    const answer = await upload(formWith(new Blob(["x"]), "a.png"), "../etc");
    expect(answer.status).toBe(400);
  });
});
