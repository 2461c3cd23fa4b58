import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, authors, colorVariants, items } from "~db/schema";
import { latestArticles } from "~/blog/queries.server";
import { featuredItems } from "~/catalog/queries.server";
import { createTestDatabase, type TestDatabase } from "../support/database";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

const at = (day: number) => new Date(Date.UTC(2026, 0, day));

describe("featuredItems (docs/product/storefront.md#featured-items)", () => {
  it("returns at most 3 active items, featured first, newest first within each, with their active colours", async () => {
    const rows = await t.db
      .insert(items)
      .values([
        { slug: "old-featured", nameI18n: { en: "Old featured" }, price: 10, featured: true, createdAt: at(1) },
        { slug: "new-plain", nameI18n: { en: "New plain" }, price: 10, createdAt: at(9) },
        { slug: "older-plain", nameI18n: { en: "Older plain" }, price: 10, createdAt: at(2) },
        { slug: "hidden", nameI18n: { en: "Hidden" }, price: 10, featured: true, active: false, createdAt: at(10) },
        {
          slug: "new-featured",
          nameI18n: { en: "New featured", it: "Nuovo" },
          price: 24.5,
          featured: true,
          hasColorVariants: true,
          tags: [" Bags", "UNIQUE "],
          createdAt: at(5),
        },
      ])
      .returning();
    const withColours = rows.find((r) => r.slug === "new-featured")!;
    await t.db.insert(colorVariants).values([
      { itemId: withColours.id, colorNameI18n: { en: "Sage" }, colorHex: "#8FA58A", sortOrder: 2, stock: 1 },
      { itemId: withColours.id, colorNameI18n: {}, colorHex: "#B5523B", sortOrder: 1, stock: 0 },
      { itemId: withColours.id, colorNameI18n: { en: "Gone" }, colorHex: "#000000", sortOrder: 0, active: false },
    ]);

    const cards = await featuredItems(t.db, "it");
    expect(cards.map((c) => c.slug)).toEqual(["new-featured", "old-featured", "new-plain"]);
    expect(cards[0]).toMatchObject({ name: "Nuovo", price: 24.5, tags: ["bags", "unique"], isUnique: true });
    expect(cards[0].variants.map((v) => [v.name, v.stock])).toEqual([
      ["Colore", 0],
      ["Sage", 1],
    ]);
    expect(cards[1].variants).toEqual([]);
  });
});

describe("latestArticles (docs/product/storefront.md#latest-articles)", () => {
  it("returns published articles only, newest publication first, with the author's name or none", async () => {
    const [author] = await t.db.insert(authors).values({ name: "Giulia" }).returning();
    await t.db.insert(articles).values([
      { slug: "first", titleI18n: { en: "First" }, contentI18n: { en: "<p>a</p>" }, published: true, publishedAt: at(1), authorId: author.id, readTime: 4 },
      { slug: "newest", titleI18n: { en: "Newest", fr: "Le plus récent" }, contentI18n: { en: "<p>b</p>" }, published: true, publishedAt: at(8) },
      { slug: "middle", titleI18n: { en: "Middle" }, contentI18n: { en: "<p>c</p>" }, published: true, publishedAt: at(4) },
      { slug: "draft", titleI18n: { en: "Draft" }, contentI18n: { en: "<p>d</p>" }, published: false, publishedAt: at(9) },
    ]);
    const cards = await latestArticles(t.db, "fr", 2);
    expect(cards.map((c) => c.slug)).toEqual(["newest", "middle"]);
    expect(cards[0]).toMatchObject({ title: "Le plus récent", authorName: null, publishedAt: at(8).toISOString() });
    const all = await latestArticles(t.db, "en", 10);
    expect(all.map((c) => c.slug)).toEqual(["newest", "middle", "first"]);
    expect(all[2]).toMatchObject({ authorName: "Giulia", readTime: 4 });
  });
});
