import { expect, interactiveTest as test } from "./fixtures";
import { asc, eq } from "drizzle-orm";
import type { Database } from "~db/client";
import { colorVariants, items } from "~db/schema";
import { openedUrls, startOwnShop, watchMailAndClipboard, type OwnShop } from "./cart-support";

/** The cart remembers what the shopper saw; the cart page checks it against today's shop. */
test.describe("the cart's check against the server", () => {
  let shop: OwnShop;
  test.beforeEach(async () => {
    shop = await startOwnShop();
  });
  test.afterEach(async () => {
    await shop.stop();
  });

  test("shows a changed price, a sold-out colour and a withdrawn item on their lines, and never sends them as they were", async ({ page }) => {
    await page.goto(`${shop.url}/?lng=en`);
    await page.getByRole("button", { name: "Add to cart: Shell Stitch Market Tote" }).click();
    await page.getByRole("button", { name: "Add to cart: Cotton Bucket Hat" }).click();
    await page.getByRole("button", { name: "Add to cart: Granny Square Shoulder Bag" }).click();

    // While the shopper is away: the tote costs more, the cream hat sells out, the bag is withdrawn,
    // and a made-to-order scarf is in the cart from an earlier visit, remembered with an old name.
    const scarf = await shop.whileStopped(async (db) => {
      await db.update(items).set({ price: 72 }).where(eq(items.slug, "shell-stitch-market-tote"));
      const cream = await firstColour(db, "cotton-bucket-hat");
      await db.update(colorVariants).set({ stock: 0 }).where(eq(colorVariants.id, cream.id));
      await db.update(items).set({ active: false }).where(eq(items.slug, "granny-square-shoulder-bag"));
      const [row] = await db.select().from(items).where(eq(items.slug, "ribbed-chunky-scarf"));
      return row;
    });
    await page.evaluate((line) => {
      const cart = JSON.parse(localStorage.getItem("crochet_cart_v1") ?? "[]");
      cart.push(line);
      localStorage.setItem("crochet_cart_v1", JSON.stringify(cart));
    }, {
      id: scarf.id,
      slug: scarf.slug,
      name: "Old scarf name",
      price: scarf.price,
      stock: 2,
      image: null,
      alt: "",
      description: "",
      tags: [],
      selectedColorId: null,
      colorName: null,
      colorHex: null,
      leadTimeDays: null,
      qty: 1,
    });

    await page.goto(`${shop.url}/cart?lng=en`);
    const line = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(line("Shell Stitch Market Tote").getByText("The price has changed from €68.00 to €72.00.")).toBeVisible();
    await expect(line("Shell Stitch Market Tote").getByText("€72.00 each")).toBeVisible();
    await expect(line("Cotton Bucket Hat").getByText("Sold out. Remove it to send your request.")).toBeVisible();
    await expect(line("Granny Square Shoulder Bag").getByText("No longer available. Remove it to send your request.")).toBeVisible();
    await expect(line("Ribbed Chunky Scarf").getByText("Made to order, ready in about 7 days")).toBeVisible();

    // The stored cart now holds today's price and stock.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("crochet_cart_v1") ?? "[]"));
    expect(stored.map((l: { slug: string; price: number; stock: number }) => [l.slug, l.price, l.stock])).toEqual([
      ["shell-stitch-market-tote", 72, 3],
      ["cotton-bucket-hat", 45, 0],
      ["granny-square-shoulder-bag", 89, 1],
      ["ribbed-chunky-scarf", 58, 2],
    ]);

    const request = page.getByRole("button", { name: "Request Order" });
    await expect(request).toBeDisabled();
    await expect(page.getByText("Remove the pieces that are no longer available to send your request.")).toBeVisible();
    await page.getByRole("button", { name: "Remove Cotton Bucket Hat from the cart" }).click();
    await page.getByRole("button", { name: "Remove Granny Square Shoulder Bag from the cart" }).click();
    await expect(request).toBeEnabled();
    // The price change stays on show until the request is sent.
    await expect(line("Shell Stitch Market Tote").getByText("The price has changed from €68.00 to €72.00.")).toBeVisible();
    await expect(page.getByRole("complementary").getByText("€130.00")).toBeVisible();
  });

  test("a request refused by the server names the lines and updates the cart, without opening the mail", async ({ page, context }) => {
    await watchMailAndClipboard(context);
    await page.goto(`${shop.url}/?lng=en`);
    await page.getByRole("button", { name: "Add to cart: Shell Stitch Market Tote" }).click();
    await page.goto(`${shop.url}/cart`);
    await page.getByRole("button", { name: "Increase the quantity of Shell Stitch Market Tote" }).click();
    await expect(page.getByRole("spinbutton")).toHaveValue("2");

    // Between the page's check and the submit, someone else buys two of the three.
    await page.getByRole("button", { name: "Request Order" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill("ada@example.com");
    await shop.whileStopped(async (db) => {
      const sand = await firstColour(db, "shell-stitch-market-tote");
      await db.update(colorVariants).set({ stock: 1 }).where(eq(colorVariants.id, sand.id));
    });
    await dialog.getByRole("button", { name: "Copy & Open Email" }).click();

    await expect(dialog.getByRole("alert")).toContainText("Some pieces have changed");
    await expect(dialog.getByRole("alert")).toContainText("Shell Stitch Market Tote (Sand): only 1 left");
    await expect(page.getByRole("spinbutton", { includeHidden: true })).toHaveValue("1");
    await expect(dialog).toBeVisible();
    expect(await openedUrls(page)).toEqual([]);
  });
});

/** The colour a card picks first (docs/product/storefront.md#colour-choice): the item's first by sort order. */
async function firstColour(db: Database, slug: string) {
  const [variant] = await db
    .select({ id: colorVariants.id })
    .from(colorVariants)
    .innerJoin(items, eq(items.id, colorVariants.itemId))
    .where(eq(items.slug, slug))
    .orderBy(asc(colorVariants.sortOrder))
    .limit(1);
  return variant;
}
