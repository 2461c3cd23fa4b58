import { expect, interactiveTest as test, keepScreenshot } from "./fixtures";
import { clipboardText, openedUrls, startOwnShop, watchMailAndClipboard, type OwnShop } from "./cart-support";

/*
 * A phone in Italian and in French (docs/product/style-it.md, style-fr.md, docs/decisions/0068): a
 * piece is a "pezzo" / "pièce", never an "articolo" / "article"; its making time agrees with any
 * piece; the request's text built by code writes "n. 12" / "n° 12" and the French no-break spaces;
 * the pages hold one apostrophe, the straight one.
 */
test.describe("the shop in Italian and French, on a phone", () => {
  let shop: OwnShop;
  test.beforeEach(async ({ context, page }) => {
    shop = await startOwnShop();
    await watchMailAndClipboard(context);
    await page.setViewportSize({ width: 375, height: 812 });
  });
  test.afterEach(async () => {
    await shop.stop();
  });

  const typographicApostrophe = /[’‘“”]/;

  test("French: a made-to-order scarf, the cart counts pieces, the request text is typeset", async ({ page }) => {
    await page.goto(`${shop.url}/product/ribbed-chunky-scarf?lng=fr`);
    await expect(page.getByText("Sur commande\u00a0: environ 7 jours de fabrication").first()).toBeVisible();
    expect(await page.locator("main").innerText()).not.toMatch(typographicApostrophe);
    await keepScreenshot(page, "fr-product-375");
    await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click();
    await page.getByRole("link", { name: "Panier, 1 pièce" }).click();
    await expect(page.getByText("Sur commande\u00a0: environ 7 jours de fabrication").first()).toBeVisible();
    await expect(page.getByText("Aucun paiement n'est demandé maintenant. Je vous réponds par e-mail", { exact: false })).toBeVisible();
    await keepScreenshot(page, "fr-cart-375", { fullPage: true });

    await page.getByRole("button", { name: "Envoyer une demande" }).click();
    const dialog = page.getByRole("dialog", { name: "Envoyer une demande" });
    await dialog.getByLabel("Nom").fill("Marie Curie");
    await dialog.getByLabel("E-mail").fill("marie@example.fr");
    await dialog.getByRole("button", { name: "Copier et ouvrir l'e-mail" }).click();
    const received = await page.getByText(/Votre demande n°\s\d+ a bien été reçue\./).textContent();
    const reference = Number(/(\d+)/.exec(received ?? "")?.[1]);
    await keepScreenshot(page, "fr-sent-375");

    const text = await clipboardText(page);
    expect(text.split("\n")[0]).toBe(`Demande de commande n°\u00a0${reference}`);
    expect(text).toMatch(/Écharpe côtelée x 1 — 58,00\s€ — sur commande\u00a0: environ 7 jours de fabrication/);
    expect(text).toMatch(/^Total\u00a0: 58,00\s€$/m);
    expect(text).toContain(`Référence\u00a0: n°\u00a0${reference}`);
    expect(text).not.toMatch(/\S[:;!?](\s|$)/);
    expect(text).not.toMatch(typographicApostrophe);
    const [mailto] = await openedUrls(page);
    expect(new URL(mailto).searchParams.get("subject")).toBe(`Demande de commande n°\u00a0${reference}`);
  });

  test("Italian: the cart counts pieces and the request is 'n. 12'", async ({ page }) => {
    await page.goto(`${shop.url}/product/pompom-beanie?lng=it`);
    await page.getByRole("button", { name: "Aggiungi al carrello", exact: true }).click();
    await page.getByRole("link", { name: "Carrello, 1 pezzo" }).click();
    expect(await page.locator("main").innerText()).not.toMatch(typographicApostrophe);
    await keepScreenshot(page, "it-cart-375", { fullPage: true });

    await page.getByRole("button", { name: "Richiedi ordine" }).click();
    const dialog = page.getByRole("dialog", { name: "Richiedi ordine" });
    await dialog.getByLabel("Nome").fill("Ada Rossi");
    await dialog.getByLabel("E-mail").fill("ada@example.it");
    await dialog.getByRole("button", { name: "Copia e apri l'e-mail" }).click();
    const received = await page.getByText(/La tua richiesta n\. \d+ è stata ricevuta\./).textContent();
    const reference = Number(/(\d+)/.exec(received ?? "")?.[1]);
    const text = await clipboardText(page);
    expect(text.split("\n")[0]).toBe(`Richiesta d'ordine n. ${reference}`);
    expect(text).toContain(`Riferimento: n. ${reference}`);
    expect(text).not.toContain("#");
  });
});
