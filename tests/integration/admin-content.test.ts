import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, authors, blogCategories, categories, items } from "~db/schema";
import * as articlesRoute from "~/routes/admin/articles";
import * as authorsRoute from "~/routes/admin/authors";
import * as categoriesRoute from "~/routes/admin/categories";
import { shopWithSignedInOwner, type TestShop } from "./admin-support";

/** docs/product/back-office.md#categories, docs/product/back-office.md#authors, docs/product/back-office.md#articles, docs/product/back-office.md#toasts and docs/product/content-rules.md#slug-uniqueness, docs/product/content-rules.md#article-html, docs/product/back-office.md#published-date for categories, blog categories, authors and articles, through the pages' own actions. */

let shop: TestShop;
let cookie = "";
beforeAll(async () => {
  ({ shop, cookie } = await shopWithSignedInOwner());
});
afterAll(async () => {
  await shop?.close();
});

type Answer = {
  status: number;
  note?: { kind: string; title: string };
  errors?: Record<string, string[] | null>;
  saved?: boolean;
};

type Route = { action: (args: never) => Promise<unknown>; loader: (args: never) => Promise<unknown> };
const pages = {
  categories: ["/admin/categories", categoriesRoute],
  "blog-categories": ["/admin/blog-categories", categoriesRoute],
  authors: ["/admin/authors", authorsRoute],
  articles: ["/admin/articles", articlesRoute],
} as const satisfies Record<string, readonly [string, Route]>;

async function post(page: keyof typeof pages, form: Record<string, string>): Promise<Answer> {
  const [path, route] = pages[page];
  const result = await route.action({
    request: shop.request(path, { form, cookie }),
    context: shop.context(),
    params: {},
  } as never);
  const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit };
  const body = (wrapped.type === "DataWithResponseInit" ? wrapped.data : result) as {
    note?: Answer["note"];
    result?: { error?: Answer["errors"] };
    saved?: boolean;
  };
  return {
    status: wrapped.type === "DataWithResponseInit" ? (wrapped.init?.status ?? 200) : 200,
    note: body.note,
    errors: body.result?.error,
    saved: body.saved,
  };
}

const db = () => shop.database.db;

describe("categories and blog categories", () => {
  it("creates a category with a slug made from the English name and sort order 0 for a non-number", async () => {
    const answer = await post("categories", {
      intent: "save",
      name_en: "Summer Hats & Bags!",
      name_fr: "",
      sort_order: "soon",
      active: "on",
    });
    expect(answer).toMatchObject({ status: 200, saved: true, note: { kind: "success", title: "Category created" } });
    const [row] = await db().select().from(categories).where(eq(categories.slug, "summer-hats-bags"));
    expect(row).toMatchObject({ sortOrder: 0, active: true, nameI18n: { en: "Summer Hats & Bags!", fr: null, it: null } });
  });

  it("requires the English name and a slug that can be made", async () => {
    expect((await post("categories", { intent: "save", slug: "x" })).errors).toMatchObject({
      name_en: ["admin.items.englishNameRequired"],
    });
    expect((await post("categories", { intent: "save", name_en: "!!!" })).errors).toMatchObject({
      slug: ["admin.items.slugInvalid"],
    });
    // A blog category's slug is typed, not made from the name.
    expect((await post("blog-categories", { intent: "save", name_en: "Patterns" })).errors).toMatchObject({
      slug: ["admin.articles.slugRequired"],
    });
  });

  it("cuts a typed slug to the rules and refuses one in use, also when two creates race", async () => {
    await post("blog-categories", { intent: "save", slug: " Free Patterns ", name_en: "Free patterns" });
    const [row] = await db().select().from(blogCategories).where(eq(blogCategories.slug, "free-patterns"));
    expect(row).toBeDefined();
    const again = await post("blog-categories", { intent: "save", slug: "free-patterns", name_en: "Again" });
    expect(again).toMatchObject({
      status: 409,
      errors: { slug: ["admin.items.slugTaken"] },
      note: { kind: "error", title: "Failed to create: Slug already exists, please choose a different one" },
    });

    const race = await Promise.all(
      [1, 2].map((n) => post("categories", { intent: "save", slug: "racing", name_en: `Racing ${n}` })),
    );
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(race.find((answer) => answer.status === 409)?.errors).toMatchObject({ slug: ["admin.items.slugTaken"] });
    expect(await db().select().from(categories).where(eq(categories.slug, "racing"))).toHaveLength(1);
  });

  it("updates a category, keeping its own slug, and answers 'Category updated'", async () => {
    const [row] = await db().select().from(categories).where(eq(categories.slug, "racing"));
    const answer = await post("categories", {
      intent: "save",
      id: row.id,
      slug: "racing",
      name_en: "Racing",
      sort_order: "7",
    });
    expect(answer.note?.title).toBe("Category updated");
    const [updated] = await db().select().from(categories).where(eq(categories.id, row.id));
    expect(updated).toMatchObject({ sortOrder: 7, active: false, nameI18n: { en: "Racing" } });
  });

  it("deleting leaves items and articles without a category", async () => {
    const [category] = await db().select().from(categories).where(eq(categories.slug, "racing"));
    const [item] = await db()
      .insert(items)
      .values({ slug: "racing-hat", nameI18n: { en: "Hat" }, price: 10, categoryId: category.id })
      .returning();
    const [blogCategory] = await db().select().from(blogCategories).where(eq(blogCategories.slug, "free-patterns"));
    const [article] = await db()
      .insert(articles)
      .values({ slug: "in-category", titleI18n: { en: "T" }, contentI18n: { en: "<p>x</p>" }, categoryId: blogCategory.id })
      .returning();

    const [, listed] = (await (
      categoriesRoute.loader as (args: never) => Promise<{ rows: { id: string; usedBy: number }[] }>
    )({ request: shop.request("/admin/blog-categories", { cookie }), context: shop.context(), params: {} } as never)
      .then((data) => [data, data.rows.find((row) => row.id === blogCategory.id)])) as [unknown, { usedBy: number }];
    expect(listed.usedBy).toBe(1);

    expect((await post("categories", { intent: "delete", id: category.id })).note?.title).toBe("Category deleted");
    expect((await post("blog-categories", { intent: "delete", id: blogCategory.id })).note?.title).toBe("Category deleted");
    expect((await db().select().from(items).where(eq(items.id, item.id)))[0].categoryId).toBeNull();
    expect((await db().select().from(articles).where(eq(articles.id, article.id)))[0].categoryId).toBeNull();
    expect((await post("categories", { intent: "delete", id: category.id })).status).toBe(404);
  });
});

