import { expect } from "@playwright/test";
import { formatPrice } from "~/lib/money";
import { keepScreenshotsAtBothWidths, pageI18n, signInAsOwner, testWithOwnShop } from "./fixtures";

/*
 * docs/product/sale-prices.md: an Italian owner puts a piece on sale on a phone, typing the price
 * with a decimal comma, and a French shopper sees the sale on the product page, the card and the
 * cart line with the lowest price of the 30 days before it.
 */

const test = testWithOwnShop();
test.use({ viewport: { width: 375, height: 812 } });

const it = pageI18n("it").t;
const fr = pageI18n("fr").t;
const names = { it: "Borsa a spalla granny square", fr: "Sac à l'épaule en granny squares" };
/** A day on the shop's clock (Europe/Rome) as an Italian owner writes it, `days` from today. */
const romeDay = (days: number) =>
  new Intl.DateTimeFormat("it-IT", { timeZone: "Europe/Rome", day: "2-digit", month: "2-digit", year: "numeric" }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );

test("an Italian owner puts a piece on sale at 54,90 and a French shopper sees it, with the 30-day lowest price", async ({ page }) => {
  await signInAsOwner(page, "", "it");
  await page.goto("/admin/items?lng=it");
  await page.getByRole("button", { name: it("admin.items.edit", { name: names.it }) }).click();
  const dialog = page.getByRole("dialog", { name: it("admin.items.editTitle") });
  const sale = dialog.getByRole("region", { name: it("admin.sales.title") });
  await sale.getByLabel(it("admin.sales.price")).pressSequentially("54,90");
  const starts = sale.getByRole("group", { name: it("admin.sales.starts") });
  const ends = sale.getByRole("group", { name: it("admin.sales.ends") });
  // An end before the start is refused with its own words.
  await starts.getByLabel(it("admin.sales.day")).fill(romeDay(0));
  await starts.getByLabel(it("admin.sales.time")).fill("0.00");
  await ends.getByLabel(it("admin.sales.day")).fill(romeDay(-1));
  await ends.getByLabel(it("admin.sales.time")).fill("23.59");
  await sale.getByRole("button", { name: it("admin.sales.save") }).click();
  await expect(sale.getByText(it("admin.sales.endBeforeStart"))).toBeVisible();
  await ends.getByLabel(it("admin.sales.day")).fill(romeDay(7));
  // Pressed straight from the box as a hand presses, held for a moment, on a slow connection, the
  // way Safari presses: the button is not focused, so leaving the box sends its check. That check
  // must not disable the button under the finger and lose the press.
  await page.route("**/admin/items.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const saveButton = sale.getByRole("button", { name: it("admin.sales.save") });
  await saveButton.evaluate((button) =>
    button.addEventListener("mousedown", (event) => {
      event.preventDefault();
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    }),
  );
  const save = await saveButton.boundingBox();
  if (!save) throw new Error("the save button is not on the page");
  await page.mouse.move(save.x + save.width / 2, save.y + save.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.up();
  await expect(page.getByText(it("admin.sales.saved"))).toBeVisible();
  await page.unrouteAll({ behavior: "wait" });
  await expect(sale.getByRole("list", { name: it("admin.sales.listLabel") })).toContainText(/54,90\s€/);
  await expect(sale.getByRole("list", { name: it("admin.sales.listLabel") })).toContainText(it("admin.sales.running"));
  await keepScreenshotsAtBothWidths(page, "sale-editor");

  await page.context().clearCookies();
  const lowest = fr("catalog.lowestBeforeSale", { price: formatPrice(89, "fr") });
  await page.goto("/product/granny-square-shoulder-bag?lng=fr");
  const main = page.locator("main");
  await expect(main).toContainText(/54,90\s€/);
  await expect(main.getByText(lowest)).toBeVisible();
  await expect(main.getByText(fr("catalog.onSale"), { exact: true })).toBeVisible();
  await keepScreenshotsAtBothWidths(page, "sale-product");

  await page.goto("/catalog?lng=fr");
  const card = page.getByRole("article", { name: names.fr });
  await expect(card).toContainText(/54,90\s€/);
  await expect(card.getByText(lowest)).toBeVisible();
  await card.getByText(lowest).scrollIntoViewIfNeeded();
  await keepScreenshotsAtBothWidths(page, "sale-card");

  // The cart line announces the same reduction under its unit price.
  await card.getByRole("button", { name: fr("catalog.addNameToCart", { name: names.fr }) }).click();
  await page.goto("/cart?lng=fr");
  const line = page.getByRole("listitem").filter({ hasText: names.fr });
  await expect(line).toContainText(/54,90\s€/);
  await expect(line.getByText(lowest)).toBeVisible();
  await expect(line.getByText(fr("catalog.onSale"), { exact: true })).toBeVisible();
  await keepScreenshotsAtBothWidths(page, "sale-cart");
});
