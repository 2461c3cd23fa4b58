import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, keepScreenshotsAtBothWidths, signInAsOwner, testWithOwnShop } from "./fixtures";

/*
 * docs/product/back-office.md#shop-words on a phone: a French owner writes her hero title, tagline
 * and an About card (and picks a hero picture); the French shopper sees them at once, and the
 * English pages, which she left empty, keep the shop's own texts.
 */

const test = testWithOwnShop();
test.use({ viewport: { width: 375, height: 812 } });

const heroTitle = "Des sacs au crochet faits main à Lyon, pensés pour durer toute une vie et se transmettre";
const tagline = "Le crochet lent, point par point, depuis mon atelier lyonnais";
const card = { title: "Des fils choisis un à un", text: "Du coton bio et de la laine de pays, teints sans chimie agressive." };

/** One of the page's parts, by its heading. */
const part = (page: Page, heading: string | RegExp) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });

/** The French tab of a part; its boxes are then the only ones shown. */
async function inFrench(section: Locator): Promise<Locator> {
  await section.getByRole("tab", { name: "Français" }).click();
  return section.getByRole("tabpanel", { name: "Français" });
}

test("a French owner writes her shop's words and the shopper sees them, the English pages keep the shop's own", async ({
  page,
  browser,
  shop,
}) => {
  // A shopper has the home page already: the shop keeps it until its content changes.
  const shopper = await (await browser.newContext({ baseURL: shop.url, viewport: { width: 375, height: 812 } })).newPage();
  await shopper.goto("/?lng=fr");
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Crocheté à la main, fait pour durer");

  await signInAsOwner(page);
  await page.goto("/admin/settings?lng=fr");
  await page.getByRole("link", { name: "Écrire les mots de votre boutique" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/words$/);
  await expect(page.getByRole("heading", { level: 1, name: "Les mots de votre boutique" })).toBeVisible();

  // A picture of the shop's own, sent through the uploader as a phone's would be.
  await page.goto("/catalog?lng=fr");
  const photo = await page.getByRole("article").first().locator("img").first().getAttribute("src");
  const bytes = await (await page.request.get(photo!.replace(/-\d+\.webp$/, ".webp"))).body();
  await page.goto("/admin/settings/words?lng=fr");

  const home = part(page, "Page d'accueil");
  await home.getByLabel(/^Image \(vide/).setInputFiles({ name: "atelier.webp", mimeType: "image/webp", buffer: bytes });
  await expect(page.getByText("Image importée avec succès !").first()).toBeVisible();
  const homeFr = await inFrench(home);
  const title = homeFr.getByRole("textbox", { name: "Titre", exact: true });
  // The empty box shows the shop's own French title, which stays until she writes hers.
  await expect(title).toHaveAttribute("placeholder", "Crocheté à la main, fait pour durer");
  // Too long: refused with its message, and nothing typed elsewhere is lost.
  await title.fill(`${heroTitle} ${heroTitle}`);
  const footerFr = await inFrench(part(page, "Chaque page"));
  await footerFr.getByRole("textbox", { name: "Slogan", exact: true }).fill(tagline);
  const aboutFr = await inFrench(part(page, /ce que chaque pièce porte en elle$/));
  const firstCard = aboutFr.getByRole("group", { name: "Carte 1" });
  await firstCard.getByRole("textbox", { name: "Titre", exact: true }).fill(card.title);
  await firstCard.getByRole("textbox", { name: "Texte", exact: true }).fill(card.text);
  await page.getByRole("button", { name: "Enregistrer les mots" }).click();
  await expect(homeFr.getByText("Ce texte peut compter 100 caractères au plus")).toBeVisible();
  await expect(footerFr.getByRole("textbox", { name: "Slogan", exact: true })).toHaveValue(tagline);
  await expect(firstCard.getByRole("textbox", { name: "Texte", exact: true })).toHaveValue(card.text);

  await title.fill(heroTitle);
  await page.getByRole("button", { name: "Enregistrer les mots" }).click();
  await expect(page.getByText("Les mots de votre boutique sont enregistrés").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.reload();
  await expect((await inFrench(part(page, "Page d'accueil"))).getByRole("textbox", { name: "Titre", exact: true })).toHaveValue(heroTitle);
  await expectAccessible(page);
  await keepScreenshotsAtBothWidths(page, "shop-words-settings", { fullPage: true });

  // The shopper, right after the save: the home page is not the one kept from before.
  await shopper.goto("/?lng=fr");
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(heroTitle);
  await expect(shopper.locator("main img").first()).toHaveAttribute("src", /\/uploads\/pages\/[0-9a-f-]{36}\.webp$/);
  await expect(shopper.getByRole("contentinfo")).toContainText(tagline);
  expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(shopper);
  await keepScreenshotsAtBothWidths(shopper, "shop-words-home-fr");
  await shopper.goto("/about?lng=fr");
  const values = shopper.locator('section[aria-labelledby="values-title"]');
  await expect(values.getByRole("heading", { level: 3 }).first()).toHaveText(card.title);
  await expect(values).toContainText(card.text);
  // The two cards she left as they were keep the shop's own words.
  await expect(values.getByRole("heading", { level: 3 }).nth(1)).toHaveText("Durabilité");
  await expect(shopper.getByRole("contentinfo")).toContainText(tagline);
  await keepScreenshotsAtBothWidths(shopper, "shop-words-about-fr", { fullPage: true });

  // She wrote no English: the English pages fall back to the shop's own texts, her picture stays.
  await shopper.goto("/?lng=en");
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Crocheted by hand, made to last");
  await expect(shopper.getByRole("contentinfo")).toContainText("Handmade crochet bags, hats and accessories, made to order with care and good yarn.");
  await expect(shopper.getByRole("contentinfo")).not.toContainText(tagline);
  await shopper.goto("/about?lng=en");
  await expect(shopper.locator('section[aria-labelledby="values-title"]').getByRole("heading", { level: 3 }).first()).toHaveText("Quality");
  await shopper.context().close();
});
