import type { BrowserContext, Page } from "@playwright/test";
import { accessibilityViolations, expect, pageI18n, sitemapPaths, test } from "./fixtures";

test.describe.configure({ mode: "parallel" });

/*
 * What a phone without scripts shows (docs/decisions/0079) passes axe with every rule too. axe runs
 * in the page, which a browser with JavaScript off does not allow: the pages are opened with none of
 * the shop's scripts (every script request refused, every inline script taken out of the HTML) and
 * with their <noscript> parts shown, which is the page such a browser draws.
 */
async function withoutTheShopsScripts(context: BrowserContext): Promise<Page> {
  // A page of the context's own: the fixture's `page` waits for scripts that never come here.
  const page = await context.newPage();
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.resourceType() === "script") return route.abort();
    if (request.resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
      .replaceAll("<noscript>", "<div>")
      .replaceAll("</noscript>", "</div>");
    await route.fulfill({ response, body: html });
  });
  return page;
}

for (const language of ["en", "it", "fr"] as const) {
  test(`without scripts, every public page in ${language} passes axe at 375 px, its menu open`, async ({ context, request }) => {
    // About 22 pages, two readings each.
    test.setTimeout(240_000);
    const page = await withoutTheShopsScripts(context);
    await page.setViewportSize({ width: 375, height: 812 });
    const { t } = pageI18n(language);
    const paths = (await sitemapPaths(request)).filter((path) => new URLSearchParams(path.split("?")[1]).get("lng") === language);
    expect(paths.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      // No script ran: the header's menu is still the plain disclosure.
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      for (const violation of await accessibilityViolations(page)) found.push(`${path} ${violation}`);
      await page.getByLabel(t("nav.openMenu"), { exact: true }).click();
      await expect(page.getByRole("list", { name: t("language.label") })).toBeVisible();
      for (const violation of await accessibilityViolations(page)) found.push(`${path}, menu open: ${violation}`);
    }
    expect(found).toEqual([]);
  });
}

test("without scripts, the cart kept in a cookie and its order form pass axe at 375 px", async ({ context }) => {
  const page = await withoutTheShopsScripts(context);
  await page.setViewportSize({ width: 375, height: 812 });
  const { t } = pageI18n("it");
  await page.goto("/product/granny-square-shoulder-bag?lng=it");
  await page.getByRole("button", { name: t("catalog.addToCart") }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cookie-cart-qty")).toHaveText("1");
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("without scripts, Make me one like this opens its form as a page, which passes axe at 375 px with its errors shown", async ({ context }) => {
  const page = await withoutTheShopsScripts(context);
  await page.setViewportSize({ width: 375, height: 812 });
  const { t } = pageI18n("fr");
  await page.goto("/product/chunky-round-basket?lng=fr");
  await page.getByRole("button", { name: t("order.makeOneLikeThis") }).click();
  await expect(page).toHaveURL(/\/cart\?commission=/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: t("order.sendCommission") }).click();
  await expect(page.getByText(t("order.nameRequired"))).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
