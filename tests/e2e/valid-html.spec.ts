import { expect, sitemapPaths, test } from "./fixtures";
import { nuCheckerErrors } from "./nu-checker";

/**
 * Every page the sitemap lists, in each language, is valid HTML: the Nu checker reports no error.
 * The pages are checked as the server sends them, with the pages a shopper reaches from them that
 * the sitemap leaves out: the cart (empty, and a commission's form as a browser without scripts
 * asks for it) and the saved pieces, holding pieces of the catalogue.
 */
test("every public page is valid HTML for the Nu checker", async ({ request }) => {
  test.setTimeout(180_000);
  const pages = new Map<string, Buffer>();
  for (const pagePath of await sitemapPaths(request)) {
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(200);
    pages.set(pagePath, await response.body());
  }
  const bodies = [...pages.values()].map(String);
  const pieces = [...new Set(bodies.flatMap((body) => [...body.matchAll(/name="item" value="([0-9a-f-]{36})"/g)].map((match) => match[1])))];
  expect(pieces.length).toBeGreaterThan(2);
  // A sold-out piece's "Make me one like this", as its form asks for the page without scripts.
  const commissioned = bodies.map((body) => /name="commission" value="([0-9a-f-]{36})"/.exec(body)?.[1]).find(Boolean);
  expect(commissioned).toBeTruthy();
  const shopperPages: Record<string, Record<string, string>> = {
    "/cart?lng=fr": {},
    [`/cart?lng=it&commission=${commissioned}`]: {},
    "/saved?lng=en": { Cookie: `saved=${pieces.slice(0, 3).join(".")}` },
    "/saved?lng=it": {},
  };
  for (const [pagePath, headers] of Object.entries(shopperPages)) {
    const response = await request.get(pagePath, { headers });
    expect(response.status(), pagePath).toBe(200);
    pages.set(pagePath, await response.body());
  }
  expect(await nuCheckerErrors(pages)).toEqual([]);
});
