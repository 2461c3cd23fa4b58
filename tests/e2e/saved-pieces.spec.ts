import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, interactiveNavigations, keepScreenshotsAtBothWidths, pageI18n, signInAsOwner, testWithOwnShop } from "./fixtures";

/*
 * docs/product/storefront.md#saved-pieces on a phone: a heart saves a piece at once with scripts
 * and by a form post without them; the Saved page lists it as the shop has it today, and says so
 * when the owner sells it out. A shop of its own: the owner changes a stock.
 */

const test = testWithOwnShop();
const phone = { width: 375, height: 812 };
test.use({ viewport: phone });
test.slow();

const en = pageI18n("en");

/** Keeps the page at both widths for the test's report and for review. */
async function shots(page: Page, name: string) {
  await keepScreenshotsAtBothWidths(page, name, { fullPage: true });
  fs.mkdirSync("/tmp/team/shots", { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `/tmp/team/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(phone);
}

test("a heart saves a piece at once with scripts, and the list says when it sells out", async ({ page, browser, shop }) => {
  await page.goto("/catalog?lng=en");
  const card = page.getByRole("article", { name: "Wool Beret" });
  const heart = card.getByRole("button", { name: en.t("saved.save", { name: "Wool Beret" }) });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  const saved = card.getByRole("button", { name: en.t("saved.remove", { name: "Wool Beret" }) });
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  // Said to a screen reader, and nothing posted: the page stayed.
  await expect(card.getByRole("status")).toHaveText(en.t("saved.savedNote", { name: "Wool Beret" }));
  await expect(page).toHaveURL(/\/catalog\?lng=en$/);
  const link = page.getByRole("link", { name: en.t("nav.savedWithCount", { count: 1 }) });
  await expect(link).toBeVisible();
  await keepScreenshotsAtBothWidths(page, "saved-pieces-card");

  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: en.t("saved.title") })).toBeVisible();
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Wool Beret" }) });
  await expect(row).toBeVisible();
  await expect(row.getByText(en.t("catalog.soldOut"), { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await shots(page, "saved-pieces-list");

  // The owner sells the beret out.
  const ownerContext = await browser.newContext({ baseURL: shop.url, viewport: { width: 1280, height: 900 } });
  const owner = interactiveNavigations(await ownerContext.newPage());
  await signInAsOwner(owner);
  // The demo's sold-out colours of pieces still selling: the side menu counts them beside Items
  // (docs/product/back-office.md#low-stock).
  await expect(owner.getByRole("link", { name: /^Items \d+ items? running low$/ })).toBeVisible();
  await owner.getByRole("button", { name: "Edit Wool Beret" }).click();
  const editor = owner.getByRole("dialog", { name: "Update item" });
  await editor.getByLabel("Stock *").fill("0");
  await editor.getByRole("button", { name: "Save item" }).click();
  await expect(owner.getByText("Item updated successfully").first()).toBeVisible();
  await ownerContext.close();

  await page.reload();
  await expect(row.getByText(en.t("catalog.soldOut"), { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shots(page, "saved-pieces-sold-out");

  await row.getByRole("button", { name: en.t("saved.remove", { name: "Wool Beret" }) }).click();
  await expect(page.getByText(en.t("saved.empty"))).toBeVisible();
  await expect(page.getByRole("link", { name: en.t("nav.saved"), exact: true })).toBeVisible();
  await expectAccessible(page);
});

// axe needs scripts: the Saved page is read by it in the test above.
test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the heart is a form: the piece is kept and the list shows it, in the page's language", async ({ page, context }) => {
    const fr = pageI18n("fr");
    await page.goto("/product/mesh-market-bag?lng=fr");
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await page.getByRole("button", { name: fr.t("saved.save", { name }) }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole("heading", { level: 1, name: fr.t("saved.title") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "saved");
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie?.httpOnly).toBe(false);
    await shots(page, "saved-pieces-without-scripts");
    await page.getByRole("button", { name: fr.t("saved.remove", { name }) }).click();
    await expect(page.getByText(fr.t("saved.empty"))).toBeVisible();
  });
});
