import fs from "node:fs";
import { expect, type Page } from "@playwright/test";
import { openDatabase } from "~db/client";
import { articles, authors, blogCategories, categories, colorVariants, items, orderRequests } from "~db/schema";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { copyOfDemoData, interactiveTest as base, owner, signInAsOwner } from "./fixtures";
import { xssVectors } from "./xss-vectors";

/**
 * Issue 8, stored XSS: every vector of xss-vectors.ts is written into every text an owner can
 * write (items, colours, categories, blog categories, authors, articles) and into order requests,
 * straight into the database (so that nothing on the way in cleans it), and one more through the
 * back office's own form. Then Chromium visits every public and back-office page that shows them:
 * no vector may run (no dialog, no `window.__xss`), and no link or frame may point at javascript:.
 */

type Seeded = { itemSlugs: string[]; articleSlugs: string[]; orderId: string; articleTitle: string };

const i18n = (value: string) => ({ en: value, it: value, fr: value });

/** The demo catalogue with every vector added, written before the server opens the database. */
async function seed(dataDir: string): Promise<Seeded> {
  const handle = await openDatabase({ dataDir });
  const { db } = handle;
  try {
    const cats = await db
      .insert(categories)
      .values(xssVectors.map((vector, i) => ({ slug: `xss-category-${i}`, nameI18n: i18n(vector), descriptionI18n: i18n(vector) })))
      .returning();
    const stored = await db
      .insert(items)
      .values(
        xssVectors.map((vector, i) => ({
          slug: `xss-item-${i}`,
          nameI18n: i18n(vector),
          descriptionI18n: i18n(vector),
          careI18n: i18n(vector),
          goodToKnowI18n: i18n(vector),
          tags: [vector.toLowerCase().slice(0, 50)],
          price: 10 + i,
          stock: 5,
          hasColorVariants: i === 0,
          categoryId: cats[i].id,
          // One insert gives every row the same time: spell the order out, so item 0 opens the back office's first page.
          createdAt: new Date(Date.now() - i * 60_000),
        })),
      )
      .returning();
    await db
      .insert(colorVariants)
      .values(xssVectors.map((vector, i) => ({ itemId: stored[0].id, colorNameI18n: i18n(vector), colorHex: "#336699", stock: 2, sortOrder: i })));
    const blogCats = await db
      .insert(blogCategories)
      .values(xssVectors.map((vector, i) => ({ slug: `xss-blog-${i}`, nameI18n: i18n(vector), descriptionI18n: i18n(vector) })))
      .returning();
    const writers = await db
      .insert(authors)
      .values(xssVectors.map((vector) => ({ name: vector, bioI18n: i18n(vector) })))
      .returning();
    const posts = await db
      .insert(articles)
      .values(
        xssVectors.map((vector, i) => ({
          slug: `xss-article-${i}`,
          titleI18n: i18n(vector),
          excerptI18n: i18n(vector),
          contentI18n: i18n(`<p>Before</p>${vector}<p>After</p>`),
          tags: [vector],
          published: true,
          publishedAt: new Date(Date.now() - i * 60_000),
          featured: i < 2,
          authorId: writers[i].id,
          categoryId: blogCats[i].id,
        })),
      )
      .returning();
    const [order] = await db
      .insert(orderRequests)
      .values(
        xssVectors.map((vector, i) => ({
          customerName: vector,
          customerEmail: `buyer${i}@example.com`,
          phone: vector.slice(0, 40),
          notes: vector,
          language: "en",
          lines: [
            { itemId: stored[i].id, variantId: null, slug: stored[i].slug, name: vector, colorName: vector, unitPrice: 10, qty: 1, lineTotal: 10, leadTimeDays: null },
          ],
          total: 10,
        })),
      )
      .returning();
    return { itemSlugs: stored.map((item) => item.slug), articleSlugs: posts.map((post) => post.slug), orderId: order.id, articleTitle: xssVectors[0] };
  } finally {
    await handle.close();
  }
}

const test = base.extend<object, { xssShop: ShopServer & Seeded }>({
  xssShop: [
    async ({}, use) => {
      const dataDir = copyOfDemoData();
      const seeded = await seed(dataDir);
      const server = await startShopServer({ dataDir, env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password } });
      await use(Object.assign(server, seeded));
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ xssShop }, use) => use(xssShop.url),
});

test.describe.configure({ mode: "serial" });

