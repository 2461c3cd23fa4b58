import { backOfficePaths } from "./back-office-pages";
import { sendRequest } from "./cart-support";
import { accessibilityViolations, expect, signInAsOwner, testWithOwnShop } from "./fixtures";

// A request is sent so that the back office has one to show: a shop of its own.
const test = testWithOwnShop();

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
