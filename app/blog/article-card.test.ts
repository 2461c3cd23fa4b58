import { describe, expect, it } from "vitest";
import { type ArticleCardRow, toArticleCard } from "./article-card";

const row: ArticleCardRow = {
  id: "a-1",
  slug: "choosing-yarn",
  titleI18n: { en: "Choosing yarn", it: "Scegliere il filato", fr: "" },
  excerptI18n: { en: "Cotton or wool?" },
  featuredImage: "/uploads/products/articles/yarn.webp",
  readTime: 4,
  publishedAt: new Date("2026-03-12T10:00:00Z"),
  authorName: "Giulia",
  categorySlug: "tutorials",
  categoryNameI18n: { en: "Tutorials", it: "Tutorial" },
};

describe("toArticleCard", () => {
  it("localizes title and excerpt with the English fallback", () => {
    expect(toArticleCard(row, "it")).toMatchObject({ title: "Scegliere il filato", excerpt: "Cotton or wool?" });
    expect(toArticleCard(row, "fr").title).toBe("Choosing yarn");
  });
  it("keeps the image, read time, publication time and author", () => {
    expect(toArticleCard(row, "en")).toEqual({
      id: "a-1",
      slug: "choosing-yarn",
      title: "Choosing yarn",
      excerpt: "Cotton or wool?",
      image: "/uploads/products/articles/yarn.webp",
      readTime: 4,
      publishedAt: "2026-03-12T10:00:00.000Z",
      authorName: "Giulia",
      category: { slug: "tutorials", name: "Tutorials" },
    });
  });
  it("leaves out what is unknown: no author, no read time, no date", () => {
    expect(toArticleCard({ ...row, authorName: null, readTime: null, publishedAt: null }, "en")).toMatchObject({
      authorName: null,
      readTime: null,
      publishedAt: null,
    });
    expect(toArticleCard({ ...row, authorName: "  ", readTime: 0 }, "en")).toMatchObject({ authorName: null, readTime: null });
    expect(toArticleCard({ ...row, categorySlug: null, categoryNameI18n: null }, "en").category).toBeNull();
  });
  it("names the category in the page's language", () => {
    expect(toArticleCard(row, "it").category).toEqual({ slug: "tutorials", name: "Tutorial" });
    expect(toArticleCard(row, "fr").category).toEqual({ slug: "tutorials", name: "Tutorials" });
  });
});
