import { expect, test } from "./fixtures";

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

    await page.goto(path);
    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const load = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const scripts = performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
      return {
        paint: paint?.startTime,
        load: load.loadEventStart,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        fetched: scripts.map((entry) => new URL(entry.name).pathname),
      };
    });
    expect(timings.paint).toBeDefined();
    expect(timings.firstScript).toBeGreaterThanOrEqual(timings.paint!);
    expect(timings.firstScript).toBeGreaterThanOrEqual(timings.load);
    // Every module the page holds back is fetched in the end.
    const held = [...html.matchAll(/rel="modulepreload-after-paint" href="([^"]+)"/g)].map((match) => match[1]);
    expect(held.length).toBeGreaterThan(0);
    expect(timings.fetched).toEqual(expect.arrayContaining(held));
  });
}
