import { expect, interactiveTest as test } from "./fixtures";
import { eq } from "drizzle-orm";
import { orderRequests } from "~db/schema";
import { clipboardText, openedUrls, startOwnShop, watchMailAndClipboard, type OwnShop } from "./cart-support";

/** "Make me one like this" (issue 4): a sold-out piece commissioned through the order dialog. */
test.describe("commission request", () => {
  let shop: OwnShop;
  test.beforeEach(async ({ context }) => {
    shop = await startOwnShop();
    await watchMailAndClipboard(context);
  });
  test.afterEach(async () => {
    await shop.stop();
  });

  test("a sold-out item can be commissioned; the request is stored as a commission", async ({ page }) => {
    await page.goto(`${shop.url}/product/chunky-round-basket?lng=en`);
    await page.getByRole("button", { name: "Make me one like this" }).click();
    const dialog = page.getByRole("dialog", { name: "Make me one like this" });
    await expect(dialog.getByText("Chunky Round Basket")).toBeVisible();
    // The field for bots is in the form, but no one sees it, hears it or tabs to it.
    await expect(dialog.locator('input[name="website"]')).toBeHidden();
    expect(await dialog.ariaSnapshot()).not.toMatch(/Leave this field empty|website/i);
    await dialog.getByLabel("Name").focus();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).not.toBe("website");
    }
    await dialog.getByLabel("Name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill("ada@example.com");
    await expect(dialog.getByText("Colour, size, a gift message: anything that helps.")).toBeVisible();
    await dialog.getByLabel("Your wishes").fill("The same basket, a little taller");
    // The request binds to nothing (LEGAL.md §1).
    await expect(dialog.getByText("The request binds you to nothing: nothing is owed until you accept the quote.", { exact: false })).toBeVisible();
    // Made to the shopper's specifications: the exclusion and its reason, before sending (docs/product/cart-and-orders.md#commissions).
    const exclusion =
      "A piece made at your request is made to your specifications, so the right of withdrawal does not apply to it (EU Directive 2011/83, art. 16(c)). The legal guarantee still does.";
    await expect(dialog.getByTestId("commission-withdrawal")).toHaveText(exclusion);
    await dialog.getByRole("button", { name: "Copy & Open Email" }).click();

    const received = await page.getByText(/Your request #\d+ has been received\./).textContent();
    const reference = Number(/#(\d+)/.exec(received ?? "")?.[1]);
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeFocused();
    const text = await clipboardText(page);
    expect(text).toMatch(new RegExp(`^Commission request #${reference}\n`));
    expect(text).toContain("Chunky Round Basket x 1 — €39.00");
    expect(text).toContain("Notes: The same basket, a little taller");
    expect(text).toContain(exclusion);
    expect(text).not.toContain("within 14 days");
    const [mailto] = await openedUrls(page);
    expect(new URL(mailto).searchParams.get("subject")).toBe(`Commission request #${reference}`);

    await shop.whileStopped(
      async (db) => {
        const [row] = await db.select().from(orderRequests).where(eq(orderRequests.reference, reference));
        expect(row).toMatchObject({ kind: "commission", notes: "The same basket, a little taller", total: 39 });
        expect(row.lines).toMatchObject([{ name: "Chunky Round Basket", qty: 1 }]);
      },
      { restart: false },
    );
  });

  test("a tap that comes before the order form's code opens the dialog once the code is there", async ({ page }) => {
    // The form's code is held back, as on a slow phone, until the button has been tapped.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/order-dialog-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(`${shop.url}/product/chunky-round-basket?lng=en`);
    const button = page.getByRole("button", { name: "Make me one like this" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Make me one like this" });
    await expect.poll(() => asked).toBe(true);
    await expect(dialog).toHaveCount(0);
    release();
    await expect(dialog.getByText("Chunky Round Basket")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeVisible();
    // Closed without sending, the focus goes back to the button.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
