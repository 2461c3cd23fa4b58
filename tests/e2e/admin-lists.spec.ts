import { orderNumber } from "~/lib/typography";
import { sendRequest, watchMailAndClipboard } from "./cart-support";
import { expect, expectAccessible, keepScreenshotsAtBothWidths, signInAsOwner, testWithOwnShop } from "./fixtures";

const test = testWithOwnShop();

/** docs/product/back-office.md#list-filters as a French owner meets them on a phone. */

test.use({ viewport: { width: 375, height: 812 } });

/** Today on the shop's clock (Europe/Rome), as a French owner types it. */
const todayInRome = () =>
  new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Rome", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());

test("the owner in French searches the items, and the search stays through a reload", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/items?lng=fr");
  const cards = page.getByTestId("item-card").getByRole("heading");
  await expect(cards.first()).toBeVisible();
  const everyItem = await cards.count();

  // Folded until opened, from the keyboard too.
  await expect(page.getByRole("search")).toBeHidden();
  await page.locator("summary", { hasText: "Rechercher et filtrer" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("searchbox", { name: "Nom" }).fill("BANDEAU TORSADE");
  await page.getByRole("button", { name: "Appliquer les filtres" }).click();
  await expect(page).toHaveURL(/\/admin\/items\?q=BANDEAU\+TORSADE$/);
  await expect(cards).toHaveText(["Bandeau torsadé"]);
  await expect(page.getByText("1 filtre actif")).toBeVisible();
  await keepScreenshotsAtBothWidths(page, "admin-items-filtered", { fullPage: true });
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Nom" })).toHaveValue("BANDEAU TORSADE");
  await expect(cards).toHaveText(["Bandeau torsadé"]);

  // Sold out among the hats: none in the demo, said so, with a way back.
  await page.getByRole("searchbox", { name: "Nom" }).fill("");
  await page.getByLabel("Catégorie").selectOption({ label: "Chapeaux" });
  await page.getByLabel("Stock").selectOption({ label: "Épuisés" });
  await page.getByRole("button", { name: "Appliquer les filtres" }).click();
  await expect(page).toHaveURL(/category=hats&stock=sold-out/);
  await expect(page.getByText("Aucun produit ne correspond à ces filtres.")).toBeVisible();
  await keepScreenshotsAtBothWidths(page, "admin-items-no-match");
  await page.getByRole("link", { name: "Effacer les filtres" }).first().click();
  await expect(page).toHaveURL(/\/admin\/items$/);
  await expect(cards).toHaveCount(everyItem);
});

test("the owner in French filters the orders by status and day, and keeps the filter through a reload", async ({ page, context }) => {
  await watchMailAndClipboard(context);
  const reference = await sendRequest(page);
  await signInAsOwner(page);
  await page.goto("/admin/orders?lng=fr");
  const row = page.getByRole("link", { name: orderNumber(Number(reference), "fr") });
  await expect(row).toBeVisible();

  await page.getByRole("navigation", { name: "Filtrer par statut" }).getByRole("link", { name: /^Annulée/ }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByText("Aucune demande ne correspond à ces filtres.")).toBeVisible();
  await page.getByRole("link", { name: /^Nouvelle/ }).click();
  await expect(row).toBeVisible();

  await page.getByText("Rechercher et filtrer").click();
  await page.getByRole("searchbox", { name: "Nom, e-mail ou référence" }).fill("ADA");
  await page.getByRole("textbox", { name: "Du" }).fill(todayInRome());
  await page.getByRole("textbox", { name: "Au" }).fill("31/02/2026");
  await page.getByRole("button", { name: "Appliquer les filtres" }).click();
  await expect(page).toHaveURL(/status=new&q=ADA&from=/);
  await expect(row).toBeVisible();
  // A day that does not exist is shown back with its message, and filters nothing.
  await expect(page.getByRole("textbox", { name: "Au" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Écrivez la date sous la forme jour/mois/année, par exemple 27/11/2026")).toBeVisible();
  await keepScreenshotsAtBothWidths(page, "admin-orders-filtered", { fullPage: true });
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Nom, e-mail ou référence" })).toHaveValue("ADA");
  await expect(page.getByRole("link", { name: /^Nouvelle/ })).toHaveAttribute("aria-current", "page");
  await expect(row).toBeVisible();

  // The status links keep the search and the day.
  await page.getByRole("link", { name: /^Contactée/ }).click();
  await expect(page).toHaveURL(/status=contacted&q=ADA&from=/);
  await expect(page.getByText("Aucune demande ne correspond à ces filtres.")).toBeVisible();
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the items search is a plain form", async ({ page }) => {
    await signInAsOwner(page);
    await page.goto("/admin/items?lng=fr");
    await page.getByText("Rechercher et filtrer").click();
    await page.getByRole("searchbox", { name: "Nom" }).fill("pochette");
    await page.getByRole("button", { name: "Appliquer les filtres" }).click();
    // The browser sends the empty boxes too: they filter nothing.
    await expect(page).toHaveURL(/\/admin\/items\?q=pochette&status=&category=&stock=$/);
    await expect(page.getByTestId("item-card").getByRole("heading")).toHaveText(["Pochette zippée au point de toile"]);
  });
});
