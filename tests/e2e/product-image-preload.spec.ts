import { expect, test } from "./fixtures";

/** The product page's picture is preloaded as the `<img>` then asks for it, so a phone fetches one size only. */
test("the product picture's preload has the image's srcset and sizes, and a 2× phone fetches one size of it", async ({ browser, shop }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, baseURL: shop.url });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/uploads/")) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/product/pompom-beanie?lng=en", { waitUntil: "networkidle" });
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  const picture = page.locator("main img[fetchpriority=high]").first();
  expect(await preload.getAttribute("imagesrcset")).toBe(await picture.getAttribute("srcset"));
  expect(await preload.getAttribute("imagesizes")).toBe(await picture.getAttribute("sizes"));
  const shown = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(shown).toMatch(/-800\.webp$/);
  // Of the main picture's file, only the size shown was fetched (its 80 px thumbnail aside).
  const base = shown.replace(/-800\.webp$/, "");
  expect(fetched.filter((path) => path.startsWith(base) && !path.endsWith("-200.webp"))).toEqual([shown]);
  await context.close();
});
