import { sendRequest } from "./cart-support";
import { accessibilityViolations, expect, signInAsOwner, testWithOwnShop } from "./fixtures";

// A request is sent so that the back office has one to show: a shop of its own.
const test = testWithOwnShop();

/** The back office's pages, found as the owner finds them: from its first page, link by link. */
async function backOfficePaths(page: import("@playwright/test").Page): Promise<string[]> {
  const seen = new Set<string>(["/admin/items"]);
  const queue = ["/admin/items"];
  while (queue.length > 0) {
    await page.goto(queue.shift()!);
    const hrefs = await page.locator('a[href^="/admin"]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
    for (const href of hrefs) {
      // The orders' CSV is a download, not a page.
      if (seen.has(href) || href.endsWith(".csv")) continue;
      seen.add(href);
      queue.push(href);
    }
  }
  return [...seen];
}

test("every back-office page passes axe with every rule, on a phone and on a computer", async ({ page }) => {
  test.setTimeout(240_000);
  await sendRequest(page);
  await signInAsOwner(page);
  const paths = await backOfficePaths(page);
  // The items, categories, articles, blog categories, authors, orders, the request, settings, users, security.
  expect(paths).toEqual(expect.arrayContaining(["/admin/items", "/admin/orders", "/admin/settings", "/admin/security"]));
  expect(paths.some((path) => /^\/admin\/orders\/[^/]+$/.test(path))).toBe(true);
  const found: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    for (const path of paths) {
      await page.goto(path);
      for (const violation of await accessibilityViolations(page)) found.push(`${width} px ${path} ${violation}`);
    }
  }
  expect(found).toEqual([]);
});
