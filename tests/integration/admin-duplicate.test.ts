/**
 * docs/product/back-office.md#duplicating-an-item through the items page's own action: the copy
 * holds the original's texts, price, category, tags, lead time, unique flag, pictures and colours,
 * with no stock, hidden, under a new slug; deleting the original leaves the copy its pictures.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, colorVariants, items } from "~db/schema";
import type { ItemsActionData } from "~/admin/items/items-action.server";
import type { ShopContext } from "~/context";
import { action } from "~/routes/admin/items";
import { action as uploadAction } from "~/routes/admin/uploads";
import { addAccount, contextWithOwnDataFolder, sessionCookie, shopWithSignedInOwner, type TestShop } from "./admin-support";

let shop: TestShop;
let cookie = "";
let dataDir = "";
let context: ShopContext;

beforeAll(async () => {
  ({ shop, cookie } = await shopWithSignedInOwner());
  ({ dataDir, context } = await contextWithOwnDataFolder(shop, "admin-duplicate-"));
});
afterAll(async () => {
  await shop?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

type Answer = { data: ItemsActionData; status: number };

async function post(fields: Record<string, string>, options: { language?: ShopContext["language"]; cookie?: string } = {}) {
  const request = new Request("http://shop.test/admin/items", {
    method: "POST",
    headers: { cookie: options.cookie ?? cookie, origin: "http://shop.test" },
    body: new URLSearchParams(fields),
  });
  const result = (await action({ request, context: { ...context, language: options.language ?? "en" }, params: {} } as never)) as {
    type?: string;
    data?: ItemsActionData;
    init?: ResponseInit;
  };
  return { data: result.data!, status: result.init?.status ?? 200 } satisfies Answer;
}

async function uploadPicture(colour: string): Promise<string> {
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: colour } }).png().toBuffer();
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(png)], { type: "image/png" }), "piece.png");
  const request = new Request("http://shop.test/admin/uploads?folder=items", {
    method: "POST",
    headers: { cookie, origin: "http://shop.test" },
    body: form,
  });
  const result = (await uploadAction({ request, context, params: {} } as never)) as { data: { urls: string[] } };
  return result.data.urls[0];
}

const fileOf = (url: string) => path.join(dataDir, "uploads", url.replace("/uploads/", ""));
const exists = (file: string) => fs.stat(file).then(() => true, () => false);

describe("duplicating an item", () => {
  let originalId = "";
  let itemPicture = "";
  let colourPicture = "";
  let categoryId = "";

  beforeAll(async () => {
    const db = shop.database.db;
    [itemPicture, colourPicture] = [await uploadPicture("#c86"), await uploadPicture("#368")];
    [{ id: categoryId }] = await db
      .insert(categories)
      .values({ slug: "bags", nameI18n: { en: "Bags" } })
      .returning({ id: categories.id });
    const [original] = await db
      .insert(items)
      .values({
        slug: "market-bag",
        nameI18n: { en: "Market bag", it: "Borsa da mercato", fr: "Sac de marché" },
        descriptionI18n: { en: "Roomy.", it: "Capiente." },
        careI18n: { en: "Wash at 30 °C.", it: "Lava a 30 °C." },
        goodToKnowI18n: { fr: "Doublé de coton." },
        price: 54.9,
        stock: 4,
        active: true,
        featured: true,
        isUnique: true,
        hasColorVariants: true,
        images: [itemPicture],
        tags: ["summer", "cotton"],
        leadTimeDays: 7,
        categoryId,
      })
      .returning({ id: items.id });
    originalId = original.id;
    await db.insert(colorVariants).values([
      { itemId: originalId, colorNameI18n: { en: "Sand", it: "Sabbia" }, colorHex: "#ccbb99", images: [colourPicture], stock: 3, sortOrder: 0 },
      { itemId: originalId, colorNameI18n: { en: "Sea" }, colorHex: "#336688", stock: 5, sortOrder: 1, active: false },
    ]);
  });

  it("copies texts, price, category, tags, lead time, unique flag, pictures and colours, with no stock, hidden", async () => {
    const answer = await post({ intent: "duplicate-item", id: originalId });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, intent: "duplicate-item", keepOpen: true, note: { kind: "success" } });
    const copyId = answer.data.savedId!;
    expect(copyId).not.toBe(originalId);
    const [copy] = await shop.database.db.select().from(items).where(eq(items.id, copyId));
    expect(copy).toMatchObject({
      slug: "market-bag-copy",
      nameI18n: { en: "Market bag (copy)", it: "Borsa da mercato (copia)", fr: "Sac de marché (copie)" },
      descriptionI18n: { en: "Roomy.", it: "Capiente." },
      careI18n: { en: "Wash at 30 °C.", it: "Lava a 30 °C." },
      goodToKnowI18n: { fr: "Doublé de coton." },
      price: 54.9,
      stock: 0,
      active: false,
      featured: false,
      isUnique: true,
      hasColorVariants: true,
      images: [itemPicture],
      tags: ["summer", "cotton"],
      leadTimeDays: 7,
      categoryId,
    });
    const colours = await shop.database.db
      .select()
      .from(colorVariants)
      .where(eq(colorVariants.itemId, copyId))
      .orderBy(colorVariants.sortOrder);
    expect(colours).toMatchObject([
      { colorNameI18n: { en: "Sand", it: "Sabbia" }, colorHex: "#ccbb99", images: [colourPicture], stock: 0, sortOrder: 0, active: true },
      { colorNameI18n: { en: "Sea" }, colorHex: "#336688", stock: 0, sortOrder: 1, active: false },
    ]);
    // The original is as it was.
    const [original] = await shop.database.db.select().from(items).where(eq(items.id, originalId));
    expect(original).toMatchObject({ slug: "market-bag", stock: 4, active: true, featured: true });
  });

  it("gives each further copy a slug of its own", async () => {
    const second = await post({ intent: "duplicate-item", id: originalId });
    const [copy] = await shop.database.db.select().from(items).where(eq(items.id, second.data.savedId!));
    expect(copy.slug).toBe("market-bag-copy-2");
    const ofCopy = await post({ intent: "duplicate-item", id: second.data.savedId! });
    const [copyOfCopy] = await shop.database.db.select().from(items).where(eq(items.id, ofCopy.data.savedId!));
    expect(copyOfCopy).toMatchObject({ slug: "market-bag-copy-2-copy", nameI18n: { en: "Market bag (copy) (copy)" } });
  });

  it("keeps a long slug within 50 characters", async () => {
    const long = "a".repeat(30) + "-" + "b".repeat(19);
    const [row] = await shop.database.db
      .insert(items)
      .values({ slug: long, nameI18n: { en: "Long" }, price: 1 })
      .returning({ id: items.id });
    const answer = await post({ intent: "duplicate-item", id: row.id });
    const [copy] = await shop.database.db.select().from(items).where(eq(items.id, answer.data.savedId!));
    expect(copy.slug).toBe(`${"a".repeat(30)}-${"b".repeat(14)}-copy`);
    expect(copy.slug.length).toBeLessThanOrEqual(50);
  });

  it("deleting the original leaves the copy its pictures", async () => {
    const answer = await post({ intent: "duplicate-item", id: originalId });
    expect(answer.status).toBe(200);
    const copies = await shop.database.db.select({ id: items.id }).from(items).where(eq(items.isUnique, true));
    expect(copies.length).toBeGreaterThan(1);
    expect(await exists(fileOf(itemPicture))).toBe(true);
    expect((await post({ intent: "delete-item", id: originalId })).status).toBe(200);
    expect(await exists(fileOf(itemPicture))).toBe(true);
    expect(await exists(fileOf(colourPicture))).toBe(true);
    expect(await exists(fileOf(itemPicture).replace(/\.webp$/, "-400.webp"))).toBe(true);
  });

  it("answers a missing or malformed item with a translated message, never a 5xx", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", ""]) {
      const answer = await post({ intent: "duplicate-item", id }, { language: "it" });
      expect(answer.status, id).toBe(404);
      expect(answer.data.note, id).toMatchObject({ kind: "error", title: "Duplicazione non riuscita: Questo prodotto non esiste più" });
    }
  });

  it("refuses anyone but an admin", async () => {
    await addAccount(shop, "shopper@shop.test");
    const stranger = await sessionCookie(shop, "shopper@shop.test");
    const before = (await shop.database.db.select({ id: items.id }).from(items)).length;
    const refused = await post({ intent: "duplicate-item", id: originalId }, { cookie: stranger }).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((await shop.database.db.select({ id: items.id }).from(items)).length).toBe(before);
  });
});
