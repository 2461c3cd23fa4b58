import { expect } from "@playwright/test";
import { interactiveNavigations, keepScreenshotsAtBothWidths, signInAsOwner, testWithOwnShop } from "./fixtures";

/**
 * docs/product/back-office.md#duplicating-an-item and docs/product/storefront.md#owner-preview: an
 * Italian owner on a phone duplicates an item, previews the hidden copy (marked, noindex), publishes
 * it; a shopper in a browser of their own sees it only once it is published.
 */

const test = testWithOwnShop();
test.use({ viewport: { width: 375, height: 812 } });

const original = "Cappello alla pescatora in cotone";
const copy = `${original} (copia)`;
// The form opens on the English name, the one every item has.
const englishCopy = "Cotton Bucket Hat (copy)";

test("an Italian owner duplicates an item, previews the hidden copy and publishes it; a shopper sees it only then", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsOwner(page);
  await page.goto("/admin/items?lng=it");
  await page.getByRole("article", { name: original, exact: true }).getByRole("button", { name: `Duplica ${original}` }).click();
  await expect(page.getByText("Copia creata. Resta nascosta finché non la rendi Attiva")).toBeVisible();

  // The owner lands on the copy's form: hidden, with no stock, its name marked as a copy.
  const form = page.getByRole("dialog", { name: "Aggiorna prodotto" });
  await expect(form.getByLabel("Nome *", { exact: true })).toHaveValue(englishCopy);
  await expect(form.getByRole("switch", { name: "Attivo" })).not.toBeChecked();
  await expect(form.getByRole("link", { name: "Anteprima" })).toHaveAttribute("href", "/product/cotton-bucket-hat-copy");
  await keepScreenshotsAtBothWidths(page, "owner-duplicate-form");
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();

  const card = page.getByRole("article", { name: copy, exact: true });
  await expect(card).toContainText("Inattivo");
  await expect(card).toContainText("cotton-bucket-hat-copy");
  await card.scrollIntoViewIfNeeded();
  await keepScreenshotsAtBothWidths(page, "owner-duplicate-card");

  // The preview: the product page as shoppers will see it, marked, not indexed, not for sale.
  await card.getByRole("link", { name: `Anteprima di ${copy}` }).click();
  await expect(page).toHaveURL(/\/product\/cotton-bucket-hat-copy$/);
  const banner = page.getByRole("region", { name: "Anteprima" });
  await expect(banner).toContainText("Anteprima: questo prodotto è nascosto; i clienti non lo vedono.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Aggiungi al carrello" })).toBeDisabled();
  const answer = await page.request.get("/product/cotton-bucket-hat-copy?lng=it");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["x-robots-tag"]).toBe("noindex");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  await keepScreenshotsAtBothWidths(page, "owner-preview-banner");

  // A shopper, in a browser of their own, finds nothing there.
  const shopperContext = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL, locale: "it-IT" });
  const shopper = interactiveNavigations(await shopperContext.newPage());
  const hidden = await shopper.goto("/product/cotton-bucket-hat-copy?lng=it");
  expect(hidden?.status()).toBe(404);
  await expect(shopper.getByRole("region", { name: "Anteprima" })).toHaveCount(0);

  // Back to the form from the preview, and published.
  await banner.getByRole("link", { name: "Modifica il prodotto" }).click();
  const edit = page.getByRole("dialog", { name: "Aggiorna prodotto" });
  await expect(edit.getByLabel("Nome *", { exact: true })).toHaveValue(englishCopy);
  await edit.getByRole("switch", { name: "Attivo" }).click();
  await edit.getByRole("button", { name: "Salva prodotto" }).click();
  await expect(page.getByText("Prodotto aggiornato con successo")).toBeVisible();

  const shown = await shopper.goto("/product/cotton-bucket-hat-copy?lng=it");
  expect(shown?.status()).toBe(200);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(copy);
  await expect(shopper.getByRole("region", { name: "Anteprima" })).toHaveCount(0);
  expect(await shopper.locator('meta[name="robots"]').count()).toBe(0);
  await shopperContext.close();
});

test("an Italian owner previews an article she has unpublished, and its link back opens its form; readers are sent to the blog", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = "Una settimana in bottega, dallo schizzo al pacco";
  await signInAsOwner(page);
  await page.goto("/admin/articles?lng=it");
  const card = page.getByRole("listitem").filter({ hasText: "a-week-in-the-studio" });
  await card.getByRole("button", { name: `Modifica ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Modifica articolo" });
  await dialog.getByRole("switch", { name: "Pubblicato" }).click();
  await dialog.getByRole("button", { name: "Aggiorna" }).click();
  await expect(page.getByText("Articolo del blog aggiornato con successo!")).toBeVisible();
  await expect(card.getByRole("link", { name: `Anteprima di ${title}` })).toHaveAttribute("href", "/blog/a-week-in-the-studio");

  await page.goto("/blog/a-week-in-the-studio");
  const banner = page.getByRole("region", { name: "Anteprima" });
  await expect(banner).toContainText("Anteprima: questo articolo non è pubblicato; i lettori non lo vedono.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await keepScreenshotsAtBothWidths(page, "owner-preview-article");

  const readerContext = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL, locale: "it-IT" });
  const reader = await readerContext.newPage();
  await reader.goto("/blog/a-week-in-the-studio?lng=it");
  await expect(reader).toHaveURL(/\/blog$/);
  await readerContext.close();

  await banner.getByRole("link", { name: "Modifica l'articolo" }).click();
  await expect(page.getByRole("dialog", { name: "Modifica articolo" }).getByLabel("Slug")).toHaveValue("a-week-in-the-studio");
});
