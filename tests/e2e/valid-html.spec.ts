import { expect, sitemapPaths, test } from "./fixtures";
import { nuCheckerErrors } from "./nu-checker";

/**
 * Every page the sitemap lists, in each language, is valid HTML: the Nu checker reports no error.
 * The pages are checked as the server sends them.
 */
test("every public page is valid HTML for the Nu checker", async ({ request }) => {
  test.setTimeout(180_000);
  const pages = new Map<string, Buffer>();
  for (const pagePath of await sitemapPaths(request)) {
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(200);
    pages.set(pagePath, await response.body());
  }
  expect(await nuCheckerErrors(pages)).toEqual([]);
});
