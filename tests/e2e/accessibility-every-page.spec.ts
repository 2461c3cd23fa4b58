import { accessibilityViolations, expect, headerControl, sitemapPaths, test } from "./fixtures";

test.describe.configure({ mode: "parallel" });

/**
 * axe, with every rule, finds no serious or critical violation on any page the sitemap lists, in
 * each language, on a computer and on a phone (the same page, narrowed: one wait for its scripts).
 * Each page's findings are gathered, so that one run names every page that fails.
 */
for (const language of ["en", "it", "fr"]) {
  test(`every public page in ${language} passes axe at 1280 and 375 px`, async ({ page, request }) => {
    // About 22 pages, each waiting for its scripts before axe reads it twice.
    test.setTimeout(240_000);
    const paths = (await sitemapPaths(request)).filter((path) => new URLSearchParams(path.split("?")[1]).get("lng") === language);
    expect(paths.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      for (const violation of await accessibilityViolations(page)) found.push(`1280 px ${path} ${violation}`);
      await page.setViewportSize({ width: 375, height: 812 });
      for (const violation of await accessibilityViolations(page)) found.push(`375 px ${path} ${violation}`);
    }
    expect(found).toEqual([]);
  });
}

test("a control's name begins with the words it shows, so that a voice-control user can say them", async ({ page }) => {
  await page.goto("/catalog?lng=en");
  await expect(headerControl(page, "EN – Choose a language: English", { exact: true })).toBeVisible();
  const card = page.getByRole("article", { name: "Pompom Beanie" });
  await expect(card.getByRole("link", { name: "Details: Pompom Beanie", exact: true })).toHaveText("Details");
  await expect(card.getByRole("button", { name: "Add to cart: Pompom Beanie", exact: true })).toHaveText("Add to cart");

  await page.goto("/catalog?lng=it");
  await expect(headerControl(page, "IT – Scegli la lingua: Italiano", { exact: true })).toBeVisible();
  const italianCard = page.getByRole("article", { name: "Berretto con pompon" });
  await expect(italianCard.getByRole("button", { name: "Aggiungi al carrello: Berretto con pompon", exact: true })).toHaveText("Aggiungi");
});
