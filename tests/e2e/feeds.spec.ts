import { languages } from "~shared/languages";
import { readCsv, readGoogleFeed } from "../support/feed-schema";
import { expect, expectAccessible, keepScreenshotsAtBothWidths, pageI18n, signInAsOwner, test } from "./fixtures";

/*
 * docs/product/feeds.md: what a platform fetches from the demo shop opens, every product page and
 * every picture, in each language; the back office's Sales channels page gives the feeds'
 * addresses on a phone, and axe finds nothing on it.
 */

test("every link and picture of the demo's feeds answers 200", async ({ request }) => {
  test.setTimeout(180_000);
  const addresses = new Set<string>();
  for (const language of languages) {
    const google = await request.get(`/feeds/google.xml?lng=${language}`);
    expect(google.status()).toBe(200);
    expect(google.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    for (const entry of readGoogleFeed(await google.text()).entries) {
      for (const value of [entry.link, entry.image_link, entry.additional_image_link ?? []].flat()) addresses.add(String(value));
    }
    const meta = await request.get(`/feeds/meta.csv?lng=${language}`);
    expect(meta.status()).toBe(200);
    for (const row of readCsv(await meta.text())) {
      for (const value of [row.link, row.image_link, ...(row.additional_image_link?.split(",") ?? [])]) addresses.add(value);
    }
  }
  expect(addresses.size).toBeGreaterThan(20);
  const failed: string[] = [];
  for (const address of addresses) {
    // The shop in the test answers on a port of its own: each address is asked of it by its path.
    const url = new URL(address);
    const response = await request.get(url.pathname + url.search);
    const type = response.headers()["content-type"] ?? "";
    const expected = url.pathname.startsWith("/product/") ? "text/html" : "image/";
    if (response.status() !== 200 || !type.startsWith(expected)) failed.push(`${address}: ${response.status()} ${type}`);
  }
  expect(failed).toEqual([]);
});

test("the Sales channels page gives each feed's address and what it holds, on a phone, and axe finds nothing", async ({ page }) => {
  const { t } = pageI18n("en");
  await signInAsOwner(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/admin/sales-channels");
  await expect(page.getByRole("heading", { level: 1, name: t("admin.salesChannels.title") })).toBeVisible();
  for (const language of languages) {
    for (const feed of ["google\\.xml", "meta\\.csv"]) {
      const address = new RegExp(`^http://[^/]+/feeds/${feed}\\?lng=${language}$`);
      await expect(page.locator("dd code").filter({ hasText: address })).toBeVisible();
    }
  }
  const entries = readGoogleFeed(await (await page.request.get("/feeds/google.xml?lng=en")).text()).entries.length;
  await expect(page.getByText(t("admin.salesChannels.listed", { count: entries })).first()).toBeVisible();
  await expectAccessible(page);
  await keepScreenshotsAtBothWidths(page, "feeds-sales-channels", { fullPage: true });
});
