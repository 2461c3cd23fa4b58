import { expect } from "@playwright/test";
import { interactiveNavigations, keepScreenshotsAtBothWidths, signInAsOwner, testWithOwnShop } from "./fixtures";

/**
 * docs/product/back-office.md#shipping-zones: an Italian owner on a phone ships to Italy alone,
 * typing her rate and threshold with commas; shoppers are then offered Italy only.
 */

const test = testWithOwnShop();
test.use({ viewport: { width: 375, height: 812 } });

test("an Italian owner ships to Italy only, and shoppers are offered Italy only", async ({ page, browser, shop }) => {
  await signInAsOwner(page);
  await page.goto("/admin/settings?lng=it");
  const shipping = page.locator("section").filter({ has: page.getByRole("heading", { name: "Spedizione", exact: true }) });
  await page.getByRole("switch", { name: "Spedizione nel resto dell'UE" }).uncheck();
  await page.getByRole("switch", { name: "Spedizione nel resto del mondo" }).uncheck();
  // Switched off, a destination asks nothing: Italy's boxes are the only ones left.
  await expect(page.getByLabel("Tariffa fissa (€)")).toHaveCount(1);
  await page.getByLabel("Giorni per preparare un pezzo disponibile").fill("2");
  await page.getByLabel("Tariffa fissa (€)").pressSequentially("6,50");
  await page.getByLabel("Spedizione gratuita da (€, facoltativo)").pressSequentially("80,00");
  await page.getByLabel("Consegna, almeno (giorni)").fill("1");
  await page.getByLabel("Consegna, al massimo (giorni)").fill("3");
  await page.getByRole("button", { name: "Salva le impostazioni" }).click();
  await expect(page.getByText("Impostazioni salvate")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: "Spedizione in Italia" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Spedizione nel resto dell'UE" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Spedizione nel resto del mondo" })).not.toBeChecked();
  await expect(page.getByLabel("Tariffa fissa (€)")).toHaveValue("6,50");
  await expect(page.getByLabel("Spedizione gratuita da (€, facoltativo)")).toHaveValue("80,00");
  await shipping.getByText("Italia", { exact: true }).scrollIntoViewIfNeeded();
  await keepScreenshotsAtBothWidths(page, "shipping-zones-settings");

  // A shopper, in a browser of their own.
  const shopper = interactiveNavigations(await browser.newPage({ baseURL: shop.url, viewport: { width: 375, height: 812 } }));
  await shopper.goto("/product/granny-square-shoulder-bag?lng=it");
  const terms = shopper.getByRole("region", { name: "Spedizione e resi" });
  await expect(terms.getByTestId("ships-to")).toHaveText("Spedisco solo in Italia.");
  await expect(terms).toContainText(/6,50\s€, gratuita da 80,00\s€/);
  await expect(terms).not.toContainText("Unione europea");
  await expect(terms).not.toContainText("Resto del mondo");
  // The product's structured data names Italy alone.
  const data = (await shopper.locator('script[type="application/ld+json"]').allTextContents()).join("");
  expect(data).toContain('"addressCountry":"IT"');
  expect(data).not.toContain('"addressCountry":"FR"');
  await terms.scrollIntoViewIfNeeded();
  await keepScreenshotsAtBothWidths(shopper, "shipping-zones-product");

  await shopper.getByRole("button", { name: "Aggiungi al carrello" }).first().click();
  await shopper.goto("/cart?lng=it");
  const destination = shopper.getByLabel("Destinazione");
  await expect(destination.locator("option")).toHaveText(["Italia"]);
  await expect(destination).toHaveValue("it");
  await expect(shopper.getByTestId("shipping-cost")).toBeVisible();
  await keepScreenshotsAtBothWidths(shopper, "shipping-zones-cart");

  // So does the shipping policy.
  await shopper.goto("/policies/shipping?lng=it");
  await expect(shopper.locator("main")).toContainText("Spedisco solo in Italia.");
  await expect(shopper.locator("main")).not.toContainText("Unione europea");
  await shopper.close();
});
