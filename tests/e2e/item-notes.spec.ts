import { expect } from "@playwright/test";
import { interactiveNavigations, keepScreenshotsAtBothWidths, signInAsOwner, testWithOwnShop } from "./fixtures";

/**
 * docs/product/storefront.md#product-page and docs/product/back-office.md#item-form: an item's care
 * note is the owner's, written in her language on a phone; the shop prints no care of its own
 * (decision 0061).
 */

const test = testWithOwnShop();
const phone = { width: 375, height: 812 };
test.use({ viewport: phone });

/** The sentence every product page printed, whatever the piece. */
const oldFixedCare = "Cura: lavare a mano in acqua fredda e asciugare in piano.";
const care = "Lavare a mano in acqua tiepida, senza strizzare, e lasciare asciugare all'ombra.";
const goodToKnow = "La zip è in ottone: non si ossida.";

test("an Italian owner writes an item's care note on a phone, and the shopper's page shows it instead of the old fixed text", async ({
  page,
  browser,
  baseURL,
}) => {
  const shopper = interactiveNavigations(await (await browser.newContext({ baseURL, viewport: phone })).newPage());
  const notesOf = () => shopper.getByRole("region", { name: "Da sapere" });

  // The demo tote states its own care, which agrees with its description; the pouch states none.
  await shopper.goto("/product/shell-stitch-market-tote?lng=it");
  await expect(notesOf()).toContainText("Cura: Lavare in lavatrice a 30 °C");
  await expect(shopper.locator("main")).not.toContainText(oldFixedCare);
  await shopper.goto("/product/linen-stitch-zip-pouch?lng=it");
  await expect(notesOf()).toContainText("Lavorato a mano all'uncinetto");
  await expect(notesOf()).not.toContainText("Cura:");

  await signInAsOwner(page);
  await page.goto("/admin/items?lng=it");
  await page.getByRole("button", { name: "Modifica Pochette con zip a punto tela" }).click();
  const dialog = page.getByRole("dialog", { name: "Aggiorna prodotto" });
  await dialog.getByRole("tab", { name: "Italiano" }).click();
  const italian = dialog.getByRole("tabpanel", { name: "Italiano" });
  await italian.getByLabel("Cura", { exact: true }).fill(care);
  await italian.getByLabel("Da sapere", { exact: true }).fill(goodToKnow);
  await italian.getByLabel("Cura", { exact: true }).scrollIntoViewIfNeeded();
  await keepScreenshotsAtBothWidths(page, "item-notes-form");
  await dialog.getByRole("button", { name: "Salva prodotto" }).click();
  await expect(page.getByText("Prodotto aggiornato con successo")).toBeVisible();

  // Read back by the form.
  await page.getByRole("button", { name: "Modifica Pochette con zip a punto tela" }).click();
  const again = page.getByRole("dialog", { name: "Aggiorna prodotto" });
  await again.getByRole("tab", { name: "Italiano" }).click();
  await expect(again.getByRole("tabpanel", { name: "Italiano" }).getByLabel("Cura", { exact: true })).toHaveValue(care);

  await shopper.goto("/product/linen-stitch-zip-pouch?lng=it");
  await expect(notesOf()).toContainText(`Cura: ${care}`);
  await expect(notesOf()).toContainText(goodToKnow);
  await expect(shopper.locator("main")).not.toContainText(oldFixedCare);
  await notesOf().scrollIntoViewIfNeeded();
  await keepScreenshotsAtBothWidths(shopper, "item-notes-product");

  // An English page has no Italian note to show, and no English one is written: no care line.
  await shopper.goto("/product/linen-stitch-zip-pouch?lng=en");
  await expect(shopper.getByRole("region", { name: "Good to know" })).not.toContainText("Care:");
});
