import { describe, expect, it } from "vitest";
import { type ArticleDetailRow, toArticleDetail } from "./article-detail";

const row: ArticleDetailRow = {
  id: "a-1",
  slug: "granny-square",
  titleI18n: { en: "Granny square", it: "La piastrella della nonna" },
  excerptI18n: { en: "Round by round." },
  contentI18n: { en: "<p>Start with a ring.</p>", it: "<p>Si parte da un anello.</p>", fr: "  " },
  featuredImage: "/uploads/products/articles/granny.webp",
  readTime: 6,
  publishedAt: new Date("2026-07-15T08:00:00Z"),
  updatedAt: new Date("2026-07-20T10:30:00Z"),
  authorName: "Giulia",
  authorAvatarUrl: "/uploads/products/authors/giulia.webp",
  categorySlug: "tutorials",
  categoryNameI18n: { en: "Tutorials", it: "Tutorial" },
};

describe("toArticleDetail", () => {
  it("gives the body in the page's language and says so", () => {
    expect(toArticleDetail(row, "it")).toMatchObject({
      title: "La piastrella della nonna",
      html: "<p>Si parte da un anello.</p>",
      contentLanguage: "it",
      category: { slug: "tutorials", name: "Tutorial" },
    });
  });
  it("falls back to the English body and marks it as English", () => {
    expect(toArticleDetail(row, "fr")).toMatchObject({ html: "<p>Start with a ring.</p>", contentLanguage: "en" });
  });
  it("keeps the author's avatar and the last change", () => {
    expect(toArticleDetail(row, "en")).toMatchObject({
      authorName: "Giulia",
      authorAvatar: "/uploads/products/authors/giulia.webp",
      updatedAt: "2026-07-20T10:30:00.000Z",
      publishedAt: "2026-07-15T08:00:00.000Z",
    });
  });
  it("shows no avatar without an author name", () => {
    expect(toArticleDetail({ ...row, authorName: null }, "en").authorAvatar).toBeNull();
  });
});
