import fs from "node:fs";
import type { Page, Response } from "@playwright/test";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { copyOfDemoData, expect, expectAccessible, interactiveTest, keepScreenshotsAtBothWidths, owner, pageI18n, signInAsOwner } from "./fixtures";

/*
 * docs/product/statistics.md as a shopper and the owner meet it: visits from a tagged link for
 * Instagram and from another site's link are counted, without a cookie or any storage, and appear
 * aggregated on the back office's Statistics page after the counts are written (here every 2 s
 * instead of every minute).
 */

const test = interactiveTest.extend<object, { statisticsShop: ShopServer }>({
  statisticsShop: [
    async ({}, use) => {
      const dataDir = copyOfDemoData();
      const shop = await startShopServer({ dataDir, env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, SHOP_STATISTICS_FLUSH_SECONDS: "2" } });
      await use(shop);
      await shop.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ statisticsShop }, use) => use(statisticsShop.url),
});

/** A phone's browser as shoppers have it: headless Chromium names itself and would not be counted. */
const shopperAgent = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** What the page keeps in the browser: cookies and both storages. */
async function keptInBrowser(page: Page) {
  const storage = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  return { cookies: await page.context().cookies(), ...storage };
}

test("visits from a link for Instagram and from another site appear on the Statistics page, with nothing kept in the browser", async ({ browser, page, statisticsShop }) => {
  const shopper = await browser.newContext({ userAgent: shopperAgent, viewport: { width: 375, height: 812 }, baseURL: statisticsShop.url });
  const visitor = await shopper.newPage();
  const setCookies: string[] = [];
  visitor.on("response", (response: Response) => {
    const cookie = response.headers()["set-cookie"];
    if (cookie) setCookies.push(`${response.url()}: ${cookie}`);
  });
  for (let i = 0; i < 2; i++) {
    await visitor.goto("/?utm_source=instagram&utm_medium=social&utm_campaign=bio");
    await visitor.locator("html[data-hydrated]").waitFor({ state: "attached" });
  }
  await visitor.goto("/product/shell-stitch-market-tote", { referer: "https://www.pinterest.com/pin/1234/" });
  await visitor.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(setCookies).toEqual([]);
  // Only what the shop keeps for the shopper's own use (the language, React Router's scroll
  // positions): nothing of counting's.
  const kept = await keptInBrowser(visitor);
  expect(kept.cookies).toEqual([]);
  expect(Object.keys(kept.local)).toEqual(["lng"]);
  expect(Object.keys(kept.session)).toEqual(["react-router-scroll-positions"]);
  await shopper.close();

  const { t } = pageI18n("en");
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsOwner(page);
  await page.goto("/admin/statistics?days=7");
  await expect(page.getByRole("heading", { level: 1, name: t("admin.statistics.title") })).toBeVisible();
  // The counts are written every 2 s here (every minute by default): the page shows them once written.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("statistics-sources")).toContainText("pinterest.com");
  }).toPass({ timeout: 20_000 });
  const sources = page.getByTestId("statistics-sources");
  await expect(sources.getByRole("row", { name: /instagram · social · bio/ })).toContainText("2");
  await expect(sources.getByRole("row", { name: /pinterest\.com/ })).toContainText("1");
  await expect(page.getByTestId("statistics-pages").getByRole("row", { name: /^\/ / })).toContainText("2");
  await expect(page.getByTestId("statistics-items").getByRole("row", { name: /Shell Stitch Market Tote/ })).toContainText("1");
  // The owner's own visits, signed in, are not counted.
  await expect(page.getByTestId("statistics-total")).toHaveText(t("admin.statistics.totalViews", { count: 3, views: "3" }));

  const link = page.getByTestId("instagram-link");
  // The shop's public address (PUBLIC_URL; a test shop on a free port has none of its own).
  await expect(link).toHaveValue(/^http:\/\/[^/]+\/\?utm_source=instagram&utm_medium=social&utm_campaign=profile$/);
  await page.getByLabel(t("admin.statistics.word")).fill("Christmas market");
  await page.getByRole("button", { name: t("admin.statistics.makeLink") }).click();
  await expect(link).toHaveValue(/\/\?utm_source=instagram&utm_medium=social&utm_campaign=christmas-market$/);

  await expectAccessible(page);
  await keepScreenshotsAtBothWidths(page, "statistics", { fullPage: true });
});
