import type { Page } from "@playwright/test";
import { backOfficePaths } from "./back-office-pages";
import { sendRequest, watchMailAndClipboard } from "./cart-support";
import { expect, signInAsOwner, sitemapPaths, testWithOwnShop } from "./fixtures";

// A request is sent so that the back office has one to show: a shop of its own.
const test = testWithOwnShop();
test.describe.configure({ mode: "parallel" });

/** Every console error and warning, and every uncaught error, of the pages the tab shows, each with its page. */
function consoleProblems(page: Page): string[] {
  const found: string[] = [];
  const where = () => new URL(page.url()).pathname + new URL(page.url()).search;
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") found.push(`${where()} ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => found.push(`${where()} uncaught: ${error.message}`));
  return found;
}

test("no public page logs an error or a warning, in any language, on a phone", async ({ page, request }) => {
  // About 66 pages, each waiting for its scripts.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const found = consoleProblems(page);
  // A missing page is left out: Chromium logs any page answered with 404 as a failed load.
  const paths = [...(await sitemapPaths(request)), "/cart?lng=en", "/saved?lng=en", "/auth?lng=en"];
  for (const path of paths) await page.goto(path);
  expect(found).toEqual([]);
});

test("no back-office page logs an error or a warning", async ({ page, context }) => {
  test.setTimeout(240_000);
  await watchMailAndClipboard(context);
  const found = consoleProblems(page);
  await sendRequest(page);
  await signInAsOwner(page);
  const paths = await backOfficePaths(page);
  expect(paths).toEqual(expect.arrayContaining(["/admin/items", "/admin/orders", "/admin/settings"]));
  expect(found).toEqual([]);
});
