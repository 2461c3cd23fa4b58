import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The page's own scripts, all built under /assets/ (the worker of decision 0096 is not one). */
const pageScript = /\/assets\/.*\.js$/;

/**
 * Issue 7 (docs/decisions/0020): a page's scripts are fetched only once it has loaded and painted
 * its first content, so on a slow link they never compete with what the shopper is waiting to see.
 */
for (const path of ["/?lng=en", "/catalog?lng=en", "/product/shell-stitch-market-tote?lng=en"]) {
  test(`${path} fetches its scripts after its first paint, then becomes interactive`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script\b[^>]*type="module"/);
    expect(html).toContain('rel="modulepreload-after-paint"');
    // Held back as valid HTML (docs/decisions/0033): no `as` beside an unknown `rel`.
    expect(html).toMatch(/<link id="shop-texts" rel="preload-after-paint" data-as="fetch"/);

    await page.goto(path);
    // Then a real preload of the page's texts, as the scripts fetch them.
    await expect(page.locator('head link[rel="preload"][as="fetch"][href^="/texts/"]')).toHaveCount(1);
    const timings = await page.evaluate((ownScript) => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const load = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      // The page's own scripts; the worker that loads Intl's data comes before (docs/decisions/0096).
      const scripts = performance.getEntriesByType("resource").filter((entry) => new RegExp(ownScript).test(new URL(entry.name).pathname));
      return {
        paint: paint?.startTime,
        load: load.loadEventStart,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        fetched: scripts.map((entry) => new URL(entry.name).pathname),
      };
    }, pageScript.source);
    expect(timings.paint).toBeDefined();
    expect(timings.firstScript).toBeGreaterThanOrEqual(timings.paint!);
    expect(timings.firstScript).toBeGreaterThanOrEqual(timings.load);
    // Every module the page holds back is fetched in the end.
    const held = [...html.matchAll(/rel="modulepreload-after-paint" href="([^"]+)"/g)].map((match) => match[1]);
    expect(held.length).toBeGreaterThan(0);
    expect(timings.fetched).toEqual(expect.arrayContaining(held));
  });
}

// docs/decisions/0096: Intl's locale data is loaded on a worker's thread, for the page's language, before React's render needs it.
for (const [language, locale] of [
  ["it", "it-IT"],
  ["fr", "fr-FR"],
]) {
  test(`a page in ${language} starts the worker that loads Intl's data for ${locale}`, async ({ page }) => {
    const worker = page.waitForEvent("worker");
    await page.goto(`/catalog?lng=${language}`);
    expect(new URL((await worker).url()).search).toBe(`?locale=${locale}`);
  });
}

/**
 * A page of its own whose pictures never arrive, so that it never loads and only a tap can start
 * its scripts. The fixture's `goto` would wait for the scripts, which here wait for the tap.
 */
async function pageWaitingForATap(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.route("**/*", (route) => (route.request().resourceType() === "image" ? undefined : route.fallback()));
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const scriptsFetched = await page.evaluate(
    (ownScript) => performance.getEntriesByType("resource").filter((entry) => new RegExp(ownScript).test(new URL(entry.name).pathname)).length,
    pageScript.source,
  );
  expect(scriptsFetched).toBe(0);
  return page;
}

test("a tap on a button before the scripts have taken over starts them, marks it busy and is played once", async ({ context }) => {
  const page = await pageWaitingForATap(context, "/about?lng=en");
  // The scripts the first tap asks for are held until the second tap has come.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const scriptAsked = page.waitForRequest(pageScript);
  await page.route(pageScript, async (route) => (await held, route.fallback()));
  const readMore = page.getByRole("button", { name: "Read more" });
  await readMore.click();
  await scriptAsked;
  await expect(readMore).toHaveAttribute("aria-busy", "true");
  await readMore.click();
  release();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // The second tap came while waiting: the same wish, played once, so the story is open.
  const readLess = page.getByRole("button", { name: "Read less" });
  await expect(readLess).toHaveAttribute("aria-expanded", "true");
  await expect(readLess).not.toHaveAttribute("aria-busy");
  await page.close();
});

