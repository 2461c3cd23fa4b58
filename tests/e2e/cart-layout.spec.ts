import { expect, expectAccessible, test } from "./fixtures";

/** The cart page on a phone and on a desktop screen, with and without the order dialog open. */
test.describe("cart page layout and accessibility", () => {
  test("an empty cart says so and leads to the catalog", async ({ page }) => {
    await page.goto("/cart?lng=en");
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Browse the catalog" })).toHaveAttribute("href", "/catalog");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page).toHaveTitle(/^Your cart/);
    await expectAccessible(page);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px: no horizontal scrolling, and no serious accessibility problem with the dialog closed or open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/?lng=en");
      for (const name of ["Shell Stitch Market Tote", "Granny Square Shoulder Bag", "Cotton Bucket Hat"]) {
        await page.getByRole("button", { name: `Add to cart: ${name}` }).click();
      }
      await page.goto("/cart");
      await expect(page.getByRole("heading", { name: "Summary" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("status")).toBeEmpty();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page);

      await page.getByRole("button", { name: "Request Order" }).click();
      const dialog = page.getByRole("dialog", { name: "Request Order" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Copy & Open Email" }).click();
      await expect(dialog.getByText("Please enter your name")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page);

      // Escape closes it and the focus returns to the button that opened it.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: "Request Order" })).toBeFocused();
    });
  }
});