describe("authors", () => {
  it("requires a name and a valid e-mail when one is given; empty e-mail and avatar are null", async () => {
    expect((await post("authors", { intent: "save", email: "x" })).errors).toMatchObject({
      name: ["admin.authors.nameRequired"],
      email: ["admin.users.errors.emailInvalid"],
    });
    expect((await post("authors", { intent: "save", name: "Ada", avatar_url: "javascript:alert(1)" })).errors).toMatchObject({
      avatar_url: ["admin.items.errors.imageInvalid"],
    });
    const answer = await post("authors", { intent: "save", name: " Ada ", email: "", avatar_url: "", active: "on", bio_it: "Ciao" });
    expect(answer.note?.title).toBe("Author created successfully!");
    const [row] = await db().select().from(authors).where(eq(authors.name, "Ada"));
    expect(row).toMatchObject({ email: null, avatarUrl: null, active: true, bioI18n: { en: null, it: "Ciao", fr: null } });
  });

  it("updates and deletes; the author's articles stay, without an author", async () => {
    const [author] = await db().select().from(authors).where(eq(authors.name, "Ada"));
    const updated = await post("authors", {
      intent: "save",
      id: author.id,
      name: "Ada L.",
      email: "ada@shop.test",
      avatar_url: "/uploads/authors/a.webp",
    });
    expect(updated.note?.title).toBe("Author updated successfully!");
    expect((await db().select().from(authors).where(eq(authors.id, author.id)))[0]).toMatchObject({
      email: "ada@shop.test",
      avatarUrl: "/uploads/authors/a.webp",
      active: false,
    });
    const [article] = await db()
      .insert(articles)
      .values({ slug: "by-ada", titleI18n: { en: "T" }, contentI18n: { en: "<p>x</p>" }, authorId: author.id })
      .returning();
    expect((await post("authors", { intent: "delete", id: author.id })).note?.title).toBe("Author deleted successfully!");
    expect((await db().select().from(articles).where(eq(articles.id, article.id)))[0].authorId).toBeNull();
    expect((await post("authors", { intent: "delete", id: "not-an-id" })).note?.kind).toBe("error");
  });
});

