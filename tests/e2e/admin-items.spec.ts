import { expect } from "@playwright/test";
import { keepScreenshotsAtBothWidths, picture, signInAsOwner, testWithOwnShop } from "./fixtures";

const test = testWithOwnShop();

test("the owner creates an item with two colour variants, sees it in the shop, edits and deletes it", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/items?lng=en");
  await keepScreenshotsAtBothWidths(page, "admin-items-list");

  await page.getByRole("button", { name: "New item" }).click();
  const dialog = page.getByRole("dialog", { name: "Create item" });
  await dialog.getByLabel("Name *").fill("Rainbow Test Bag");
  await expect(dialog.getByLabel("Slug")).toHaveValue("rainbow-test-bag");
  await dialog.getByLabel("Price (€) *").fill("19.90");
  await dialog.getByLabel("Stock *").fill("5");
  // The switch is drawn over its checkbox: the owner clicks its label.
  await dialog.locator("label", { hasText: "Has color variants" }).click();
  await expect(dialog.getByRole("switch", { name: "Has color variants" })).toBeChecked();
  await dialog.getByRole("button", { name: "Create item" }).click();
  await expect(page.getByText("Item created! Now you can manage color variants.")).toBeVisible();
  const editor = page.getByRole("dialog", { name: "Update item" });
  await expect(editor).toBeVisible();

  for (const [name, hex, stock, color] of [
    ["Coral", "#ff7f50", "2", "#ff7f50"],
    ["Teal", "#008080", "3", "#008080"],
  ] as const) {
    await editor.getByRole("button", { name: "New colour" }).click();
    const variant = editor.getByRole("form", { name: "Color variant" });
    await variant.getByLabel("Color name (English)").fill(name);
    await variant.getByLabel("Hex code").fill(hex);
    await variant.getByLabel("Stock").fill(stock);
    await variant.locator('input[type="file"]').setInputFiles([await picture(`${name}.png`, color)]);
    await expect(variant.getByRole("img", { name: "Image 1" })).toBeVisible();
    if (name === "Teal") await keepScreenshotsAtBothWidths(page, "admin-items-dialog");
    await variant.getByRole("button", { name: "Add colour" }).click();
    await expect(page.getByText("Color variant created successfully").first()).toBeVisible();
    await expect(editor.getByTestId("variant-row").filter({ hasText: name })).toBeVisible();
  }
  await page.keyboard.press("Escape");
  const card = page.getByRole("article", { name: "Rainbow Test Bag" });
  await expect(card).toBeVisible();
  await expect(card.getByText("Colors")).toBeVisible();
  await expect(card.getByText("fr missing")).toBeVisible();

  await page.goto("/catalog?lng=en");
  await expect(page.getByText("Rainbow Test Bag").first()).toBeVisible();
  await page.goto("/product/rainbow-test-bag?lng=en");
  await expect(page.getByRole("heading", { name: "Rainbow Test Bag" })).toBeVisible();
  const colors = page.getByRole("radiogroup", { name: "Choose a color" });
  await expect(colors.getByRole("radio", { name: "Coral" })).toBeChecked();
  await colors.getByRole("radio", { name: "Teal" }).click();
  await expect(page.getByText("Color: Teal")).toBeVisible();

  await page.goto("/admin/items?lng=en");
  await page.getByRole("button", { name: "Edit Rainbow Test Bag" }).click();
  const edit = page.getByRole("dialog", { name: "Update item" });
  await edit.getByLabel("Price (€) *").fill("25");
  await edit.getByRole("button", { name: "Save item" }).click();
  await expect(page.getByText("Item updated successfully")).toBeVisible();
  await expect(page.getByRole("article", { name: "Rainbow Test Bag" })).toContainText("25.00");

  await page.getByRole("link", { name: "Delete Rainbow Test Bag" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Item deleted successfully")).toBeVisible();
  await expect(page.getByRole("article", { name: "Rainbow Test Bag" })).toHaveCount(0);
  const gone = await page.goto("/product/rainbow-test-bag?lng=en");
  expect(gone?.status()).toBe(404);
});

test("images of an item without variants are uploaded, reordered and kept in that order", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/items?lng=en");
  await page.getByRole("button", { name: "New item" }).click();
  const dialog = page.getByRole("dialog", { name: "Create item" });
  await dialog.getByLabel("Name *").fill("Three Picture Hat");
  await dialog.getByLabel("Price (€) *").fill("12");
  await dialog
    .locator('input[type="file"]')
    .setInputFiles([await picture("a.png", "#aa0000"), await picture("b.png", "#00aa00"), await picture("c.png", "#0000aa")]);
  await expect(dialog.getByRole("img", { name: "Image 3" })).toBeVisible();
  const before = await dialog.getByRole("img", { name: /Image \d/ }).evaluateAll((els) => els.map((el) => el.getAttribute("src")));
  await dialog.getByRole("button", { name: "Move image 3 earlier" }).click();
  await dialog.getByRole("button", { name: "Move image 2 earlier" }).click();
  await dialog.getByRole("button", { name: "Create item" }).click();
  await expect(page.getByText("Item created successfully")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.goto("/product/three-picture-hat?lng=en");
  const main = page.locator("main img").first();
  await expect(main).toHaveAttribute("src", before[2]!);
});
