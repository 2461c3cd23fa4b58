import { describe, expect, it } from "vitest";
import { demoArticles, demoAuthors, demoBlogCategories } from "~db/demo/blog";
import { demoCategories, demoItems, demoTagLabels } from "~db/demo/catalogue";

const languages = ["en", "it", "fr"] as const;
const written = (text: Record<(typeof languages)[number], string>) => languages.every((l) => text[l].trim().length > 0);

describe("demo catalogue (docs/product/back-office.md#demo-catalogue)", () => {
  it("has the three categories and at least twelve items spread over them", () => {
    expect(demoCategories.map((c) => c.slug)).toEqual(["bags", "hats", "accessories"]);
    expect(demoItems.length).toBeGreaterThanOrEqual(12);
    for (const category of demoCategories) expect(demoItems.some((i) => i.category === category.slug)).toBe(true);
  });

  it("shows every case the shop handles", () => {
    const withVariants = demoItems.filter((i) => i.variants && i.variants.length >= 2 && i.variants.length <= 5);
    expect(withVariants.length).toBeGreaterThanOrEqual(3);
    expect(withVariants.some((i) => i.variants!.some((v) => v.stock === 0))).toBe(true);
    expect(demoItems.filter((i) => i.isUnique && i.stock === 1).length).toBeGreaterThanOrEqual(2);
    expect(demoItems.filter((i) => i.active === false)).toHaveLength(1);
    expect(demoItems.some((i) => i.active !== false && i.stock === 0)).toBe(true);
    expect(demoItems.filter((i) => i.featured)).toHaveLength(3);
    expect(demoItems.filter((i) => i.leadTimeDays).length).toBeGreaterThanOrEqual(2);
  });

  it("keeps items consistent: unique slugs, lowercase tags, shop prices, stock matching the variants", () => {
    expect(new Set(demoItems.map((i) => i.slug)).size).toBe(demoItems.length);
    for (const item of demoItems) {
      expect(item.tags.every((t) => t === t.trim().toLowerCase())).toBe(true);
      expect(item.price).toBeGreaterThanOrEqual(24);
      expect(item.price).toBeLessThanOrEqual(89);
      if (item.variants) {
        expect(item.stock).toBe(item.variants.reduce((sum, v) => sum + v.stock, 0));
        expect(item.yarns[0]).toBe(item.variants[0].colour.hex);
        for (const v of item.variants) expect(v.colour.hex).toMatch(/^#[0-9A-F]{6}$/);
      }
    }
  });

  it("labels every tag its items carry, and only those (docs/product/content-rules.md#tag-labels)", () => {
    expect(Object.keys(demoTagLabels).sort()).toEqual([...new Set(demoItems.flatMap((i) => i.tags))].sort());
  });

  it("writes every text in English, Italian and French", () => {
    for (const c of [...demoCategories, ...demoBlogCategories]) expect(written(c.name) && written(c.description)).toBe(true);
    for (const item of demoItems) {
      expect(written(item.name) && written(item.description)).toBe(true);
      for (const note of [item.care, item.goodToKnow]) if (note) expect(written(note)).toBe(true);
      for (const v of item.variants ?? []) expect(written(v.colour.name)).toBe(true);
    }
    for (const a of demoAuthors) expect(written(a.bio)).toBe(true);
    for (const label of Object.values(demoTagLabels)) expect(written(label)).toBe(true);
    for (const article of demoArticles) {
      for (const l of languages) {
        const { title, excerpt, content } = article.text[l];
        expect(title && excerpt).toBeTruthy();
        for (const tag of ["<p>", "<h2>", "<li>"]) expect(content).toContain(tag);
      }
    }
  });

  it("gives pieces care notes that agree with their descriptions (docs/product/storefront.md#product-page)", () => {
    const tote = demoItems.find((i) => i.slug === "shell-stitch-market-tote")!;
    for (const l of languages) {
      expect(tote.description[l]).toContain("30 °C");
      expect(tote.care?.[l]).toContain("30 °C");
    }
    // A piece whose description says it is washed by hand is not told to go in the machine, and the other way round.
    for (const item of demoItems.filter((i) => i.care)) {
      if (/hand wash/i.test(item.description.en)) expect(item.care!.en).toMatch(/hand wash/i);
      if (/wash(ing machine| at \d)/i.test(item.description.en)) expect(item.care!.en).toMatch(/machine wash/i);
    }
    expect(demoItems.filter((i) => i.care).length).toBeGreaterThanOrEqual(3);
    expect(demoItems.some((i) => i.goodToKnow)).toBe(true);
  });

  it("has two authors (one inactive), three blog categories, five published articles (two featured) and a draft", () => {
    expect(demoAuthors.map((a) => a.active).sort()).toEqual([false, true]);
    expect(demoBlogCategories).toHaveLength(3);
    const published = demoArticles.filter((a) => a.publishedAt);
    expect(published.length).toBeGreaterThanOrEqual(5);
    expect(published.filter((a) => a.featured)).toHaveLength(2);
    expect(demoArticles.filter((a) => !a.publishedAt)).toHaveLength(1);
    const categorySlugs = new Set(demoBlogCategories.map((c) => c.slug));
    for (const a of demoArticles) expect(categorySlugs.has(a.category)).toBe(true);
  });
});
