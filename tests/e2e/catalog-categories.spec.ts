import type { Page } from "@playwright/test";
import { defects, richResultIssues } from "../support/rich-results";
import { expect, expectAccessible, keepScreenshot, test } from "./fixtures";

/*
 * docs/product/storefront.md#catalog-filters: the shop's categories reach shoppers, on a phone,
 * with and without JavaScript; the product page names its category in its breadcrumbs and data.
 */

/** The demo catalogue's active bags (db/demo/catalogue.ts), in the catalog's default order. */
const demoBags = ["Shell Stitch Market Tote", "Granny Square Shoulder Bag", "Linen Stitch Zip Pouch", "Mesh Market Bag"];
const bagsDescription = "Totes, pouches and market bags in sturdy cotton, made to be used every day.";

const cards = (page: Page) => page.getByRole("article");
const shot = (page: Page, name: string) => keepScreenshot(page, name, { fullPage: true });
const jsonLdOf = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) => JSON.parse(json) as Record<string, unknown>);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
});

test("on a phone a shopper chooses Bags and sees its heading, its description and only its items", async ({ page }) => {
  await page.goto("/catalog?lng=en");
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Bags" });
  await expect(page).toHaveURL(/\/catalog\?category=bags$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bags");
  await expect(page.getByText(bagsDescription)).toBeVisible();
  await expect(cards(page).getByRole("heading")).toHaveText(demoBags);
  await expect(page).toHaveTitle(/^Bags · Catalog/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/catalog\?category=bags&lng=en$/);

  // A tag narrows within the category; "Reset" leaves the category too.
  await page.getByLabel("Tag", { exact: true }).selectOption("wool");
  await expect(page).toHaveURL(/\/catalog\?category=bags&tag=wool$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bags");
  await expect(page.getByText("No products match your filters.")).toBeVisible();
  await page.getByRole("link", { name: "Reset", exact: true }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catalog");
  await expect(cards(page)).toHaveCount(13);
});

test("the category's page speaks the page's language", async ({ page }) => {
  await page.goto("/catalog?category=bags&lng=it");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Borse");
  await expect(page.getByText("Shopper, pochette e borse da mercato in cotone robusto")).toBeVisible();
  await expect(page.getByLabel("Categoria", { exact: true })).toHaveValue("bags");
  await expectAccessible(page);
  await shot(page, "catalog-category-it-375");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "catalog-category-it-1280");
  await page.goto("/catalog?category=hats&lng=fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chapeaux");
  await shot(page, "catalog-category-fr-1280");
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, "catalog-category-fr-375");
});

test("an unknown category answers 404 with the way to the whole catalog", async ({ page }) => {
  const response = await page.goto("/catalog?category=no-such-thing&lng=en");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Category not found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.getByRole("link", { name: "See all products" }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(cards(page)).toHaveCount(13);
});

test("the product page's breadcrumbs and structured data name its category", async ({ page }) => {
  await page.goto("/product/mesh-market-bag?lng=en");
  const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumbs.getByRole("listitem").filter({ hasNotText: "/" })).toHaveText(["Catalog", "Bags", "Mesh Market Bag"]);
  await shot(page, "product-breadcrumbs-375");
  const objects = await jsonLdOf(page);
  expect(objects).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ "@type": "Product", category: "Bags" }),
      expect.objectContaining({
        "@type": "BreadcrumbList",
        itemListElement: [
          expect.objectContaining({ position: 1, name: "Catalog" }),
          expect.objectContaining({ position: 2, name: "Bags", item: expect.stringMatching(/\/catalog\?category=bags&lng=en$/) }),
          expect.objectContaining({ position: 3, name: "Mesh Market Bag" }),
        ],
      }),
    ]),
  );
  expect(defects(await richResultIssues(objects))).toEqual([]);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "product-breadcrumbs-1280");

  await breadcrumbs.getByRole("link", { name: "Bags" }).click();
  await expect(page).toHaveURL(/\/catalog\?category=bags$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bags");
});

test("the sitemap lists each category's catalog page in each language", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const slug of ["bags", "hats", "accessories"]) {
    for (const language of ["en", "it", "fr"]) expect(xml).toContain(`/catalog?category=${slug}&amp;lng=${language}</loc>`);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shopper chooses Bags with the filter form", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/catalog?lng=en");
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Bags" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/catalog\?.*category=bags/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bags");
    await expect(page.getByText(bagsDescription)).toBeVisible();
    await expect(cards(page).getByRole("heading")).toHaveText(demoBags);
  });
});
