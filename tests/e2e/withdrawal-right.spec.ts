import { expect } from "@playwright/test";
import { interactiveNavigations, keepScreenshotsAtBothWidths, signInAsOwner, testWithOwnShop } from "./fixtures";

/**
 * docs/product/storefront.md#right-of-withdrawal, docs/product/back-office.md#settings: a catalogue
 * piece made after the order keeps the 14-day right of withdrawal, on its page and in the cart, in
 * the shopper's language; the owner can lengthen the period but never take it away.
 */

const test = testWithOwnShop();
test.use({ viewport: { width: 375, height: 812 } });

// The demo's ribbed scarf: in stock, in the shop's own colours, made to order (a making time).
const scarf = "/product/ribbed-chunky-scarf";

const texts = {
  it: {
    add: "Aggiungi al carrello",
    page: /Lo realizzo dopo il tuo ordine, su mio modello: come per ogni pezzo, hai 14\sgiorni dalla consegna per recedere\./,
    cart: /Anche per i pezzi su ordinazione puoi recedere entro 14\sgiorni dalla consegna\./,
    denied: /non si applica|Non si accettano resi/,
  },
  fr: {
    add: "Ajouter au panier",
    page: /Je la réalise après votre commande, sur mon propre modèle\s: comme pour toute pièce, vous disposez de 14\sjours après la livraison pour vous rétracter\./,
    cart: /Pièces sur commande comprises\s: vous pouvez vous rétracter dans les 14\sjours suivant la livraison\./,
    denied: /ne s.applique pas|ne sont pas acceptés/,
  },
} as const;

test("a made-to-order catalogue piece states the 14-day right on its page and in the cart, in Italian and French", async ({ page }) => {
  for (const language of ["it", "fr"] as const) {
    const words = texts[language];
    await page.goto(`${scarf}?lng=${language}`);
    const right = page.getByTestId("withdrawal-right");
    await expect(right).toHaveText(words.page);
    await expect(page.getByRole("main")).not.toContainText(words.denied);
    await right.scrollIntoViewIfNeeded();
    await keepScreenshotsAtBothWidths(page, `withdrawal-right-product-${language}`);

    await page.getByRole("button", { name: words.add }).first().click();
    await page.goto(`/cart?lng=${language}`);
    await expect(page.getByTestId("withdrawal-right")).toHaveText(words.cart);
    await expect(page.getByRole("main")).not.toContainText(words.denied);
    await page.getByTestId("withdrawal-right").scrollIntoViewIfNeeded();
    await keepScreenshotsAtBothWidths(page, `withdrawal-right-cart-${language}`);
  }
});

test("the owner cannot set fewer than 14 days: 0 is refused with a message, and more days reach the shoppers", async ({ page, browser, shop }) => {
  await signInAsOwner(page);
  await page.goto("/admin/settings?lng=it");
  const days = page.locator('input[name="returns_days"]');
  await days.fill("0");
  await page.getByRole("button", { name: "Salva le impostazioni" }).click();
  await expect(page.getByText("Per legge chi compra ha almeno 14 giorni: inserisci 14 o più")).toBeVisible();
  await expect(days).toHaveAccessibleName("Giorni per recedere dalla consegna (almeno 14)");
  await days.scrollIntoViewIfNeeded();
  await keepScreenshotsAtBothWidths(page, "withdrawal-right-settings-refused");

  // Nothing was saved: shoppers keep the legal 14 days, and no page says "0 days" or "no returns".
  const shopper = interactiveNavigations(await browser.newPage({ baseURL: shop.url, viewport: { width: 375, height: 812 } }));
  await shopper.goto(`${scarf}?lng=it`);
  await expect(shopper.getByTestId("withdrawal-right")).toHaveText(texts.it.page);
  for (const policy of ["withdrawal", "shipping", "terms"]) {
    await shopper.goto(`/policies/${policy}?lng=it`);
    await expect(shopper.getByRole("main")).not.toContainText(/\b0\sgiorni|Non si accettano resi|nessun reso/i);
  }

  // A longer period is the owner's to give: 30 days, on the piece's page and in its terms.
  await days.fill("30");
  await page.getByRole("button", { name: "Salva le impostazioni" }).click();
  await expect(page.getByText("Impostazioni salvate")).toBeVisible();
  await shopper.goto(`${scarf}?lng=it`);
  await expect(shopper.getByTestId("withdrawal-right")).toContainText(/hai 30\sgiorni dalla consegna per recedere/);
  const terms = shopper.getByRole("region", { name: "Spedizione e resi" });
  await expect(terms).toContainText(/Puoi recedere e rispedirmi un pezzo entro 30\sgiorni dalla consegna, senza dare spiegazioni, anche se fatto su ordinazione\./);
  await terms.scrollIntoViewIfNeeded();
  await keepScreenshotsAtBothWidths(shopper, "withdrawal-right-product-30-days");
  await shopper.goto("/policies/withdrawal?lng=it");
  await expect(shopper.getByRole("main")).not.toContainText(/\b0\sgiorni|Non si accettano resi/);
  await keepScreenshotsAtBothWidths(shopper, "withdrawal-right-policy", { fullPage: true });
});
