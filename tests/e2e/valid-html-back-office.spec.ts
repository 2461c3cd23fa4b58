import type { Page } from "@playwright/test";
import { sendRequest } from "./cart-support";
import { expect, signInAsOwner, testWithOwnShop } from "./fixtures";
import { nuCheckerErrors } from "./nu-checker";

// A request is sent so that the back office has one to show: a shop of its own.
const test = testWithOwnShop();

/**
 * The page as the browser holds it now, with what its scripts drew (an open editor). Sonner's own
 * stylesheet, which it adds to the head when its code arrives (once the page is idle), is left out:
 * it gives custom properties values such as `var(--toasts-before) * 0.05 + 1`, valid CSS (a custom
 * property holds any tokens) that the checker's CSS parser refuses. Everything the shop writes stays checked.
 */
const liveHtml = (page: Page) =>
  page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const style of copy.querySelectorAll("style")) if (style.textContent?.includes("[data-sonner-toaster]")) style.remove();
    return `<!DOCTYPE html>\n${copy.outerHTML}`;
  });

/**
 * Every back-office page, signed in as the owner, in English, is valid HTML: the pages as the
 * server sends them, and the item and article editors (new and existing) as the browser holds
 * them once opened.
 */
test("every back-office page and editor is valid HTML for the Nu checker", async ({ page }) => {
  test.setTimeout(180_000);
  await sendRequest(page);
  await signInAsOwner(page);
  await page.goto("/admin/orders?lng=en");
  const order = await page.locator('main a[href^="/admin/orders/"]').first().getAttribute("href");
  expect(order).toMatch(/^\/admin\/orders\/[^/?]+$/);

  const pages = new Map<string, string | Buffer>();
  const paths = ["/admin", "/admin/items", "/admin/categories", "/admin/articles", "/admin/blog-categories", "/admin/authors"];
  paths.push("/admin/orders", order!, "/admin/users", "/admin/security", "/admin/settings", "/admin/settings/words", "/admin/policies", "/admin/sales-channels", "/admin/back-in-stock", "/admin/statistics");
  for (const path of paths) {
    const response = await page.request.get(`${path}?lng=en`);
    expect(response.status(), path).toBe(200);
    // Signed in: the page itself, not the way out to the home page.
    expect(new URL(response.url()).pathname, path).toBe(path === "/admin" ? "/admin/items" : path);
    pages.set(path, await response.body());
  }

  const editor = async (list: string, open: string, dialog: string) => {
    await page.goto(`${list}?lng=en`);
    await page.getByRole("button", { name: open }).click();
    await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
    pages.set(`${list} (${dialog})`, await liveHtml(page));
  };
  await editor("/admin/items", "New item", "Create item");
  await editor("/admin/items", "Edit Shell Stitch Market Tote", "Update item");
  await editor("/admin/articles", "New article", "New article");
  await editor("/admin/articles", "Edit How to wash and store your crochet pieces", "Edit article");

  expect(await nuCheckerErrors(pages)).toEqual([]);
});