describe("articles", () => {
  const article = (fields: Record<string, string>) => ({
    intent: "save",
    slug: "first-steps",
    title_en: "First steps",
    content_en: "<h2>Start</h2><p>Take a <a href='https://example.com'>hook</a>.</p>",
    ...fields,
  });
  const stored = async (slug: string) => (await db().select().from(articles).where(eq(articles.slug, slug)))[0];

  it("requires English title and English content", async () => {
    const answer = await post("articles", { intent: "save", content_en: "<p></p>", content_fr: "<p>Bonjour</p>" });
    expect(answer.status).toBe(400);
    expect(answer.errors).toMatchObject({
      title_en: ["admin.articles.titleRequired"],
      content_en: ["admin.articles.contentRequired"],
    });
    expect(answer.errors).not.toHaveProperty("slug");
  });

  it("makes an empty slug from the English title with the items' rules, and refuses a title that gives none", async () => {
    const answer = await post("articles", article({ slug: "", title_en: "  Blocking Your Granny Squares!  ", title_it: "Bloccare i granny" }));
    expect(answer).toMatchObject({ status: 200, saved: true });
    expect(await stored("blocking-your-granny-squares")).toMatchObject({
      titleI18n: { en: "Blocking Your Granny Squares!", it: "Bloccare i granny" },
    });
    // The same title again makes the same slug, which is taken: the owner is told on the slug.
    expect((await post("articles", article({ slug: "", title_en: "Blocking your granny squares" }))).errors).toMatchObject({
      slug: ["admin.items.slugTaken"],
    });
    expect((await post("articles", article({ slug: "", title_en: "¿!" }))).errors).toMatchObject({
      slug: ["admin.items.slugInvalid"],
    });
  });

  it("sanitises the content on save: script, event handlers and javascript: links go, formatting stays", async () => {
    const answer = await post(
      "articles",
      article({
        read_time: "abc",
        tags: " yarn, , Hooks ",
        content_en:
          "<h2>Start</h2><p onclick=\"steal()\"><strong>Bold</strong> and <em>soft</em> <a href=\"javascript:alert(1)\">bad</a> <a href=\"https://example.com\">good</a></p><script>alert(1)</script><ul><li>one</li></ul><blockquote><p>q</p></blockquote>",
        content_it: "<script>only()</script>",
      }),
    );
    expect(answer.note?.title).toBe("Article created successfully!");
    const row = await stored("first-steps");
    const html = row.contentI18n.en;
    expect(html).not.toMatch(/script|onclick|javascript:/i);
    expect(html).toContain("<h2>Start</h2>");
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain("<em>soft</em>");
    expect(html).toContain('<a href="https://example.com">good</a>');
    expect(html).toContain("<ul><li>one</li></ul>");
    expect(html).toContain("<blockquote>");
    expect(row).toMatchObject({ readTime: null, tags: ["yarn", "Hooks"], published: false, publishedAt: null, categoryId: null });
    expect(row.contentI18n.it).toBeNull();
  });

  it("refuses English content that is nothing but removed markup, and a slug in use", async () => {
    const empty = await post("articles", article({ slug: "only-script", content_en: "<script>alert(1)</script>" }));
    expect(empty.errors).toMatchObject({ content_en: ["admin.articles.contentRequired"] });
    const taken = await post("articles", article({}));
    expect(taken).toMatchObject({
      status: 409,
      note: { title: "Failed to create article: Slug already exists, please choose a different one" },
    });
  });

  it("sets published_at when published, keeps it on later saves, clears it when unpublished", async () => {
    const { id } = await stored("first-steps");
    const save = (fields: Record<string, string>) => post("articles", article({ id, ...fields }));

    expect((await save({ published: "on", read_time: "4" })).note?.title).toBe("Article updated successfully!");
    const first = await stored("first-steps");
    expect(first.publishedAt).toBeInstanceOf(Date);
    expect(first.readTime).toBe(4);

    await new Promise((resolve) => setTimeout(resolve, 20));
    await save({ published: "on", title_en: "First steps, again" });
    expect((await stored("first-steps")).publishedAt).toEqual(first.publishedAt);

    await save({});
    expect((await stored("first-steps")).publishedAt).toBeNull();

    await save({ published: "on" });
    expect((await stored("first-steps")).publishedAt!.getTime()).toBeGreaterThan(first.publishedAt!.getTime());

    const created = await post("articles", article({ slug: "born-published", published: "on", read_time: "0" }));
    expect(created.saved).toBe(true);
    expect(await stored("born-published")).toMatchObject({ published: true, readTime: null });
    expect((await stored("born-published")).publishedAt).toBeInstanceOf(Date);
  });

  it("asks again for an author another admin removed meanwhile, and stores nothing", async () => {
    // The form was opened while the author existed; a second admin deletes the author before the save.
    const [author] = await db().insert(authors).values({ name: "Soon gone" }).returning();
    expect((await post("authors", { intent: "delete", id: author.id })).status).toBe(200);
    const answer = await post("articles", article({ slug: "orphan-draft", author_id: author.id }));
    expect(answer.status).toBe(409);
    expect(answer.note?.title).toBe("Failed to create article: What you chose here no longer exists; another admin may have removed it. Choose again.");
    expect(await stored("orphan-draft")).toBeUndefined();
  });

  it("deletes an article", async () => {
    const { id } = await stored("born-published");
    expect((await post("articles", { intent: "delete", id })).note?.title).toBe("Article deleted successfully!");
    expect(await stored("born-published")).toBeUndefined();
  });

  it("lists only active blog categories and active authors for the selects", async () => {
    await db().insert(authors).values([{ name: "Zed", active: false }, { name: "Bea" }]);
    await db()
      .insert(blogCategories)
      .values([
        { slug: "off", nameI18n: { en: "Off" }, active: false },
        { slug: "tips", nameI18n: { en: "Tips" }, sortOrder: 2 },
      ]);
    const data = (await (articlesRoute.loader as (args: never) => Promise<unknown>)({
      request: shop.request("/admin/articles", { cookie }),
      context: shop.context(),
      params: {},
    } as never)) as { authors: { label: string }[]; categories: { label: string }[] };
    expect(data.authors.map((a) => a.label)).toEqual(["Bea"]);
    expect(data.categories.map((c) => c.label)).toEqual(["Tips"]);
  });
});
