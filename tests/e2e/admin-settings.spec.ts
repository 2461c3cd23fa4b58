import fs from "node:fs";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { clipboardText, openedUrls, watchMailAndClipboard } from "./cart-support";
import { copyOfDemoData, expect, interactiveTest as test, owner, signInAsOwner } from "./fixtures";

/**
 * The owner's first visit to the Settings page, on a phone (375 px): the back office says order
 * requests go to the demo address, the owner sets the shop's name and address, and the shop's
 * pages and the order e-mail use them at once (docs/decisions/0029).
 */
test.use({ viewport: { width: 375, height: 812 } });

const demoAddress = "hello@filo-uncinetto.example";
let shop: ShopServer;
let dataDir = "";

async function startShop(env: Record<string, string> = {}) {
  dataDir = copyOfDemoData();
  shop = await startShopServer({ dataDir, env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, ...env } });
}

test.afterEach(async () => {
  await shop?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("the owner replaces the demo order address and the shop's name, and shoppers' pages use them", async ({ page, context }) => {
  await startShop();
  // The terminal said it at the first start, beside the address of the shop.
  await expect.poll(() => shop.output()).toMatch(/Shop ready at http:\/\/localhost:\d+ \(database: pglite\)\nWarning: order requests still go to the demo address hello@filo-uncinetto\.example/);
  await watchMailAndClipboard(context);
  await signInAsOwner(page, shop.url);

  const banner = page.getByRole("region", { name: "Where order requests go" });
  await expect(banner).toContainText(`Order requests still go to the demo address ${demoAddress}`);
  await banner.getByRole("link", { name: "Set your order e-mail" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  const name = page.getByLabel("Shop name");
  const email = page.getByLabel("Order e-mail address");
  await expect(name).toHaveValue("Filo & Uncinetto");
  await expect(email).toHaveValue(demoAddress);
  await name.fill("Maria's Hooks");
  await page.getByLabel("Instagram address").fill("https://www.instagram.com/mariashooks/");
  await page.getByRole("tab", { name: "English" }).click();
  await page.getByLabel("Introduction").first().fill("I crochet every piece myself, by the sea in Liguria.");
  // A slip: the address lacks its domain.
  await email.fill("maria.rossi@");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Enter a valid e-mail address, like name@example.com")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  // Nothing typed is lost, and nothing is saved yet: the banner still warns.
  await expect(name).toHaveValue("Maria's Hooks");
  await expect(page.getByLabel("Instagram address")).toHaveValue("https://www.instagram.com/mariashooks/");
  await expect(banner).toBeVisible();

  await email.fill("maria.rossi@example.com");
  await expect(page.getByText("Enter a valid e-mail address, like name@example.com")).toBeHidden();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByLabel("Order e-mail address")).toHaveValue("maria.rossi@example.com");
  await expect(page.getByRole("region", { name: "Where order requests go" })).toBeHidden();

  // The shop's pages, in English and in Italian, name the shop and its address anew.
  for (const language of ["en", "it"]) {
    await page.goto(`${shop.url}/about?lng=${language}`);
    await expect(page).toHaveTitle(/Maria's Hooks/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Maria's Hooks" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Maria's Hooks");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "maria.rossi@example.com" })).toHaveAttribute(
      "href",
      "mailto:maria.rossi@example.com",
    );
    // The owner's introduction, in Italian too until it is translated.
    await expect(page.getByText("I crochet every piece myself, by the sea in Liguria.")).toBeVisible();
  }

  // The cart's order e-mail goes to the new address.
  await page.goto(`${shop.url}/product/granny-square-shoulder-bag?lng=en`);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await page.goto(`${shop.url}/cart?lng=en`);
  await page.getByRole("button", { name: "Request Order" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Order" });
  await dialog.getByLabel("Name").fill("Ada Lovelace");
  await dialog.getByLabel("Email").fill("ada@example.com");
  await dialog.getByRole("button", { name: "Copy & Open Email" }).click();
  await expect(page.getByRole("region", { name: "Thank you!" })).toBeVisible();
  const [mailto] = await openedUrls(page);
  expect(new URL(mailto).pathname).toBe("maria.rossi@example.com");
  expect(await clipboardText(page)).toContain("Granny Square Shoulder Bag");
});

test("a setting the server's configuration fixes is shown read-only, and the start names the address", async ({ page }) => {
  await startShop({ SHOP_EMAIL: "orders@studio.example.com" });
  await expect.poll(() => shop.output()).toMatch(/Shop ready at http:\/\/localhost:\d+ \(database: pglite\)\nOrder requests are sent to orders@studio\.example\.com\n/);
  await signInAsOwner(page, shop.url);
  // A real address: no banner.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Where order requests go" })).toHaveCount(0);
  await page.goto(`${shop.url}/admin/settings`);
  const email = page.getByLabel("Order e-mail address");
  await expect(email).toHaveValue("orders@studio.example.com");
  await expect(email).toHaveAttribute("readonly", "");
  await expect(page.getByText("Set by the server's configuration (SHOP_EMAIL); change it there.")).toBeVisible();
  await expect(page.getByLabel("Shop name")).not.toHaveAttribute("readonly", "");
});
