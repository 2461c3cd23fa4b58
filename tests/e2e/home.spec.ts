import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { it as italian } from "~/i18n/locales/it";
import { defaultSettings } from "~/shop/shop-settings";
import { expect, expectAccessible, headerControl, test } from "./fixtures";

const locales = { en, it: italian, fr };
/** The shop under test has no settings of its own: the defaults show. */
const shop = defaultSettings;

test.describe("home page", () => {
  for (const [language, t] of Object.entries(locales)) {
    test(`is rendered on the server in ${language}, with header, featured pieces, about teaser, articles and footer`, async ({ page }) => {
      const response = await page.goto(`/?lng=${language}`);
      expect(response?.status()).toBe(200);
      // The server's HTML already holds the content (not only the browser's rendering).
      const html = await response!.text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(t.home.heroTitle.replace(/'/g, "&#x27;"));

      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.home.heroTitle);

      const header = page.locator("header");
      await expect(header.getByRole("link", { name: shop.shopName })).toHaveAttribute("href", "/");
      const nav = header.getByRole("navigation");
      await expect(nav.getByRole("link", { name: t.nav.catalog, exact: true })).toHaveAttribute("href", "/catalog");
      await expect(nav.getByRole("link", { name: t.nav.about, exact: true })).toHaveAttribute("href", "/about");
      await expect(nav.getByRole("link", { name: t.nav.blog, exact: true })).toHaveAttribute("href", "/blog");
      await expect(header.getByRole("link", { name: t.nav.cart })).toHaveAttribute("href", "/cart");

      const main = page.locator("main");
      await expect(main.getByRole("link", { name: t.home.shopCollection })).toHaveAttribute("href", "/catalog");
      await expect(main.getByRole("link", { name: t.home.ourStory, exact: true })).toHaveAttribute("href", "/about");

      // At most 3 featured pieces, the demo's 3 featured ones.
      const featured = page.locator("section[aria-labelledby=featured-title] article");
      await expect(featured).toHaveCount(3);

      // The about teaser: 250 characters and an ellipsis.
      const teaser = page.locator("section[aria-labelledby=about-title] p").first();
      const text = (await teaser.textContent())!;
      expect(text.endsWith("…")).toBe(true);
      expect(text.length).toBeLessThanOrEqual(251);
      expect(t.about.intro.startsWith(text.slice(0, -1).trimEnd())).toBe(true);
      await expect(page.locator("section[aria-labelledby=about-title]").getByRole("link")).toHaveAttribute("href", "/about");

      // The latest 2 articles, each linking to its page, with author, date and read time.
      const articles = page.locator("section[aria-labelledby=blog-title] article");
      await expect(articles).toHaveCount(2);
      for (const article of await articles.all()) {
        await expect(article.getByRole("link").first()).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
      }
      await expect(page.locator("section[aria-labelledby=blog-title]").getByRole("link", { name: t.home.allArticles })).toHaveAttribute(
        "href",
        "/blog",
      );

      const footer = page.locator("footer");
      await expect(footer).toContainText(t.footer.tagline);
      await expect(footer.getByRole("link", { name: shop.orderEmail })).toHaveAttribute("href", `mailto:${shop.orderEmail}`);
      await expect(footer.getByRole("link", { name: t.footer.instagram })).toHaveAttribute("href", shop.instagramUrl);
      for (const [name, href] of [
        [t.nav.about, "/about"],
        [t.nav.catalog, "/catalog"],
        [t.nav.blog, "/blog"],
      ]) {
        await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${shop.shopName}`);
    });
  }

  test("follows the browser's language, else Italian, and remembers a choice made in the URL", async ({ browser, shop }) => {
    for (const [locale, expected] of [
      ["en-US", "en"],
      ["fr-FR", "fr"],
      ["de-DE", "it"],
    ]) {
      const context = await browser.newContext({ locale, baseURL: shop.url });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", expected);
      await context.close();
    }
    const context = await browser.newContext({ locale: "en-US", baseURL: shop.url });
    const page = await context.newPage();
    await page.goto("/?lng=fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.home.heroTitle);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect((await context.cookies()).find((c) => c.name === "lng")?.value).toBe("fr");
    await context.close();
  });

  test("switches language from the header menu, interface and content together", async ({ page }) => {
    await page.goto("/?lng=en");
    const firstItem = page.locator("section[aria-labelledby=featured-title] article h3").first();
    const englishName = await firstItem.textContent();
    await headerControl(page, new RegExp(en.language.choose)).click();
    await page.getByRole("list", { name: en.language.label }).getByRole("link", { name: "Italiano" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(italian.home.heroTitle);
    await expect(firstItem).not.toHaveText(englishName!);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
  });

  test("keeps the language menu on the shop when the address names another site (//host/…)", async ({ page, shop }) => {
    const host = new URL(shop.url).host;
    await page.goto(`${shop.url}//evil.example/landing?lng=en`);
    expect(new URL(page.url()).host).toBe(host);
    expect(new URL(page.url()).pathname).toBe("/evil.example/landing");
    await headerControl(page, new RegExp(en.language.choose)).click();
    const items = page.getByRole("list", { name: en.language.label }).getByRole("link");
    await expect(items).toHaveCount(3);
    for (const href of await items.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) {
      expect(new URL(href).host, href).toBe(host);
    }
  });

  test("has no serious accessibility problem", async ({ page }) => {
    await page.goto("/?lng=en");
    await expectAccessible(page);
  });
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the header collapses into a slide-out menu with the pages and the languages", async ({ page }) => {
    await page.goto("/?lng=en");
    await expect(page.locator("header nav:visible")).toHaveCount(0);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);

    await headerControl(page, en.nav.openMenu).click();
    const menu = page.getByRole("dialog", { name: en.nav.menu });
    await expect(menu).toBeVisible();
    for (const [name, href] of [
      [en.nav.home, "/"],
      [en.nav.catalog, "/catalog"],
      [en.nav.about, "/about"],
      [en.nav.blog, "/blog"],
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    for (const name of ["English", "Italiano", "Français"]) await expect(menu.getByRole("link", { name })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(headerControl(page, en.nav.openMenu)).toBeFocused();

    await headerControl(page, en.nav.openMenu).click();
    await page.getByRole("dialog").getByRole("link", { name: "Français" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expectAccessible(page);
  });
});

test.describe("not-found page", () => {
  test("answers 404 with a title and a link home, in the visitor's language", async ({ page }) => {
    const response = await page.goto("/no/such/page?lng=fr");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.notFound.title);
    await page.locator("main").getByRole("link", { name: fr.notFound.backHome }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.home.heroTitle);
  });

  test("has no serious accessibility problem", async ({ page }) => {
    await page.goto("/missing?lng=en");
    await expectAccessible(page);
  });
});
