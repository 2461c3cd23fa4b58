import fs from "node:fs";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { copyOfDemoData, expect, interactiveTest, owner, signInAsOwner, test } from "./fixtures";

/**
 * The legal pages and notices a shop selling to consumers must show (docs/decisions/0037): the
 * policy pages in three languages, linked from every page's footer and listed in the sitemap, the
 * order dialog's privacy notice, the right of withdrawal of made-to-order pieces, and the owner
 * setting the seller and reviewing a page from a phone.
 */

const policies = {
  en: ["Privacy policy", "Terms of sale", "Right of withdrawal", "Shipping and returns", "Legal notice"],
  it: ["Informativa sulla privacy", "Condizioni di vendita", "Diritto di recesso", "Spedizioni e resi", "Note legali"],
  fr: ["Politique de confidentialité", "Conditions générales de vente", "Droit de rétractation", "Livraison et retours", "Mentions légales"],
} as const;
const footerTitle = { en: "Legal", it: "Informazioni legali", fr: "Informations légales" } as const;
const addresses = ["/policies/privacy", "/policies/terms", "/policies/withdrawal", "/policies/shipping", "/policies/legal"];

test.describe("the policy pages", () => {
  for (const language of ["en", "it", "fr"] as const) {
    test(`are linked from the footer, answer 200 and are in the sitemap (${language})`, async ({ page, request }) => {
      for (const start of ["/", "/catalog", "/product/ribbed-chunky-scarf"]) {
        await page.goto(`${start}?lng=${language}`);
        const legal = page.getByRole("contentinfo").getByRole("navigation", { name: footerTitle[language] });
        for (const [index, title] of policies[language].entries()) {
          await expect(legal.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", addresses[index]);
        }
      }
      for (const [index, title] of policies[language].entries()) {
        const response = await page.goto(`${addresses[index]}?lng=${language}`);
        expect(response?.status(), addresses[index]).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(new RegExp(`^${title}`));
      }
      // The last link is followed as a shopper would, from the footer.
      await page.goto(`/?lng=${language}`);
      await page.getByRole("contentinfo").getByRole("link", { name: policies[language][1], exact: true }).click();
      await expect(page).toHaveURL(/\/policies\/terms$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(policies[language][1]);

      const sitemap = await (await request.get("/sitemap.xml")).text();
      for (const address of addresses) expect(sitemap).toContain(`${address}?lng=${language}</loc>`);
    });
  }

  test("an unknown policy is the not-found page", async ({ page }) => {
    expect((await page.goto("/policies/cookies?lng=en"))?.status()).toBe(404);
  });
});

test.describe("made-to-order pieces", () => {
  test("say on their page that they keep the 14-day right of withdrawal, in the shopper's language (docs/product/storefront.md#right-of-withdrawal)", async ({ page }) => {
    await page.goto("/product/ribbed-chunky-scarf?lng=it");
    const right = page.getByTestId("withdrawal-right");
    await expect(right).toContainText("come per ogni pezzo, hai 14 giorni dalla consegna per recedere");
    await expect(right.getByRole("link", { name: "Diritto di recesso" })).toHaveAttribute("href", "/policies/withdrawal");
    await expect(page.getByText("non si applica")).toHaveCount(0);
    await expect(page.getByText("IVA inclusa")).toBeVisible();
    // A piece in stock says nothing more than the shop's terms.
    await page.goto("/product/shell-stitch-market-tote?lng=it");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("withdrawal-right")).toHaveCount(0);
  });
});

interactiveTest.describe("the order dialog", () => {
  let shop: ShopServer;
  let dataDir = "";
  interactiveTest.beforeEach(async () => {
    dataDir = copyOfDemoData();
    shop = await startShopServer({ dataDir });
  });
  interactiveTest.afterEach(async () => {
    await shop?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  interactiveTest("tells, at the contact fields, how the details are used, links the privacy policy, and that a request is not an order", async ({ page }) => {
    await page.goto(`${shop.url}/product/ribbed-chunky-scarf?lng=fr`);
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await page.goto(`${shop.url}/cart?lng=fr`);
    await expect(page.getByTestId("cart-vat")).toHaveText("TVA incluse");
    await page.getByRole("button", { name: "Envoyer une demande" }).click();
    const dialog = page.getByRole("dialog", { name: "Envoyer une demande" });
    const notice = dialog.getByTestId("order-privacy");
    // The controller is named at the form, not only in the full policy (LEGAL.md §10).
    await expect(notice).toContainText("Responsable du traitement\u00a0: Giulia Esempio");
    await expect(notice).toContainText("J'utilise vos nom, e-mail et téléphone uniquement pour répondre à cette demande");
    // The request binds to nothing (LEGAL.md §1).
    await expect(notice).toContainText("Cette demande n'est pas une commande et ne vous engage à rien\u00a0: vous ne devez rien tant que vous n'avez pas accepté mon devis.");
    const link = notice.getByRole("link", { name: "Politique de confidentialité" });
    await expect(link).toHaveAttribute("href", "/policies/privacy");
    await expect(link).toHaveAttribute("target", "_blank");
    // The notice stands with the contact fields, after the phone box.
    const phoneBox = await dialog.getByLabel("Téléphone (facultatif)").boundingBox();
    const noticeBox = await notice.boundingBox();
    expect(noticeBox!.y).toBeGreaterThan(phoneBox!.y);
  });
});

interactiveTest.describe("the owner on a phone", () => {
  interactiveTest.use({ viewport: { width: 375, height: 812 } });
  let shop: ShopServer;
  let dataDir = "";
  interactiveTest.beforeEach(async () => {
    dataDir = copyOfDemoData();
    shop = await startShopServer({ dataDir, env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password } });
  });
  interactiveTest.afterEach(async () => {
    await shop?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  interactiveTest("states the seller and the VAT exemption, then reviews the terms page in the article editor", async ({ page }) => {
    const exemption = "Operazione senza applicazione dell'IVA ai sensi dell'art. 1, commi 54–89, L. 190/2014";
    // The demo shop's seller is a fictitious one (docs/decisions/0066); the owner names herself.
    await signInAsOwner(page, shop.url);
    await page.goto(`${shop.url}/admin/settings`);
    await expect(page.getByRole("heading", { name: "Seller and VAT" })).toBeVisible();
    const seller = page;
    await seller.getByLabel("Seller's name", { exact: true }).fill("Maria Rossi");
    await seller.getByLabel("Address", { exact: true }).fill("Via dei Mille 12\n16121 Genova");
    await seller.getByLabel("Partita IVA", { exact: true }).fill("IT01234567897");
    await seller.getByLabel("VAT on prices", { exact: true }).selectOption("exempt");
    await page.getByRole("button", { name: "Save settings" }).click();
    // An exemption without its wording is refused, and what was typed stays.
    await expect(page.getByText("Enter the exemption wording shown beside prices")).toBeVisible();
    await expect(seller.getByLabel("Seller's name", { exact: true })).toHaveValue("Maria Rossi");
    await seller.getByLabel("Exemption wording", { exact: true }).fill(exemption);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();

    // To the legal pages, through the back office's menu.
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await page.getByRole("dialog", { name: "Back-office menu" }).getByRole("link", { name: "Legal pages" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Legal pages" })).toBeVisible();
    const terms = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Terms of sale" }) });
    await expect(terms.getByText("Template to review")).toBeVisible();
    await terms.getByRole("button", { name: "Edit Terms of sale" }).click();
    const dialog = page.getByRole("dialog", { name: "Terms of sale" });
    await expect(dialog.getByText("This text is a starting point filled from your Settings, not legal advice")).toBeVisible();
    const editor = dialog.getByRole("textbox", { name: "Text" });
    await expect(editor).toContainText("These terms apply to the sales of Maria Rossi, Via dei Mille 12, 16121 Genova, Partita IVA IT01234567897");
    await editor.click();
    await page.keyboard.press("ControlOrMeta+Home");
    await page.keyboard.type("Reviewed by Maria in November. ");
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Legal page updated")).toBeVisible();
    await expect(terms.getByText("Template to review")).toBeVisible(); // Italian and French are still the template.
    await expect(terms.getByText("Template in: IT, FR")).toBeVisible();

    // Shoppers see the reviewed page, the seller in every footer and the exemption beside prices.
    await page.goto(`${shop.url}/policies/terms?lng=en`);
    await expect(page.getByRole("main").getByText("Reviewed by Maria in November.")).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("[");
    await expect(page.getByTestId("seller-identity")).toHaveText("Maria Rossi · Via dei Mille 12, 16121 Genova · Partita IVA IT01234567897");
    await page.goto(`${shop.url}/product/ribbed-chunky-scarf?lng=fr`);
    await expect(page.getByText(exemption)).toBeVisible();
    // An Italian seller's number keeps its Italian name in French, never "SIREN".
    await expect(page.getByTestId("seller-identity")).toContainText("Partita IVA IT01234567897");
    await expect(page.getByTestId("seller-identity")).not.toContainText("SIREN");
  });
});
