/**
 * docs/product/back-office.md#authors: the owner's own author profile exists from the start and
 * signs a new article, so a first article never shows "Unknown".
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { articlesPage } from "~/admin/articles/articles.server";
import { ensureOwnAuthor } from "~/admin/authors/authors.server";
import { authors } from "~db/schema";
import { httpShops, type HttpShop } from "../support/http-shop";

const shops = httpShops();
const owner = "Owner@Shop.test";
let shop: HttpShop;

beforeAll(async () => {
  shop = await shops.open({ databaseUrl: await shops.newDatabaseUrl(), env: { ADMIN_EMAIL: owner } });
});

const context = () => ({ db: shop.database.db, language: "it" as const });

describe("the owner's author profile", () => {
  it("exists from the first start, named as the shop until Settings name the seller", async () => {
    const rows = await shop.database.db.select().from(authors);
    expect(rows).toMatchObject([{ name: "Filo & Uncinetto", email: "owner@shop.test", active: true }]);
  });

  it("signs a new article, and another admin's own profile signs theirs", async () => {
    const [profile] = await shop.database.db.select({ id: authors.id }).from(authors).where(eq(authors.email, "owner@shop.test"));
    expect((await articlesPage(context(), "owner@shop.test")).newArticleAuthorId).toBe(profile.id);
    // An admin without a profile of their own starts from the owner's.
    expect((await articlesPage(context(), "helper@shop.test")).newArticleAuthorId).toBe(profile.id);
    const [helper] = await shop.database.db.insert(authors).values({ name: "Anna", email: "Helper@Shop.test" }).returning({ id: authors.id });
    expect((await articlesPage(context(), "helper@shop.test")).newArticleAuthorId).toBe(helper.id);
  });

  it("is made once, however many starts ask at the same moment", async () => {
    const db = shop.database.db;
    await db.delete(authors).where(sql`lower(${authors.email}) = 'late@shop.test'`);
    await Promise.all([1, 2, 3].map(() => ensureOwnAuthor(db, "late@shop.test", "Late")));
    expect(await db.select().from(authors).where(eq(authors.email, "late@shop.test"))).toHaveLength(1);
  });
});
