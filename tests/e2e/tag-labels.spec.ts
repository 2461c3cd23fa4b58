import type { Page } from "@playwright/test";
import { expect, expectAccessible, signInAsOwner, testWithOwnShop } from "./fixtures";

const test = testWithOwnShop();

/**
 * The owner gives a tag its Italian words on a phone (375 px), and the Italian catalog's tag filter
 * and cards use them at once, with or without JavaScript (docs/product/content-rules.md#tag-labels,
 * docs/product/back-office.md#tags).
 */
test.use({ viewport: { width: 375, height: 812 } });

const cards = (page: Page) => page.getByRole("article");
/** The catalog's tag filter, named "Tag" in Italian and "Étiquette" in French. */
const tagFilter = (page: Page, name = "Tag") => page.getByRole("combobox", { name, exact: true });

test("the owner renames a tag in Italian and the Italian catalog shows the new words", async ({ page, browser, shop }) => {
  // A shopper's visit first: the Italian catalog is kept with the demo's Italian label.
  await page.goto("/catalog?lng=it");
  await expect(tagFilter(page).locator("option", { hasText: /^lana$/ })).toHaveCount(1);
  await expect(tagFilter(page).locator("option", { hasText: /^wool$/ })).toHaveCount(0);

  await signInAsOwner(page);
  await page.getByRole("button", { name: "Toggle sidebar" }).click();
  await page.getByRole("dialog", { name: "Back-office menu" }).getByRole("link", { name: "Tags" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tags" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "wool", exact: true }) });
  await expect(card).toContainText("Italianolana");
  await expect(card).toContainText("Françaislaine");
  await expectAccessible(page);

  await card.getByRole("button", { name: "Edit wool" }).click();
  const dialog = page.getByRole("dialog", { name: "Tag “wool”" });
  await dialog.getByRole("tab", { name: "Italiano" }).click();
  const label = dialog.getByRole("textbox", { name: "Label" });
  await expect(label).toHaveValue("lana");
  // Too long: refused with its reason, and what was typed stays.
  const tooLong = "lana ".repeat(11);
  await label.fill(tooLong);
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(dialog.getByText("A label can be at most 50 characters")).toBeVisible();
  await expect(label).toHaveValue(tooLong);
  await label.fill("pura lana");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Labels saved")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("Italianopura lana");
  await page.screenshot({ path: test.info().outputPath("tags-375.png"), fullPage: true });

  // The kept Italian catalog was refreshed by the change: its filter and its cards say the new words.
  await page.goto("/catalog?lng=it");
  await expect(tagFilter(page).locator("option", { hasText: /^lana$/ })).toHaveCount(0);
  await tagFilter(page).selectOption({ label: "pura lana" });
  await expect(page).toHaveURL(/[?&]tag=wool/);
  await expect(cards(page)).toHaveCount(4);
  for (const shown of await cards(page).all()) await expect(shown.getByRole("list", { name: "Tag" })).toContainText("#pura lana");
  // The other languages keep their own words.
  await page.goto("/catalog?lng=fr");
  await expect(tagFilter(page, "Étiquette").locator("option", { hasText: /^laine$/ })).toHaveCount(1);

  // Without JavaScript the filter is an ordinary form, and it filters by the same tag.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: shop.url, viewport: { width: 375, height: 812 } });
  const noScript = await plain.newPage();
  await noScript.goto("/catalog?lng=it");
  await tagFilter(noScript).selectOption({ label: "pura lana" });
  await noScript.getByRole("button", { name: "Applica i filtri" }).click();
  await expect(noScript).toHaveURL(/[?&]tag=wool/);
  await expect(noScript.locator("#catalog-results")).toHaveText("4 prodotti");
  await expect(cards(noScript).first().getByRole("list", { name: "Tag" })).toContainText("#pura lana");
  await noScript.screenshot({ path: test.info().outputPath("catalog-it-375.png"), fullPage: true });
  await plain.close();
});
