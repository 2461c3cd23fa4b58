import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoArticles, demoAuthors, demoBlogCategories } from "~db/demo/blog";
import { demoCategories, demoItems } from "~db/demo/catalogue";
import { importDemo } from "~db/demo/import.server";
import { articles, authors, blogCategories, categories, colorVariants, items, tagLabels } from "~db/schema";
import type { ShopContext } from "~/context";
import { storedImageWidths } from "~/media/image-urls";
import { storeImagesIn } from "~/media/images.server";
import { createStorage } from "~/media/storage.server";
import { action, loader } from "~/routes/admin/demo-content";
import { addAccount, createTestShop, ownerEmail, sessionCookie, type TestShop } from "./admin-support";

/** docs/product/back-office.md#removing-the-demo-content through the page's own loader and action. */

let shop: TestShop;
let context: ShopContext;
let dataDir = "";
let owner = "";
let helper = "";
const db = () => shop.database.db;

beforeAll(async () => {
  shop = await createTestShop();
  await addAccount(shop, ownerEmail);
  await addAccount(shop, "helper@shop.test", { active: true });
  owner = await sessionCookie(shop, ownerEmail);
  helper = await sessionCookie(shop, "helper@shop.test");
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "demo-removal-"));
  const base = shop.context();
  context = { ...base, config: { ...base.config, dataDir } };
  await importDemo(db(), storeImagesIn(createStorage(context.config)));
});
afterAll(async () => {
  await shop?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const fileOf = (url: string) => path.join(dataDir, url);
const exists = (url: string) =>
  fs.access(fileOf(url)).then(
    () => true,
    () => false,
  );

async function review(cookie: string, query = "") {
  return (await loader({ request: shop.request(`/admin/settings/demo-content${query}`, { cookie }), context, params: {} } as never)) as Awaited<
    ReturnType<typeof loader>
  >;
}

async function remove(cookie: string, form: Record<string, string>) {
  const result = (await action({ request: shop.request("/admin/settings/demo-content", { cookie, form }), context, params: {} } as never)) as {
    data: { note: { kind: string; description?: string } };
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, note: result.data.note };
}

const slugsOf = async () => (await db().select({ slug: items.slug }).from(items)).map((row) => row.slug).sort();
const articleSlugs = async () => (await db().select({ slug: articles.slug }).from(articles)).map((row) => row.slug).sort();

describe("removing the demo content", () => {
  const tote = demoItems[0];
  const beanie = demoItems.find((item) => item.slug === "pompom-beanie")!;
  const edited = demoArticles[1];
  let ownItemPicture = "";
  let beaniePictures: string[] = [];
  let totePictures: string[] = [];

  beforeAll(async () => {
    // The owner's own work beside the demo: an item in the demo's Bags, sharing the tote's picture;
    // an article by the demo's Giulia in a demo blog category; a demo item and a demo article she edited.
    const [bags] = await db().select().from(categories).where(eq(categories.slug, "bags"));
    const [toteRow] = await db().select().from(items).where(eq(items.slug, tote.slug));
    totePictures = [...toteRow.images, ...(await db().select().from(colorVariants).where(eq(colorVariants.itemId, toteRow.id))).flatMap((v) => v.images)];
    ownItemPicture = toteRow.images[0];
    await db().insert(items).values({ slug: "my-own-bag", nameI18n: { en: "My own bag" }, price: 50, stock: 1, categoryId: bags.id, images: [ownItemPicture] });
    const [giulia] = await db().select().from(authors).where(eq(authors.email, demoAuthors[0].email));
    const [tutorials] = await db().select().from(blogCategories).where(eq(blogCategories.slug, demoBlogCategories[0].slug));
    await db()
      .insert(articles)
      .values({ slug: "my-first-post", titleI18n: { en: "My first post" }, excerptI18n: {}, contentI18n: { en: "<p>Hello</p>" }, authorId: giulia.id, categoryId: tutorials.id });
    const [beanieRow] = await db().select().from(items).where(eq(items.slug, beanie.slug));
    beaniePictures = beanieRow.images;
    await db().update(items).set({ price: 30, updatedAt: new Date() }).where(eq(items.id, beanieRow.id));
    await db().update(articles).set({ readTime: 9, updatedAt: new Date() }).where(eq(articles.slug, edited.slug));
  });

  it("lists what would go, keeping what the owner made, changed, or still uses", async () => {
    const { content, isOwner } = await review(owner);
    expect(isOwner).toBe(true);
    expect(content.items.map((row) => row.name.en).sort()).toEqual(
      demoItems.filter((item) => item !== beanie).map((item) => item.name.en).sort(),
    );
    expect(content.changed.items.map((row) => row.name.en)).toEqual([beanie.name.en]);
    expect(content.articles).toHaveLength(demoArticles.length - 1);
    expect(content.changed.articles.map((row) => row.name.en)).toEqual([edited.text.en.title]);
    // Bags holds her bag and the kept beanie's Hats stays; Giulia wrote her post and its category stays.
    expect(content.categories.map((row) => row.name.en).sort()).toEqual(
      demoCategories.filter((c) => !["bags", beanie.category].includes(c.slug)).map((c) => c.name.en),
    );
    expect(content.authors.map((row) => row.name.en)).not.toContain(demoAuthors[0].name);
    expect(content.blogCategories.map((row) => row.name.en)).not.toContain(demoBlogCategories[0].name.en);
    expect(content).not.toHaveProperty("images");
  });

  it("refuses an admin who is not the owner, and changes nothing", async () => {
    const before = [await slugsOf(), await articleSlugs()];
    expect((await review(helper)).isOwner).toBe(false);
    // The changed rows are offered to the owner alone.
    expect((await review(helper, "?with-changed=1")).withChanged).toBe(false);
    const answer = await remove(helper, { intent: "remove-demo", withChanged: "1" });
    expect(answer.status).toBe(403);
    expect(answer.note.description).toBe("Only the shop's owner can remove the demo content.");
    expect([await slugsOf(), await articleSlugs()]).toEqual(before);
  });

  it("removes the demo in one step, leaving the owner's work and its pictures", async () => {
    const answer = await remove(owner, { intent: "remove-demo" });
    expect(answer).toMatchObject({ status: 200, note: { kind: "success" } });
    expect(await slugsOf()).toEqual(["my-own-bag", beanie.slug].sort());
    expect(await articleSlugs()).toEqual(["my-first-post", edited.slug].sort());
    expect((await db().select().from(categories)).map((c) => c.slug).sort()).toEqual(["bags", beanie.category].sort());
    // Giulia wrote her post; the edited article's author stays with it.
    const stayingAuthors = [demoAuthors[0], demoAuthors.find((a) => a.key === edited.author)!].map((a) => a.email);
    expect((await db().select().from(authors)).map((a) => a.email).sort()).toEqual([...new Set(stayingAuthors)].sort());
    // The tote's picture her bag shows stays; the tote's other pictures are gone from storage, every width.
    for (const file of storedImageWidths(ownItemPicture)) expect(await exists(file)).toBe(true);
    for (const url of totePictures.filter((url) => url !== ownItemPicture)) {
      for (const file of storedImageWidths(url)) expect(await exists(file), file).toBe(false);
    }
    for (const url of beaniePictures) expect(await exists(url)).toBe(true);
    // Tag words go with the last item carrying the tag; the beanie's stay.
    const tags = (await db().select().from(tagLabels)).map((row) => row.tag);
    expect(tags).toEqual(expect.arrayContaining(beanie.tags));
    expect(tags).not.toContain("flower");
  });

  it("removes what the owner changed only when asked, and says when nothing is left", async () => {
    const { content } = await review(owner);
    expect(content.items).toEqual([]);
    expect(content.changed.items.map((row) => row.name.en)).toEqual([beanie.name.en]);
    expect((await review(owner, "?with-changed=1")).content.items.map((row) => row.name.en)).toEqual([beanie.name.en]);
    await remove(owner, { intent: "remove-demo", withChanged: "1" });
    expect(await slugsOf()).toEqual(["my-own-bag"]);
    expect(await articleSlugs()).toEqual(["my-first-post"]);
    for (const url of beaniePictures) expect(await exists(url)).toBe(false);
    const after = (await review(owner)).content;
    expect([after.items, after.articles, after.changed.items, after.changed.articles, after.categories]).toEqual([[], [], [], [], []]);
    // Her bag's category and her post's author are still there.
    expect((await db().select().from(categories).where(inArray(categories.slug, ["bags"]))).length).toBe(1);
    expect((await db().select().from(authors)).map((a) => a.email)).toEqual([demoAuthors[0].email]);
  });
});
