import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { decodedMail, startTestInbox, type TestInbox } from "../support/test-inbox";
import { sendRequest, watchMailAndClipboard } from "./cart-support";
import {
  copyOfDemoData,
  expect,
  expectAccessible,
  interactiveNavigations,
  interactiveTest,
  keepScreenshotsAtBothWidths,
  owner,
  signInAsOwner,
} from "./fixtures";

/*
 * docs/product/cart-and-orders.md#withdrawal-function (LEGAL.md §5) on a phone: a request, the
 * owner's quote, the shopper's acceptance, then "Withdraw from contract here", its confirmation
 * step, the acknowledgement received by the shop's mail server, and the owner seeing it; once with
 * the shopper's scripts, once without.
 */

let shop: ShopServer;
let inbox: TestInbox;

/** A shop of its own whose e-mails go to a local SMTP server, for the worker. */
const test = interactiveTest.extend<object, { mailingShop: ShopServer }>({
  mailingShop: [
    async ({}, use) => {
      inbox = await startTestInbox();
      const dataDir = copyOfDemoData();
      shop = await startShopServer({ dataDir, env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, SMTP_URL: inbox.url } });
      await use(shop);
      await shop.stop();
      await inbox.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ mailingShop }, use) => use(mailingShop.url),
});
test.use({ viewport: { width: 375, height: 812 } });

/** The owner, in a browser of their own, quotes the request at its own prices. */
async function ownerQuotes(browser: Browser, reference: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width: 375, height: 812 } });
  const page = interactiveNavigations(await context.newPage());
  await signInAsOwner(page);
  await page.goto("/admin/orders?lng=en");
  await page.getByRole("link", { name: `#${reference}` }).click();
  const quote = page.getByRole("form", { name: "Quote" });
  await quote.getByLabel("Shipping (€)").fill("4.90");
  await quote.getByRole("button", { name: "Send quote" }).click();
  await expect(page.getByText("Waiting for the shopper")).toBeVisible();
  return page;
}

/** From the accepted quote to the acknowledgement: the function, its confirmation step, the e-mail. */
async function withdraw(shopper: Page, reference: string, screenshots: string, scripts: boolean) {
  const section = shopper.locator("#withdrawal");
  await expect(section).toContainText("You can withdraw from this contract, without giving any reason, until 14 days after you receive the pieces.");
  await section.getByRole("link", { name: "Withdraw from contract here" }).click();
  await expect(shopper.getByRole("heading", { level: 2, name: "Confirm your withdrawal" })).toBeVisible();
  await expect(section).toContainText(`You are withdrawing from the whole contract of request #${reference}, for these pieces:`);
  await expect(shopper.getByTestId("withdrawal-pieces")).toContainText("Pompom Beanie (Mustard) × 2");
  await expect(shopper.getByLabel("Your name")).toHaveValue("Ada Lovelace");
  await expect(shopper.getByLabel("E-mail for the acknowledgement of receipt")).toHaveValue("ada@example.com");
  // axe runs in the page: only where scripts do.
  if (scripts) await expectAccessible(shopper);
  await keepScreenshotsAtBothWidths(shopper, `${screenshots}-confirm`, { fullPage: true });
  const acknowledgement = inbox.next("ada@example.com");
  await shopper.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(shopper.getByTestId("withdrawal-done")).toContainText("You withdrew from this contract on");
  await expect(shopper.getByTestId("withdrawal-done")).toContainText("The acknowledgement of receipt goes to ada@example.com.");
  await expect(shopper.getByTestId("request-history")).toContainText("You withdrew from the contract");
  await expect(shopper.getByRole("link", { name: "Withdraw from contract here" })).toHaveCount(0);
  await keepScreenshotsAtBothWidths(shopper, `${screenshots}-done`, { fullPage: true });
  const mail = decodedMail((await acknowledgement).raw);
  expect(mail).toMatch(new RegExp(`^Subject: Acknowledgement of your withdrawal from request #${reference}`, "m"));
  expect(mail).toContain(`Statement by Ada Lovelace: I withdraw from the contract of request #${reference} for these pieces:`);
  expect(mail).toMatch(/\d{2}:\d{2} (GMT|UTC|CES?T)/);
}

/** The owner sees the withdrawal in the list and on the request, with the refund deadline. */
async function ownerSeesIt(ownerPage: Page, reference: string, screenshots: string | null) {
  await ownerPage.goto("/admin/orders?lng=en");
  await expect(ownerPage.getByRole("row").filter({ hasText: `#${reference}` })).toContainText("Withdrawn");
  await ownerPage.getByRole("link", { name: `#${reference}` }).click();
  const withdrawal = ownerPage.getByTestId("order-withdrawal");
  await expect(withdrawal).toContainText("The shopper withdrew from the contract on");
  await expect(withdrawal).toContainText(/Refund by \d{1,2} \w+ \d{4}/);
  if (screenshots) await keepScreenshotsAtBothWidths(ownerPage, `${screenshots}-owner`, { fullPage: true });
}

test("a shopper withdraws through the function on a phone, gets the acknowledgement, and the owner sees it", async ({ page, context, browser }) => {
  await watchMailAndClipboard(context);
  const reference = await sendRequest(page);
  await page.getByRole("link", { name: "Open your request's page" }).click();
  const ownerPage = await ownerQuotes(browser, reference);
  await page.reload();
  // No function before the contract.
  await expect(page.getByRole("link", { name: "Withdraw from contract here" })).toHaveCount(0);
  await page.getByRole("button", { name: "Accept the quote" }).click();
  await expect(page.getByText("Quote accepted", { exact: true })).toBeVisible();
  await withdraw(page, reference, "withdrawal", true);
  await ownerSeesIt(ownerPage, reference, "withdrawal");
  await ownerPage.context().close();
});

test("a shopper without JavaScript withdraws through the same two steps", async ({ page, context, browser }) => {
  await watchMailAndClipboard(context);
  const reference = await sendRequest(page);
  const link = await page.getByRole("link", { name: "Open your request's page" }).getAttribute("href");
  const ownerPage = await ownerQuotes(browser, reference);
  const plain = await browser.newContext({ baseURL: shop.url, javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const shopper = await plain.newPage();
  await shopper.goto(`${link}?lng=en`);
  await shopper.getByRole("button", { name: "Accept the quote" }).click();
  await expect(shopper.getByText("Quote accepted", { exact: true })).toBeVisible();
  await withdraw(shopper, reference, "withdrawal-no-script", false);
  await ownerSeesIt(ownerPage, reference, null);
  await plain.close();
  await ownerPage.context().close();
});
