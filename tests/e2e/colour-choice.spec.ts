import { type Page } from "@playwright/test";
import { expect, expectAccessible, keepScreenshotsAtBothWidths, signInAsOwner, testWithOwnShop } from "./fixtures";

/*
 * docs/product/storefront.md#colour-choice and #sold-out-colours, docs/product/back-office.md#colour-variants,
 * on a phone: an item whose first colour has sold out opens on a colour in stock, a colour is
 * chosen without scripts too, and deleting a colour is asked first. A shop of its own: the owner
 * changes the demo's stock and colours.
 */

const test = testWithOwnShop();
test.use({ viewport: { width: 375, height: 812 } });

const mainImage = (page: Page) => page.getByRole("button", { name: /Enlarge picture/ }).locator("img");

/** The owner's edit dialog for an item of the demo. */
async function editItem(page: Page, name: string) {
  await page.goto("/admin/items?lng=en");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  return page.getByRole("dialog", { name: "Update item" });
}

test("an item whose first colour has sold out opens on the next colour in stock, on its card and its page", async ({ page }) => {
  await signInAsOwner(page);
  const editor = await editItem(page, "Pompom Beanie");
  await editor.getByRole("button", { name: "Edit variant Charcoal" }).click();
  const colour = editor.getByRole("form", { name: "Color variant" });
  await colour.getByLabel("Stock").fill("0");
  await colour.getByRole("button", { name: "Save colour" }).click();
  await expect(page.getByText("Color variant updated successfully").first()).toBeVisible();
  await expect(editor.getByTestId("variant-row").filter({ hasText: "Charcoal" })).toContainText("Stock: 0");
  await page.keyboard.press("Escape");

  await page.goto("/catalog?lng=en");
  const card = page.getByRole("article", { name: "Pompom Beanie" });
  await expect(card.getByRole("radio", { name: "Charcoal - Out of stock" })).not.toBeChecked();
  await expect(card.getByRole("radio", { name: "Mustard" })).toBeChecked();
  await expect(card.getByText("Color: Mustard")).toBeVisible();
  await expect(card.getByRole("button", { name: "Add to cart: Pompom Beanie" })).toBeEnabled();
  await card.scrollIntoViewIfNeeded();
  await keepScreenshotsAtBothWidths(page, "colour-card-first-sold-out");

  await page.goto("/product/pompom-beanie?lng=en");
  await expect(page.getByRole("radio", { name: "Charcoal - Out of stock" })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: "Mustard" })).toBeChecked();
  await expect(page.getByText("3 in stock")).toBeVisible();
  await expect(mainImage(page)).toHaveAttribute("alt", /^Pompom Beanie – Mustard/);
  const add = page.getByRole("button", { name: "Add to cart" });
  await expect(add).toBeEnabled();
  await expectAccessible(page);
  await keepScreenshotsAtBothWidths(page, "colour-product-first-sold-out");
  await add.click();
  await expect(page.getByText("Pompom Beanie was added to your cart.")).toBeVisible();
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the shopper chooses another colour on the product page and sees its stock and pictures", async ({ page }) => {
    await page.goto("/product/cotton-bucket-hat?lng=en");
    await expect(page.getByRole("radio", { name: "Cream" })).toBeChecked();
    await expect(page.getByText("3 in stock")).toBeVisible();
    const creamPicture = await mainImage(page).getAttribute("src");

    await page.getByRole("radio", { name: "Denim blue" }).check();
    await page.getByRole("button", { name: "Show this color" }).click();
    await expect(page).toHaveURL(/\/product\/cotton-bucket-hat\?color=[0-9a-f-]{36}$/);
    await expect(page.getByRole("radio", { name: "Denim blue" })).toBeChecked();
    await expect(page.getByText("Color: Denim blue")).toBeVisible();
    await expect(page.getByText("2 in stock")).toBeVisible();
    await expect(mainImage(page)).toHaveAttribute("alt", /^Cotton Bucket Hat – Denim blue/);
    await expect(mainImage(page)).not.toHaveAttribute("src", creamPicture!);
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
    await keepScreenshotsAtBothWidths(page, "colour-product-without-scripts");
  });
});

test("deleting a colour is asked first: cancelling keeps it, confirming deletes it", async ({ page }) => {
  await signInAsOwner(page);
  const editor = await editItem(page, "Linen Stitch Zip Pouch");
  const rows = editor.getByTestId("variant-row");
  await expect(rows).toHaveCount(4);

  await editor.getByRole("button", { name: "Delete variant Navy" }).click();
  const question = page.getByRole("alertdialog", { name: "Delete colour" });
  await expect(question).toContainText("Delete the colour “Navy”? Its stock and pictures are deleted with it.");
  await expectAccessible(page);
  await keepScreenshotsAtBothWidths(page, "colour-delete-question");
  // On a computer the editor is a centred panel: the question is still drawn in sight.
  await page.setViewportSize({ width: 1280, height: 812 });
  await expect(question).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(question).toBeInViewport({ ratio: 1 });
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toHaveCount(0);
  await expect(rows).toHaveCount(4);

  // Nothing was sent: opened afresh, the colour is still there.
  const again = await editItem(page, "Linen Stitch Zip Pouch");
  await expect(again.getByTestId("variant-row").filter({ hasText: "Navy" })).toHaveCount(1);
  await again.getByRole("button", { name: "Delete variant Navy" }).click();
  await question.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Color variant deleted successfully").first()).toBeVisible();
  await expect(again.getByTestId("variant-row")).toHaveCount(3);
  await expect(again.getByTestId("variant-row").filter({ hasText: "Navy" })).toHaveCount(0);

  await page.goto("/product/linen-stitch-zip-pouch?lng=en");
  await expect(page.getByRole("radio")).toHaveCount(3);
  await expect(page.getByRole("radio", { name: "Navy" })).toHaveCount(0);
});
