import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedImageWidths } from "~/media/image-urls";
import { storeImagesIn } from "~/media/images.server";
import { localDiskStorage, type MediaStorage } from "~/media/storage.server";
import type { Database } from "~db/client";
import { demoArticles, demoAuthors } from "~db/demo/blog";
import { demoItems } from "~db/demo/catalogue";
import { DemoNotEmptyError, importDemo } from "~db/demo/import.server";
import * as schema from "~db/schema";
import { createTestDatabase, type TestDatabase } from "../support/database";

let t: TestDatabase;
let db: Database;
let root: string;

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
  root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-demo-"));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const fileOf = (url: string) => path.join(root, url.replace(/^\/uploads\//, ""));

describe("importDemo", () => {
  it("fills an empty shop in one go, every picture stored in each of its widths", async () => {
    await importDemo(db, storeImagesIn(localDiskStorage(root)));

    const items = await db.select().from(schema.items);
    const variants = await db.select().from(schema.colorVariants);
    const articles = await db.select().from(schema.articles);
    const authors = await db.select().from(schema.authors);
    expect(items).toHaveLength(demoItems.length);
    expect(variants).toHaveLength(demoItems.reduce((n, i) => n + (i.variants?.length ?? 0), 0));
    expect(articles).toHaveLength(demoArticles.length);
    expect(authors).toHaveLength(demoAuthors.length);
    expect(await db.select().from(schema.categories)).toHaveLength(3);
    expect(await db.select().from(schema.blogCategories)).toHaveLength(3);

    const urls = [
      ...items.flatMap((i) => i.images),
      ...variants.flatMap((v) => v.images),
      ...articles.map((a) => a.featuredImage ?? ""),
      ...authors.map((a) => a.avatarUrl ?? ""),
    ];
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/(items|articles|authors)\/[0-9a-f-]{36}\.webp$/);
      for (const file of storedImageWidths(url)) expect(fs.existsSync(fileOf(file))).toBe(true);
    }
    expect(items.filter((i) => i.featured)).toHaveLength(3);
    // Each piece's own care and good-to-know notes come with it (docs/product/storefront.md#product-page).
    const bySlug = new Map(items.map((i) => [i.slug, i]));
    for (const demo of demoItems) {
      expect(bySlug.get(demo.slug)?.careI18n, demo.slug).toEqual(demo.care ?? {});
      expect(bySlug.get(demo.slug)?.goodToKnowI18n, demo.slug).toEqual(demo.goodToKnow ?? {});
    }
    expect(articles.filter((a) => a.published && a.publishedAt)).toHaveLength(demoArticles.length - 1);
    expect(articles.filter((a) => !a.published && !a.publishedAt)).toHaveLength(1);
  }, 120_000);

  it("refuses a shop that has items, before drawing anything", async () => {
    let stored = 0;
    const storage: MediaStorage = {
      put: async () => void stored++,
      publicUrl: (key) => `/uploads/${key}`,
      keyOf: () => null,
      delete: async () => undefined,
      get: async () => null,
      has: async () => false,
    };
    await expect(importDemo(db, storeImagesIn(storage))).rejects.toBeInstanceOf(DemoNotEmptyError);
    await expect(importDemo(db, storeImagesIn(storage))).rejects.toThrow("Items already exist");
    expect(stored).toBe(0);
  });
});
