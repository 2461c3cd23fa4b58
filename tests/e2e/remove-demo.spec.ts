import { expect, expectAccessible, keepScreenshotsAtBothWidths, signInAsOwner, testWithOwnShop } from "./fixtures";

const test = testWithOwnShop();

/** docs/product/back-office.md#removing-the-demo-content as an Italian owner meets it on a phone. */

test.use({ viewport: { width: 375, height: 812 } });
// The first test looks, the second removes: one shop, in this order.
test.describe.configure({ mode: "serial" });

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the review is a page of its own with the list and the button, and refuses nothing it shows", async ({ page }) => {
    await signInAsOwner(page);
    await page.goto("/admin/settings/demo-content?lng=en");
    await expect(page.getByText("This removes, with their pictures:")).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: /^14 items: / })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Remove the demo content" })).toBeVisible();
  });
});

test("the owner reviews the demo content, removes it from the keyboard and sees the empty shop", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/settings?lng=it");
  await page.getByRole("link", { name: "Vedi cosa verrebbe tolto" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Togli i contenuti demo" })).toBeVisible();

  // The list before anything happens: counts and names, in Italian.
  const list = page.getByRole("main").getByRole("listitem");
  await expect(list.filter({ hasText: /^14 prodotti: .*Berretto con pompon/ })).toHaveCount(1);
  await expect(list.filter({ hasText: /^6 articoli: / })).toHaveCount(1);
  await expect(list.filter({ hasText: /^3 categorie: Borse, Cappelli e Accessori$/ })).toHaveCount(1);
  await expect(list.filter({ hasText: /^gli autori Giulia .* e Marco / })).toHaveCount(1);
  await keepScreenshotsAtBothWidths(page, "remove-demo-review", { fullPage: true });
  await expectAccessible(page);

  const confirm = page.getByRole("button", { name: "Togli i contenuti demo" });
  await confirm.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("I contenuti demo sono stati tolti").first()).toBeVisible();
  await expect(page.getByText("Nel negozio non ci sono più contenuti demo: tutto quello che c'è è tuo.")).toBeVisible();
  await keepScreenshotsAtBothWidths(page, "remove-demo-done");

  await page.goto("/admin/items?lng=it");
  await expect(page.getByText("Nessun prodotto. Crea il primo prodotto per iniziare a vendere.")).toBeVisible();

  await page.goto("/catalog?lng=it");
  await expect(page.getByText("Ancora nessun prodotto")).toBeVisible();
  await keepScreenshotsAtBothWidths(page, "remove-demo-catalog", { fullPage: true });
  await page.goto("/blog?lng=it");
  await expect(page.getByText("Ancora nessun articolo. Nuove storie sono sull'uncinetto!")).toBeVisible();
  await keepScreenshotsAtBothWidths(page, "remove-demo-blog", { fullPage: true });
  await page.goto("/?lng=it");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
  await keepScreenshotsAtBothWidths(page, "remove-demo-home", { fullPage: true });
  await expectAccessible(page);
});
