import type { Page } from "@playwright/test";
import { en } from "~/i18n/locales/en";
import { demoArticles, demoBlogCategories } from "~db/demo/blog";
import { defaultSettings } from "~/shop/shop-settings";
import { expect, expectAccessible, test } from "./fixtures";

/** The demo shop's blog, as a reader meets it (docs/product/storefront.md#about, docs/product/storefront.md#blog-list, docs/product/storefront.md#blog-article). */
/** The shop under test has no settings of its own: the defaults show. */
const shop = defaultSettings;
const published = demoArticles.filter((a) => a.publishedAt !== null);
const draft = demoArticles.find((a) => a.publishedAt === null)!;
const newestFirst = (a: { publishedAt: string | null }, b: { publishedAt: string | null }) =>
  Date.parse(b.publishedAt!) - Date.parse(a.publishedAt!);
const categoryWithSeveral = demoBlogCategories.find((c) => published.filter((a) => a.category === c.slug).length >= 2)!;
const article = [...published].sort(newestFirst).find((a) => a.category === categoryWithSeveral.slug)!;

/** The article pages the cards of a list link to, in order. */
async function listedSlugs(page: Page, section: "featured-articles" | "latest-articles") {
  const links = page.locator(`section[aria-labelledby=${section}] article h3 a`);
  return (await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).map((href) => href!.replace("/blog/", ""));
}

test.describe("blog list", () => {
  test("filters by category in the URL, opens an article and comes back", async ({ page }) => {
    await page.goto("/blog?lng=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.blogPage.title);
    const filter = page.getByRole("navigation", { name: en.blogPage.categories });
    await expect(filter.getByRole("link")).toHaveText([en.blogPage.all, ...demoBlogCategories.map((c) => c.name.en)]);
    await expect(filter.getByRole("link", { name: en.blogPage.all })).toHaveAttribute("aria-current", "page");

    // Featured apart from the others, both newest first; the draft nowhere.
    expect(await listedSlugs(page, "featured-articles")).toEqual(published.filter((a) => a.featured).sort(newestFirst).map((a) => a.slug));
    expect(await listedSlugs(page, "latest-articles")).toEqual(published.filter((a) => !a.featured).sort(newestFirst).map((a) => a.slug));
    await expect(page.locator(`a[href="/blog/${draft.slug}"]`)).toHaveCount(0);

    await filter.getByRole("link", { name: categoryWithSeveral.name.en }).click();
    await expect(page).toHaveURL(`/blog?category=${categoryWithSeveral.slug}`);
    await expect(filter.getByRole("link", { name: categoryWithSeveral.name.en })).toHaveAttribute("aria-current", "page");
    await expect(filter.getByRole("link", { name: en.blogPage.all })).not.toHaveAttribute("aria-current", "page");
    const inCategory = published.filter((a) => a.category === categoryWithSeveral.slug).sort(newestFirst);
    const shown = [...(await listedSlugs(page, "featured-articles")), ...(await listedSlugs(page, "latest-articles"))];
    expect(shown.sort()).toEqual(inCategory.map((a) => a.slug).sort());
    for (const badge of await page.locator("main article").all()) await expect(badge).toContainText(categoryWithSeveral.name.en);

    await page.getByRole("link", { name: article.text.en.title }).click();
    await expect(page).toHaveURL(`/blog/${article.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.text.en.title);

    await page.goBack();
    await expect(page).toHaveURL(`/blog?category=${categoryWithSeveral.slug}`);
    await expect(filter.getByRole("link", { name: categoryWithSeveral.name.en })).toHaveAttribute("aria-current", "page");
  });

  test("works before JavaScript loads: the filter is made of links", async ({ browser, shop: server }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const page = await context.newPage();
    await page.goto("/blog?lng=en");
    await page.getByRole("navigation", { name: en.blogPage.categories }).getByRole("link", { name: categoryWithSeveral.name.en }).click();
    await expect(page).toHaveURL(`/blog?category=${categoryWithSeveral.slug}`);
    await expect(page.locator("main article")).toHaveCount(published.filter((a) => a.category === categoryWithSeveral.slug).length);
    await context.close();
  });

  test("sends an unknown category back to all articles", async ({ page }) => {
    await page.goto("/blog?category=no-such-category&lng=en");
    await expect(page).toHaveURL("/blog");
  });
});

test.describe("blog article", () => {
  test("shows the article with its author, date, read time, category, body and links on", async ({ page }) => {
    const response = await page.goto(`/blog/${article.slug}?lng=en`);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('<meta property="og:type" content="article"/>');

    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(article.text.en.title);
    await expect(main.getByRole("link", { name: categoryWithSeveral.name.en })).toHaveAttribute("href", `/blog?category=${categoryWithSeveral.slug}`);
    await expect(main).toContainText(en.blog.readTime.replace("{{count}}", String(article.readTime)));
    await expect(main.locator("time").first()).toHaveAttribute("datetime", new Date(article.publishedAt!).toISOString());
    const image = main.locator("article img[fetchpriority=high]");
    await expect(image).toHaveAttribute("srcset", /-400\.webp 400w/);
    await expect(image).toHaveAttribute("loading", "eager");

    // The body is the article's own HTML, without any script.
    const body = main.locator("article div[lang]");
    await expect(body.locator("h2").first()).toBeVisible();
    await expect(body.locator("script")).toHaveCount(0);
    expect(await body.evaluate((el) => el.innerHTML)).not.toMatch(/<script|onerror=|onclick=|javascript:/i);

    await expect(main.getByRole("link", { name: en.articlePage.toCatalog })).toHaveAttribute("href", "/catalog");
    await expect(main.getByRole("link", { name: en.articlePage.toBlog })).toHaveAttribute("href", "/blog");
  });

  test("a draft's slug and an unknown slug redirect to the blog", async ({ page }) => {
    for (const slug of [draft.slug, "no-such-article"]) {
      await page.goto(`/blog/${slug}?lng=en`);
      await expect(page).toHaveURL("/blog");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.blogPage.title);
    }
  });

  test("share copies the link where there is no share sheet, and uses the share sheet where there is one", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
    await page.goto(`/blog/${article.slug}?lng=en`);
    await page.getByRole("button", { name: en.articlePage.share }).click();
    await expect(page.getByText(en.articlePage.linkCopied)).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/blog/${article.slug}`);

    const withSheet = await context.newPage();
    await withSheet.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { shareCalls: calls });
      Object.defineProperty(Navigator.prototype, "share", { value: (data: ShareData) => (calls.push(data), Promise.resolve()), configurable: true });
    });
    await withSheet.goto(`/blog/${article.slug}?lng=en`);
    await withSheet.getByRole("button", { name: en.articlePage.share }).click();
    await expect
      .poll(() => withSheet.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
      .toEqual([{ title: article.text.en.title, url: `${origin}/blog/${article.slug}` }]);
  });

  test("save keeps the article in the saved list on this device, and a second press removes it", async ({ page }) => {
    await page.goto(`/blog/${article.slug}?lng=en`);
    const save = page.getByRole("button", { name: en.articlePage.save });
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(en.articlePage.savedTitle)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("crochet_saved_articles_v1"))).toBe(JSON.stringify([article.slug]));

    await page.reload();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText(en.articlePage.unsavedTitle)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("crochet_saved_articles_v1"))).toBe("[]");
  });
});