test("a tap on Add to cart before the scripts have taken over is not lost: its form puts the piece in the cart", async ({ context }) => {
  const page = await pageWaitingForATap(context, "/product/shell-stitch-market-tote?lng=en");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("listitem").filter({ hasText: "Shell Stitch Market Tote" })).toBeVisible();
  await page.close();
});

test("a colour chosen before the scripts have taken over is the one shown once they have", async ({ context }) => {
  const page = await pageWaitingForATap(context, "/product/pompom-beanie?lng=en");
  await page.getByRole("radio", { name: "Mustard" }).click();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("radio", { name: "Mustard" })).toBeChecked();
  await expect(page.getByText("3 in stock")).toBeVisible();
  await expect(page).toHaveURL(/\/product\/pompom-beanie\?.*\bcolor=[0-9a-f-]{36}/);
  await page.close();
});

/**
 * Decision 0077: every page starts its scripts once it has painted, without waiting for a touch,
 * so that the first tap finds them there (0026 waited for one).
 */
test("a page that is only read starts its scripts after its first paint, without a touch, a key or a mouse", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  for (const path of ["/product/shell-stitch-market-tote?lng=en", "/blog?lng=en", "/about?lng=en", "/cart?lng=en", "/auth?lng=en"]) {
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]"), path).toBeAttached();
  }
  // The first tap is then the page's own, answered at once.
  await page.goto("/about?lng=en");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByRole("button", { name: "Read more" }).tap();
  await expect(page.getByRole("button", { name: "Read less" })).toHaveAttribute("aria-expanded", "true");
  await context.close();
});

test("a tag chosen in the catalog before the scripts have taken over filters the list once they have", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  // The scripts are held until the tag has been chosen, as on a slow link.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pageScript, async (route) => (await held, route.fallback()));
  await page.goto("/catalog?lng=en", { waitUntil: "load" });
  await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
  const tag = page.getByRole("combobox", { name: "Tag" });
  const chosen = (await tag.locator("option").nth(1).getAttribute("value"))!;
  await tag.selectOption(chosen);
  release();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page).toHaveURL(new RegExp(`[?&]tag=${chosen}\\b`));
  await expect(tag).toHaveValue(chosen);
  // The list is the one the address gives.
  const pieces = (p: Page) =>
    p.locator('main a[href^="/product/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")))]);
  const filtered = await context.newPage();
  await filtered.goto(`/catalog?tag=${chosen}&lng=en`);
  const expected = await pieces(filtered);
  expect(expected.length).toBeGreaterThan(0);
  const unfiltered = await context.newPage();
  await unfiltered.goto("/catalog?lng=en");
  expect(expected).not.toEqual(await pieces(unfiltered));
  await expect.poll(() => pieces(page)).toEqual(expected);
  await context.close();
});

test("a shopper with a cart sees its count on a page that is only read, without touching anything", async ({ page, context }) => {
  await page.goto("/product/shell-stitch-market-tote?lng=en");
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  const reader = await context.newPage();
  await reader.goto("/catalog?lng=en");
  await expect(reader.locator("html[data-hydrated]")).toBeAttached();
  await expect(reader.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await reader.close();
});

test("once a phone's page is taken over, the toasts' code arrives while it is idle, so a first tap shows its toast at once", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // Sonner's chunk is named by the bundler; it is told by what it draws.
  const toastCodeFetched = new Promise<void>((resolve) => {
    page.on("response", (response) => {
      if (!new URL(response.url()).pathname.endsWith(".js")) return;
      void response.text().then(
        (code) => code.includes("data-sonner-toaster") && resolve(),
        () => undefined,
      );
    });
  });
  await page.goto("/blog?lng=en");
  // Nothing added to the cart: only the idle page asks for their code.
  await expect(toastCodeFetched).resolves.toBeUndefined();
});
