import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { expect, interactiveTest as test, keepScreenshot, keepScreenshotsAtBothWidths, owner, signInAsOwner } from "./fixtures";

/*
 * docs/product/back-office.md#seller, storefront.md#legal-pages (LEGAL.md §2): a fresh shop shows
 * shoppers no placeholder, only a neutral text, until its owner names the seller in full; an
 * Italian owner does it on her phone, in Italian, and the footer and legal notice then speak of
 * her with her partita IVA.
 */

test.use({ viewport: { width: 375, height: 812 } });

let shop: ShopServer;
let dataDir = "";
test.beforeEach(async () => {
  // A truly fresh shop: no demo data, hence no demo seller.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-fresh-"));
  shop = await startShopServer({ dataDir, env: { DEMO_DATA: "off", ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password } });
});
test.afterEach(async () => {
  await shop?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a fresh shop shows no placeholder; an Italian owner names herself in Italian and the pages show her", async ({ page }) => {
  test.setTimeout(120_000);
  const preparing = {
    it: "Questa pagina è in preparazione. Per qualsiasi domanda scrivi a",
    fr: "Cette page est en préparation. Pour toute question, écrivez à",
  };
  for (const language of ["it", "fr"] as const) {
    for (const kind of ["terms", "legal", "withdrawal", "privacy", "shipping"]) {
      await page.goto(`${shop.url}/policies/${kind}?lng=${language}`);
      await expect(page.getByRole("main")).toContainText(preparing[language]);
      for (const part of [page.getByRole("main"), page.getByRole("contentinfo")]) {
        await expect(part).not.toContainText("[");
        await expect(part).not.toContainText(/completare|compléter/);
      }
    }
    await keepScreenshot(page, `fresh-legal-${language}`, { fullPage: true });
  }

  await signInAsOwner(page, shop.url);
  await page.goto(`${shop.url}/admin/settings?lng=it`);
  // Every back-office page says what is missing, with the way to it.
  const notice = page.getByRole("region", { name: "Per vendere" });
  await expect(notice).toContainText("Le pagine legali e le richieste d'ordine aspettano finché non compili:");
  await expect(notice).toContainText("Telefono");
  await keepScreenshot(page, "settings-missing-it");
  await notice.getByRole("link", { name: "Completa i dati del venditore" }).click();
  await expect(page).toHaveURL(/\/admin\/settings#seller$/);

  await page.getByLabel("Paese in cui hai sede").selectOption("it");
  // The boxes follow the country: an Italian seller is asked for her partita IVA and REA.
  await expect(page.getByLabel("Partita IVA", { exact: true })).toBeVisible();
  await expect(page.getByLabel("SIREN o SIRET")).toHaveCount(0);
  await page.getByLabel("Nome del venditore").fill("Giulia Bianchi");
  await page.getByLabel("Indirizzo", { exact: true }).fill("Via Po 3\n10123 Torino");
  await page.getByLabel("Telefono", { exact: true }).fill("+39 011 765 4321");
  await page.getByLabel("Partita IVA", { exact: true }).fill("0123456789");
  await page.getByLabel("Numero REA o registro").fill("REA TO-7654321");
  await page.getByLabel("Mezzi di pagamento").fill("Bonifico bancario, PayPal");
  await page.getByLabel("Fornitore di hosting").fill("Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen");
  await page.getByRole("button", { name: "Salva le impostazioni" }).click();
  // A partita IVA of 10 digits is refused with an example; what was typed stays.
  await expect(page.getByText("La partita IVA ha 11 cifre e un'ultima cifra di controllo valida, per esempio 01234567897")).toBeVisible();
  await expect(page.getByLabel("Nome del venditore")).toHaveValue("Giulia Bianchi");
  await page.getByLabel("Partita IVA", { exact: true }).fill("01234567897");
  await page.getByRole("button", { name: "Salva le impostazioni" }).click();
  await expect(page.getByText("Impostazioni salvate")).toBeVisible();
  await expect(page.getByRole("region", { name: "Per vendere" })).toHaveCount(0);
  await keepScreenshotsAtBothWidths(page, "settings-seller-it", { fullPage: true });

  await page.goto(`${shop.url}/policies/legal?lng=it`);
  const main = page.getByRole("main");
  await expect(main).toContainText("Giulia Bianchi");
  await expect(main).toContainText("Telefono: +39 011 765 4321");
  await expect(main).toContainText("P. IVA 01234567897");
  await expect(main).toContainText("REA TO-7654321");
  await expect(main).not.toContainText("[");
  await expect(page.getByTestId("seller-identity")).toHaveText("Giulia Bianchi · Via Po 3, 10123 Torino · P. IVA 01234567897");
  await keepScreenshotsAtBothWidths(page, "legal-notice-it", { fullPage: true });
  // In French, an Italian seller's number keeps its Italian name.
  await page.goto(`${shop.url}/policies/legal?lng=fr`);
  await expect(page.getByTestId("seller-identity")).toContainText("Partita IVA 01234567897");
  await expect(page.getByTestId("seller-identity")).not.toContainText("SIREN");
});

/*
 * docs/product/storefront.md#legal-pages (LEGAL.md §1, §4, §7, §8): once a French owner names
 * herself, her terms of sale say the contract is made by "Commande avec obligation de paiement",
 * name her consumer mediator, and carry the legal guarantees' box of C. conso. D211-2 as a
 * bordered block that fits a phone, in French on the English page too; her withdrawal page gives
 * the model form as a list.
 */
test("a French seller's terms carry the boxed legal guarantees, her mediator and the binding order's label", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsOwner(page, shop.url);
  await page.goto(`${shop.url}/admin/settings`);
  await page.getByLabel("Country where you are established").selectOption("fr");
  await page.getByLabel("Seller's name").fill("Claire Martin");
  await page.getByLabel("Address", { exact: true }).fill("12 rue des Lices\n49100 Angers");
  await page.getByLabel("Phone", { exact: true }).fill("+33 2 41 00 00 00");
  await page.getByLabel("SIREN or SIRET").fill("732 829 320");
  await page.getByLabel("RCS or RNE registration").fill("Registre national des entreprises");
  await page.getByLabel("Directeur de la publication").fill("Claire Martin");
  await page.getByLabel(/^Consumer mediator/).fill("CM2C, www.cm2c.net, 49 rue de Ponthieu, 75008 Paris");
  await page.getByLabel("Means of payment").fill("Virement bancaire, PayPal");
  await page.getByLabel("Web host").fill("OVH SAS, 2 rue Kellermann, 59100 Roubaix, 1007");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  await page.goto(`${shop.url}/policies/terms?lng=fr`);
  const main = page.getByRole("main");
  await expect(main).toContainText("avec le bouton «\u00a0Commande avec obligation de paiement\u00a0»");
  await expect(main).toContainText("Moyens de paiement acceptés\u00a0: Virement bancaire, PayPal.");
  await expect(main).toContainText("médiateur de la consommation dont je relève\u00a0: CM2C, www.cm2c.net, 49 rue de Ponthieu, 75008 Paris.");
  await expect(main).toContainText("présumé exister au moment de la livraison");
  const box = main.locator("blockquote");
  await expect(box).toHaveAttribute("lang", "fr");
  await expect(box).toContainText("Le consommateur dispose d'un délai de deux ans à compter de la délivrance du bien");
  await expect(box).toContainText("garantie légale des vices cachés en application des articles 1641 à 1649 du code civil");
  // A box, drawn whole: a border on every side, and on a phone no wider than the page.
  const border = await box.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.borderTopWidth, style.borderRightWidth, style.borderBottomWidth, style.borderLeftWidth, style.fontStyle];
  });
  expect(border).toEqual(["2px", "2px", "2px", "2px", "normal"]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await keepScreenshotsAtBothWidths(page, "terms-french-seller-fr", { fullPage: true });

  // The box is the law's French text on every language's page.
  await page.goto(`${shop.url}/policies/terms?lng=en`);
  await expect(main).toContainText("The guarantee follows the French Code de la consommation");
  await expect(main.locator("blockquote")).toContainText("Le consommateur dispose d'un délai de deux ans");

  await page.goto(`${shop.url}/policies/withdrawal?lng=fr`);
  await expect(main).toContainText("le bouton «\u00a0Se rétracter du contrat ici\u00a0»");
  await expect(main.getByRole("listitem").filter({ hasText: "uniquement si ce formulaire est notifié sur papier" })).toHaveCount(1);
  await expect(main.getByRole("link", { name: "page de rétractation" })).toHaveAttribute("href", "/withdrawal");
});