test.describe("about page", () => {
  test("cuts the intro at 280 characters with read more / read less, and shows values, story and contact", async ({ page }) => {
    await page.goto("/about?lng=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.aboutPage.title);
    const toggle = page.getByRole("button", { name: en.aboutPage.readMore });
    const intro = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const closed = await intro.innerText();
    expect(closed.endsWith("…")).toBe(true);
    expect(closed.length).toBeLessThanOrEqual(281);
    expect(en.about.intro.startsWith(closed.slice(0, -1))).toBe(true);

    await toggle.click();
    const readLess = page.getByRole("button", { name: en.aboutPage.readLess });
    await expect(readLess).toHaveAttribute("aria-expanded", "true");
    await expect(intro).toHaveText(en.about.intro);
    await readLess.click();
    await expect(page.getByRole("button", { name: en.aboutPage.readMore })).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => intro.innerText()).toBe(closed);

    for (const title of [en.aboutPage.qualityTitle, en.aboutPage.sustainabilityTitle, en.aboutPage.personalTitle]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(page.locator("section[aria-labelledby=story-title]")).toContainText("15+ years");
    const contact = page.locator("section[aria-labelledby=contact-title]");
    await expect(contact.getByRole("link", { name: en.aboutPage.writeToMe })).toHaveAttribute("href", `mailto:${shop.orderEmail}`);
    await expect(contact.getByRole("link", { name: en.aboutPage.readBlog })).toHaveAttribute("href", "/blog");
  });

  test("shows the whole intro, and no toggle, without JavaScript", async ({ browser, shop: server }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const page = await context.newPage();
    await page.goto("/about?lng=en");
    // What a reader sees: the hidden ellipsis does not count.
    expect(await page.locator("main p").filter({ hasText: en.about.intro.slice(0, 40) }).innerText()).toBe(en.about.intro);
    await expect(page.getByRole("button", { name: en.aboutPage.readMore })).toBeHidden();
    await context.close();
  });
});

test.describe("about, blog and article pages", () => {
  const paths = ["/about?lng=en", "/blog?lng=en", `/blog?category=${categoryWithSeveral.slug}&lng=en`, `/blog/${article.slug}?lng=en`];

  for (const width of [375, 1280]) {
    test(`fit ${width} px without horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }

  test("have no serious or critical accessibility violation", async ({ page }) => {
    for (const path of [paths[0], paths[1], paths[3]]) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });

  test("are in Italian and French too", async ({ page }) => {
    for (const language of ["it", "fr"] as const) {
      await page.goto(`/blog/${article.slug}?lng=${language}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.text[language].title);
      await expect(page.locator("main article div[lang]")).toHaveAttribute("lang", language);
      await page.goto(`/about?lng=${language}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("main")).not.toContainText(en.aboutPage.valuesTitle);
    }
  });
});
