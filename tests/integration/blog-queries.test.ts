import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, authors, blogCategories } from "~db/schema";
import { activeBlogCategories, blogList, latestArticles, publishedArticle } from "~/blog/queries.server";
import { createTestDatabase, type TestDatabase } from "../support/database";

/** The blog's public reads (docs/product/storefront.md#blog-list, docs/product/storefront.md#blog-article, docs/product/storefront.md#published-articles, docs/product/content-rules.md#article-html). */
let t: TestDatabase;
const ids = { tutorials: "", diary: "", hidden: "", giulia: "" };
const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const body = (text: string) => ({ en: `<p>${text}</p>` });

beforeAll(async () => {
  t = await createTestDatabase();
  const categoryRows = await t.db
    .insert(blogCategories)
    .values([
      { slug: "studio-diary", nameI18n: { en: "Studio diary", it: "Diario di bottega" }, sortOrder: 2 },
      { slug: "tutorials", nameI18n: { en: "Tutorials", it: "Tutorial" }, sortOrder: 1 },
      { slug: "hidden", nameI18n: { en: "Hidden" }, sortOrder: 0, active: false },
    ])
    .returning();
  const bySlug = (slug: string) => categoryRows.find((c) => c.slug === slug)!.id;
  ids.tutorials = bySlug("tutorials");
  ids.diary = bySlug("studio-diary");
  ids.hidden = bySlug("hidden");
  const [giulia] = await t.db
    .insert(authors)
    .values({ name: "Giulia Rinaldi", avatarUrl: "/uploads/products/authors/giulia.webp" })
    .returning();
  ids.giulia = giulia.id;

  await t.db.insert(articles).values([
    {
      slug: "granny-square",
      titleI18n: { en: "Granny square", it: "La piastrella della nonna" },
      excerptI18n: { en: "Round by round." },
      contentI18n: { en: '<h2>Start</h2><p onclick="x()">Make a ring.</p><script>alert(1)</script>', it: "<p>Un anello.</p>" },
      categoryId: ids.tutorials,
      authorId: ids.giulia,
      featured: true,
      published: true,
      publishedAt: at(5),
      readTime: 6,
    },
    { slug: "care-guide", titleI18n: { en: "Care guide" }, contentI18n: body("c"), categoryId: ids.diary, featured: true, published: true, publishedAt: at(9) },
    { slug: "week-in-studio", titleI18n: { en: "A week" }, contentI18n: body("w"), categoryId: ids.diary, authorId: ids.giulia, published: true, publishedAt: at(12) },
    { slug: "summer-yarns", titleI18n: { en: "Summer yarns" }, contentI18n: body("s"), categoryId: ids.tutorials, published: true, publishedAt: at(3) },
    { slug: "no-category", titleI18n: { en: "Loose thoughts" }, contentI18n: body("l"), published: true, publishedAt: at(7) },
    { slug: "in-hidden-category", titleI18n: { en: "Hidden shelf" }, contentI18n: body("h"), categoryId: ids.hidden, published: true, publishedAt: at(1) },
    { slug: "draft", titleI18n: { en: "Draft" }, contentI18n: body("d"), categoryId: ids.tutorials, featured: true, published: false, publishedAt: at(20) },
    { slug: "draft-plain", titleI18n: { en: "Plain draft" }, contentI18n: body("p"), categoryId: ids.diary, published: false },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe("activeBlogCategories", () => {
  it("lists only active categories, by sort order, named in the page's language", async () => {
    expect(await activeBlogCategories(t.db, "it")).toEqual([
      { id: ids.tutorials, slug: "tutorials", name: "Tutorial" },
      { id: ids.diary, slug: "studio-diary", name: "Diario di bottega" },
    ]);
  });
});

describe("blogList", () => {
  it("lists published articles only, featured apart from the others, newest publication first", async () => {
    const list = await blogList(t.db, "en", { page: 1 });
    expect(list.featured.map((a) => a.slug)).toEqual(["care-guide", "granny-square"]);
    expect(list.latest.map((a) => a.slug)).toEqual(["week-in-studio", "no-category", "summer-yarns", "in-hidden-category"]);
    expect(list).toMatchObject({ page: 1, pageCount: 1 });
  });

  it("joins the author's name (none when missing: the page says Unknown) and the category", async () => {
    const { featured, latest } = await blogList(t.db, "it", { page: 1 });
    const granny = featured.find((a) => a.slug === "granny-square")!;
    expect(granny).toMatchObject({
      title: "La piastrella della nonna",
      authorName: "Giulia Rinaldi",
      readTime: 6,
      category: { slug: "tutorials", name: "Tutorial" },
      publishedAt: at(5).toISOString(),
    });
    expect(featured.find((a) => a.slug === "care-guide")!.authorName).toBeNull();
    expect(latest.find((a) => a.slug === "no-category")!.category).toBeNull();
    // An article in a hidden category is still public, without the hidden category's name.
    expect(latest.find((a) => a.slug === "in-hidden-category")!.category).toBeNull();
  });

  it("filters by one category, in both sections", async () => {
    const diary = await blogList(t.db, "en", { categoryId: ids.diary, page: 1 });
    expect(diary.featured.map((a) => a.slug)).toEqual(["care-guide"]);
    expect(diary.latest.map((a) => a.slug)).toEqual(["week-in-studio"]);
    const tutorials = await blogList(t.db, "en", { categoryId: ids.tutorials, page: 1 });
    expect(tutorials.featured.map((a) => a.slug)).toEqual(["granny-square"]);
    expect(tutorials.latest.map((a) => a.slug)).toEqual(["summer-yarns"]);
  });

  it("paginates the latest articles 48 at a time and shows the featured ones on the first page only", async () => {
    const local = await createTestDatabase();
    try {
      await local.db.insert(articles).values([
        ...Array.from({ length: 50 }, (_, i) => ({
          slug: `post-${String(i).padStart(2, "0")}`,
          titleI18n: { en: `Post ${i}` },
          contentI18n: body(String(i)),
          published: true,
          publishedAt: new Date(Date.UTC(2026, 0, 1, i)),
        })),
        { slug: "star", titleI18n: { en: "Star" }, contentI18n: body("s"), featured: true, published: true, publishedAt: at(2) },
      ]);
      const first = await blogList(local.db, "en", { page: 1 });
      expect(first).toMatchObject({ page: 1, pageCount: 2 });
      expect(first.featured.map((a) => a.slug)).toEqual(["star"]);
      expect(first.latest).toHaveLength(48);
      expect(first.latest[0].slug).toBe("post-49");
      const second = await blogList(local.db, "en", { page: 2 });
      expect(second.featured).toEqual([]);
      expect(second.latest.map((a) => a.slug)).toEqual(["post-01", "post-00"]);
      expect(second.pageCount).toBe(2);
    } finally {
      await local.close();
    }
  });

  it("is empty, with one page, when nothing is published", async () => {
    const local = await createTestDatabase();
    try {
      await local.db.insert(articles).values({ slug: "draft", titleI18n: { en: "Draft" }, contentI18n: body("d") });
      expect(await blogList(local.db, "en", { page: 1 })).toEqual({ featured: [], latest: [], page: 1, pageCount: 1 });
    } finally {
      await local.close();
    }
  });
});

describe("latestArticles (home)", () => {
  it("takes the newest published articles, featured or not", async () => {
    expect((await latestArticles(t.db, "en", 2)).map((a) => a.slug)).toEqual(["week-in-studio", "care-guide"]);
  });
});

describe("publishedArticle", () => {
  it("reads one published article with its author, avatar, category and a sanitised body", async () => {
    const article = await publishedArticle(t.db, "en", "granny-square");
    expect(article).toMatchObject({
      slug: "granny-square",
      title: "Granny square",
      authorName: "Giulia Rinaldi",
      authorAvatar: "/uploads/products/authors/giulia.webp",
      category: { slug: "tutorials", name: "Tutorials" },
      contentLanguage: "en",
      readTime: 6,
    });
    expect(article!.html).toBe("<h2>Start</h2><p>Make a ring.</p>");
    expect(Date.parse(article!.updatedAt)).not.toBeNaN();
  });

  it("falls back to the English body for a language without one", async () => {
    expect(await publishedArticle(t.db, "fr", "granny-square")).toMatchObject({ contentLanguage: "en", html: "<h2>Start</h2><p>Make a ring.</p>" });
    expect(await publishedArticle(t.db, "it", "granny-square")).toMatchObject({ contentLanguage: "it", html: "<p>Un anello.</p>" });
  });

  it("returns null for an unpublished or unknown slug", async () => {
    expect(await publishedArticle(t.db, "en", "draft")).toBeNull();
    expect(await publishedArticle(t.db, "en", "no-such-article")).toBeNull();
  });
});