/** Fails the test on any dialog; the vectors' numbers say which one ran. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** Nothing ran on the page, and nothing on it is one click away from running. */
async function expectInert(page: Page, opened: string[]) {
  await page.waitForLoadState("load");
  // Handlers of broken images and of focus run in the tasks right after load: give them two frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), `a vector ran on ${page.url()}`).toBeUndefined();
  const runnable = await page.evaluate(() =>
    [...document.querySelectorAll("[href], [src], [action], [formaction], [data]")]
      .flatMap((element) => ["href", "src", "action", "formaction", "data"].map((name) => element.getAttribute(name) ?? ""))
      .filter((value) => /^\s*(javascript|data:text\/html|vbscript)/i.test(value)),
  );
  expect(runnable, `runnable URLs on ${page.url()}`).toEqual([]);
  const handlers = await page.evaluate(() =>
    [...document.querySelectorAll("main *, header *, footer *, [role=dialog] *")]
      .flatMap((element) => [...element.attributes].map((attribute) => attribute.name))
      .filter((name) => name.startsWith("on")),
  );
  expect(handlers, `inline event handlers on ${page.url()}`).toEqual([]);
  expect(opened).toEqual([]);
}

async function visitAll(page: Page, paths: string[]) {
  const opened = watchDialogs(page);
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await expectInert(page, opened);
  }
}

test("no vector runs on the public pages, in any language", async ({ page, xssShop }) => {
  // About seventy pages: one for each item and article that carries a vector.
  test.setTimeout(300_000);
  const paths = ["/", "/catalog", "/catalog?page=2", "/blog", "/about"];
  paths.push(...xssShop.itemSlugs.map((slug) => `/product/${slug}`), ...xssShop.articleSlugs.map((slug) => `/blog/${slug}`));
  paths.push(`/catalog?q=${encodeURIComponent(xssVectors[0])}`, `/catalog?tag=${encodeURIComponent(xssVectors[1].toLowerCase().slice(0, 50))}`);
  for (const language of ["en", "it", "fr"]) paths.push(`/blog?category=xss-blog-0&lng=${language}`, `/product/xss-item-0?lng=${language}`);
  await visitAll(page, paths);

  // Shown as text: the product's name is the vector, letter for letter.
  await page.goto("/product/xss-item-0?lng=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(xssVectors[0]);
  // So are the item's care and good-to-know notes.
  await expect(page.getByRole("region", { name: "Good to know" })).toContainText(`Care: ${xssVectors[0]}`);

  // The cart re-checks its lines against the server, which sends the names back.
  const opened = watchDialogs(page);
  await page.getByRole("radio").first().check({ force: true });
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.goto("/cart");
  await expectInert(page, opened);
});

test("no vector runs in the back office, lists, dialogs and the article editor included", async ({ page, xssShop }) => {
  test.setTimeout(180_000);
  await signInAsOwner(page);
  await visitAll(page, [
    "/admin/items",
    "/admin/items?page=2",
    "/admin/categories",
    "/admin/blog-categories",
    "/admin/authors",
    "/admin/articles",
    "/admin/orders",
    `/admin/orders/${xssShop.orderId}`,
    "/admin/users",
  ]);

  const opened = watchDialogs(page);
  // The article editor turns stored HTML into its own document: open one with every vector.
  await page.goto("/admin/articles?lng=en");
  for (const index of [0, 1, 13, 14]) {
    await page.getByRole("listitem").filter({ hasText: `xss-article-${index}` }).getByRole("button", { name: /edit/i }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectInert(page, opened);
    await page.keyboard.press("Escape");
  }
  await page.goto("/admin/items?lng=en");
  await page.getByRole("button", { name: `Edit ${xssVectors[0]}`, exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectInert(page, opened);
});

test("a vector typed into the back office's own form is stored as text and never runs", async ({ page }) => {
  await signInAsOwner(page);
  const opened = watchDialogs(page);
  await page.goto("/admin/categories?lng=en");
  await page.getByRole("button", { name: "Add category" }).click();
  const dialog = page.getByRole("dialog", { name: "New category" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(xssVectors[1]);
  await dialog.getByRole("textbox", { name: "Slug" }).fill("typed-vector");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "typed-vector" })).toContainText(xssVectors[1]);
  await expectInert(page, opened);
  await page.goto("/catalog?lng=en");
  await expectInert(page, opened);
});

test("uploaded files are served as images that cannot run", async ({ page, request }) => {
  await signInAsOwner(page);
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  const uploaded = await page.evaluate(async (bytes) => {
    const form = new FormData();
    // A script's name and an HTML type: the name and the type a browser sends count for nothing.
    form.append("files", new Blob([new Uint8Array(bytes)], { type: "text/html" }), "../../evil.html");
    const response = await fetch("/admin/uploads?folder=items", { method: "POST", body: form });
    return { status: response.status, body: (await response.json()) as { urls?: string[] } };
  }, [...png]);
  expect(uploaded.status).toBe(200);
  const [url] = uploaded.body.urls ?? [];
  expect(url).toMatch(/^\/uploads\/items\/[0-9a-f-]{36}\.webp$/);

  const served = await request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["content-security-policy"]).toContain("default-src 'none'");
});
