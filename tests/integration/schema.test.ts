import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, authors, blogCategories, categories, colorVariants, items, orderRequests } from "~db/schema";
import { createTestDatabase, type TestDatabase } from "../support/database";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

const name = (en: string) => ({ en });

/** The database's own error code for a failed insert (drizzle wraps the driver's error). */
async function violation(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code ?? "unknown";
  }
}

describe("schema constraints", () => {
  it("applies every migration to an empty database", async () => {
    const result: unknown = await t.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    // node-postgres and PGlite both answer with { rows }.
    const tables = (result as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    for (const table of [
      "items",
      "categories",
      "color_variants",
      "blog_categories",
      "authors",
      "articles",
      "order_requests",
      "admin_users",
      "user",
      "session",
      "account",
      "two_factor",
    ]) {
      expect(tables).toContain(table);
    }
  });

  it("rejects a duplicate slug in each table that has slugs", async () => {
    await t.db.insert(items).values({ slug: "dup", nameI18n: name("A"), price: 10 });
    expect(await violation(t.db.insert(items).values({ slug: "dup", nameI18n: name("B"), price: 12 }))).toBe("23505");
    await t.db.insert(categories).values({ slug: "dup", nameI18n: name("A") });
    expect(await violation(t.db.insert(categories).values({ slug: "dup", nameI18n: name("B") }))).toBe("23505");
    await t.db.insert(blogCategories).values({ slug: "dup", nameI18n: name("A") });
    expect(await violation(t.db.insert(blogCategories).values({ slug: "dup", nameI18n: name("B") }))).toBe("23505");
    const article = { titleI18n: name("T"), contentI18n: name("<p>x</p>") };
    await t.db.insert(articles).values({ slug: "dup", ...article });
    expect(await violation(t.db.insert(articles).values({ slug: "dup", ...article }))).toBe("23505");
  });

  it("rejects a negative price or stock", async () => {
    expect(await violation(t.db.insert(items).values({ slug: "neg-price", nameI18n: name("A"), price: -1 }))).toBe("23514");
    expect(
      await violation(t.db.insert(items).values({ slug: "neg-stock", nameI18n: name("A"), price: 1, stock: -1 })),
    ).toBe("23514");
    const [item] = await t.db.insert(items).values({ slug: "with-variant", nameI18n: name("A"), price: 1 }).returning();
    expect(await violation(t.db.insert(colorVariants).values({ itemId: item.id, stock: -2 }))).toBe("23514");
    expect(await violation(t.db.insert(colorVariants).values({ itemId: item.id, colorHex: "red" }))).toBe("23514");
  });

  it("keeps items and articles when their category or author goes, and deletes variants with their item", async () => {
    const [category] = await t.db.insert(categories).values({ slug: "bags", nameI18n: name("Bags") }).returning();
    const [item] = await t.db
      .insert(items)
      .values({ slug: "tote", nameI18n: name("Tote"), price: 40, categoryId: category.id })
      .returning();
    await t.db.insert(colorVariants).values({ itemId: item.id, colorHex: "#aa3300" });
    const [author] = await t.db.insert(authors).values({ name: "Giulia" }).returning();
    const [blogCategory] = await t.db.insert(blogCategories).values({ slug: "news", nameI18n: name("News") }).returning();
    const [article] = await t.db
      .insert(articles)
      .values({
        slug: "hello",
        titleI18n: name("Hello"),
        contentI18n: name("<p>Hi</p>"),
        authorId: author.id,
        categoryId: blogCategory.id,
      })
      .returning();

    await t.db.delete(categories).where(eq(categories.id, category.id));
    await t.db.delete(authors).where(eq(authors.id, author.id));
    await t.db.delete(blogCategories).where(eq(blogCategories.id, blogCategory.id));
    const [itemAfter] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(itemAfter.categoryId).toBeNull();
    const [articleAfter] = await t.db.select().from(articles).where(eq(articles.id, article.id));
    expect(articleAfter.authorId).toBeNull();
    expect(articleAfter.categoryId).toBeNull();

    await t.db.delete(items).where(eq(items.id, item.id));
    expect(await t.db.select().from(colorVariants).where(eq(colorVariants.itemId, item.id))).toEqual([]);
  });

  it("fills defaults and numbers order requests", async () => {
    const [item] = await t.db.insert(items).values({ slug: "defaults", nameI18n: name("D"), price: 9.5 }).returning();
    expect(item.createdAt).toBeInstanceOf(Date);
    expect(item.active).toBe(true);
    expect(item.price).toBe(9.5);
    const order = {
      customerName: "Ada",
      customerEmail: "ada@example.com",
      language: "en",
      lines: [],
      total: 0,
    };
    const [first] = await t.db.insert(orderRequests).values(order).returning();
    const [second] = await t.db.insert(orderRequests).values(order).returning();
    expect(first.status).toBe("new");
    expect(second.reference).toBe(first.reference + 1);
    expect(await violation(t.db.insert(orderRequests).values({ ...order, status: "lost" as never }))).toBe("23514");
  });
});
