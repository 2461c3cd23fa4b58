import { expect } from "@playwright/test";
import { keepScreenshotsAtBothWidths, signInAsOwner, testWithOwnShop } from "./fixtures";

/** docs/product/content-rules.md#amounts: a price typed with a decimal comma, on a phone, in Italian. */

const test = testWithOwnShop();
test.use({ viewport: { width: 375, height: 812 } });

// Intl writes "54,90 €" with a no-break space before the sign.
const italianPrice = /54,90\s€/;

test("an Italian owner types 54,90 as a price on a phone and the shop shows 54,90 €", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/items?lng=it");
  await page.getByRole("button", { name: "Nuovo prodotto" }).click();
  const dialog = page.getByRole("dialog", { name: "Crea prodotto" });
  await dialog.getByLabel("Nome *", { exact: true }).fill("Comma Tote");
  const price = dialog.getByLabel("Prezzo (€) *");
  await expect(price).toHaveAttribute("inputmode", "decimal");
  // Typed key by key, as on a phone's keypad: a number box would drop the comma here.
  await price.pressSequentially("54,90");
  await expect(price).toHaveValue("54,90");
  await dialog.getByLabel("Disponibilità *").fill("3");
  await dialog.getByRole("button", { name: "Crea prodotto" }).click();
  await expect(page.getByText("Prodotto creato con successo")).toBeVisible();
  await expect(page.getByRole("article", { name: "Comma Tote" })).toContainText(italianPrice);

  await page.getByRole("button", { name: "Modifica Comma Tote" }).click();
  const edit = page.getByRole("dialog", { name: "Aggiorna prodotto" });
  const stored = edit.getByLabel("Prezzo (€) *");
  await expect(stored).toHaveValue("54,90");
  // One dot before three digits may be thousands or decimals: the form asks rather than guesses.
  await stored.fill("1.234");
  await edit.getByRole("button", { name: "Salva prodotto" }).click();
  await expect(edit.getByText("Migliaia o decimali? Scrivi 1.234,00 oppure 1,23")).toBeVisible();
  await keepScreenshotsAtBothWidths(page, "amount-ambiguous");
  await stored.fill("1.234,50");
  await edit.getByRole("button", { name: "Salva prodotto" }).click();
  await expect(page.getByText("Prodotto aggiornato con successo")).toBeVisible();
  await expect(page.getByRole("article", { name: "Comma Tote" })).toContainText(/1234,50\s€/);
  await page.getByRole("button", { name: "Modifica Comma Tote" }).click();
  await expect(page.getByRole("dialog", { name: "Aggiorna prodotto" }).getByLabel("Prezzo (€) *")).toHaveValue("1234,50");
  await page.getByRole("dialog", { name: "Aggiorna prodotto" }).getByLabel("Prezzo (€) *").fill("54.90");
  await page.getByRole("dialog", { name: "Aggiorna prodotto" }).getByRole("button", { name: "Salva prodotto" }).click();
  await expect(page.getByText("Prodotto aggiornato con successo").first()).toBeVisible();
  await expect(page.getByRole("article", { name: "Comma Tote" })).toContainText(italianPrice);

  await page.goto("/product/comma-tote?lng=it");
  await expect(page.locator("main")).toContainText(italianPrice);
  await keepScreenshotsAtBothWidths(page, "amount-product");
  await page.goto("/catalog?lng=it&q=Comma");
  await expect(page.getByRole("article", { name: "Comma Tote" })).toContainText(italianPrice);
});
