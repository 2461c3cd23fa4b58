import { type Browser, type Page } from "@playwright/test";
import { sendRequest, watchMailAndClipboard } from "./cart-support";
import { chooseDelivery } from "./delivery-support";
import {
  expect,
  expectAccessible,
  interactiveNavigations,
  keepScreenshotsAtBothWidths,
  pageI18n,
  signInAsOwner,
  testWithOwnShop,
} from "./fixtures";

const test = testWithOwnShop();

/*
 * docs/decisions/0035 as the shopper and the owner meet it: a request, its private page, the owner's
 * quote with shipping, the shopper's acceptance (with and without scripts), the owner's
 * confirmation, and the stock that follows.
 */

async function mustardStock(page: Page) {
  await page.goto("/product/pompom-beanie?lng=en");
  await page.getByRole("radio", { name: "Mustard" }).click();
  return page.getByText(/\d+ in stock/);
}

/** The owner, in a browser of their own, sends a quote for the request: a new unit price and shipping. */
async function ownerSendsQuote(
  owner: Page,
  reference: string,
  price: string,
  shipping: string,
) {
  await owner.goto("/admin/orders?lng=en");
  await owner.getByRole("link", { name: `#${reference}` }).click();
  await expect(
    owner.getByRole("heading", { level: 1, name: `Request #${reference}` }),
  ).toBeVisible();
  const quote = owner.getByRole("form", { name: "Quote" });
  await quote.getByLabel("Unit price (€)").first().fill(price);
  await quote.getByLabel("Shipping (€)").fill(shipping);
  await quote
    .getByLabel("Note for the shopper")
    .fill("Made in the mustard of your photo.");
  await quote.getByRole("button", { name: "Send quote" }).click();
  await expect(
    owner.getByText("Quote sent", { exact: true }).first(),
  ).toBeVisible();
  await expect(owner.getByText("Waiting for the shopper")).toBeVisible();
}

async function ownerPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = interactiveNavigations(await context.newPage());
  await signInAsOwner(page);
  return page;
}

test("a shopper follows a request from its page, accepts the owner's quote, and sees it confirmed", async ({
  page,
  context,
  browser,
  shop,
}, testInfo) => {
  await watchMailAndClipboard(context);

  // The shopper sends a request and opens its page from the confirmation.
  const reference = await sendRequest(page);
  // This shop has no SMTP: nothing promises an e-mail (docs/product/cart-and-orders.md#e-mails-to-shoppers).
  await expect(page.getByTestId("order-shopper-mail")).toHaveText(
    "No confirmation email is sent from this shop: the link above is the way back to your request.",
  );
  await page.getByRole("link", { name: "Open your request's page" }).click();
  await expect(page).toHaveURL(/\/request\/[0-9a-f]{64}$/);
  await expect(
    page.getByRole("heading", { level: 1, name: `Request #${reference}` }),
  ).toBeVisible();
  await expect(page.getByText("Received", { exact: true })).toBeVisible();
  await expect(page.getByText("Colour: Mustard")).toBeVisible();
  await expect(page.getByText("Quantity: 2")).toBeVisible();
  await expect(page.getByText("ada@example.com")).toBeVisible();
  await expect(page.getByTestId("request-no-mail")).toHaveText(
    "This shop sends no emails: keep the link to this page, where my answers and quotes appear.",
  );
  const requestUrl = page.url();

  // The owner answers with a quote: 12.50 a beanie and 4.90 shipping.
  const owner = await ownerPage(browser, shop.url);
  await ownerSendsQuote(owner, reference, "12.50", "4.90");
  await expectAccessible(owner);
  await owner.screenshot({ path: testInfo.outputPath("owner-quoted-1280.png"), fullPage: true });
  await owner.setViewportSize({ width: 375, height: 800 });
  await owner.screenshot({ path: testInfo.outputPath("owner-quoted-375.png"), fullPage: true });
  await owner.setViewportSize({ width: 1280, height: 800 });

  // The shopper sees the quote and accepts it.
  await page.reload();
  await expect(page.getByText("Quote waiting for your answer")).toBeVisible();
  await expect(page.getByTestId("quote-total")).toHaveText("€29.90");
  await expect(
    page.getByText("Made in the mustard of your photo."),
  ).toBeVisible();
  // Before the control that binds: the pre-contractual summary (LEGAL.md §1, §3), the catalogue
  // piece keeping its right of withdrawal.
  const summary = page.getByTestId("pre-contract-summary");
  await expect(summary.getByTestId("pre-contract-total")).toHaveText("€29.90");
  await expect(summary).toContainText("You can withdraw within 14 days of delivery");
  await expect(summary).toContainText("Every piece has the legal guarantee of conformity for two years from delivery.");
  await expect(summary.getByRole("link", { name: "Read the terms of sale" })).toHaveAttribute("href", "/policies/terms");
  await expect(page.getByTestId("line-withdrawal")).toHaveText("You can withdraw within 14 days of delivery");
  const order = page.getByRole("button", { name: "Order with obligation to pay" });
  expect((await summary.boundingBox())!.y).toBeLessThan((await order.boundingBox())!.y);
  await page.screenshot({ path: testInfo.outputPath("request-quoted-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
  await page.screenshot({
    path: testInfo.outputPath("request-quoted-375.png"),
    fullPage: true,
  });
  // Not before the delivery is chosen; the shopper writes, then gives a postal address.
  await page.getByRole("button", { name: "Order with obligation to pay" }).click();
  await expect(page.getByText("Before accepting, tell me how the pieces should reach you")).toBeVisible();
  await page.getByLabel("Write to me").fill("Could it be ready by the 20th?");
  await page.getByRole("button", { name: "Send message" }).click();
  const written = page.getByTestId("conversation-messages").locator('[data-author="shopper"]');
  await expect(written).toContainText("Could it be ready by the 20th?");
  await expect(written).toContainText("You");
  await keepScreenshotsAtBothWidths(page, "request-delivery-and-message", { fullPage: true });
  await chooseDelivery(page, pageI18n("en"), { name: "Ada Lovelace", street: "Via Roma 1", postalCode: "10121", city: "Torino" });
  await expect(page.getByTestId("delivery-choice")).toContainText("Italy");
  await page.getByRole("button", { name: "Order with obligation to pay" }).click();
  await expect(
    page.getByText("Thank you for your order! The contract is made."),
  ).toBeVisible();
  await expect(page.getByText("Quote accepted", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Order with obligation to pay" }),
  ).toHaveCount(0);

  // The owner sees the acceptance, confirms, and the stock goes down by the quote's quantity.
  await owner.reload();
  await expect(
    owner.getByText("Accepted", { exact: true }).first(),
  ).toBeVisible();
  await expect(owner.getByTestId("delivery-choice")).toHaveText(/Ada Lovelace\s*Via Roma 1\s*10121 Torino\s*Italy/);
  await expect(owner.getByTestId("conversation-messages").locator('[data-author="shopper"]')).toContainText("Could it be ready by the 20th?");
  await keepScreenshotsAtBothWidths(owner, "owner-delivery-and-message", { fullPage: true });
  await owner.getByRole("button", { name: "Confirm" }).click();
  await expect(owner.getByText("Status changed to Confirmed")).toBeVisible();
  await expect(await mustardStock(owner)).toHaveText("1 in stock");

  // The orders list shows what was agreed: the quote's total, marked as such.
  await owner.goto("/admin/orders?lng=en");
  const row = owner.getByRole("row").filter({ hasText: `#${reference}` });
  await expect(row).toContainText("€29.90");
  await expect(row).toContainText("accepted quote");
  await expectAccessible(owner);
  await owner.screenshot({ path: testInfo.outputPath("owner-orders-agreed-1280.png"), fullPage: true });
  await owner.setViewportSize({ width: 375, height: 800 });
  await expect(owner.getByText("accepted quote")).toBeVisible();
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await owner.screenshot({ path: testInfo.outputPath("owner-orders-agreed-375.png"), fullPage: true });
  await owner.setViewportSize({ width: 1280, height: 800 });

  // The shopper sees each step on the page, with its date.
  await page.goto(requestUrl);
  await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
  const history = page.getByTestId("request-history");
  await expect(history.getByRole("listitem")).toHaveText([
    /You sent the request/,
    /Quote sent to you/,
    /You wrote to me/,
    /You chose the delivery/,
    /You accepted the quote/,
    /Status: Confirmed/,
  ]);
  await expectAccessible(page);
  await page.screenshot({
    path: testInfo.outputPath("request-confirmed-375.png"),
    fullPage: true,
  });
  await owner.context().close();
});

test("a shopper without JavaScript accepts a quote, and a wrong link is not found", async ({
  page,
  context,
  browser,
  shop,
}, testInfo) => {
  await watchMailAndClipboard(context);
  const reference = await sendRequest(page, 1);
  const link = await page
    .getByRole("link", { name: "Open your request's page" })
    .getAttribute("href");

  const owner = await ownerPage(browser, shop.url);
  await ownerSendsQuote(owner, reference, "15", "3");

  const plain = await browser.newContext({
    baseURL: shop.url,
    javaScriptEnabled: false,
  });
  const shopper = await plain.newPage();
  await shopper.goto(`${link}?lng=en`);
  // A second tab on the same quote, to answer it again once it is accepted.
  const secondTab = await plain.newPage();
  await secondTab.goto(`${link}?lng=en`);
  await expect(shopper.getByTestId("quote-total")).toHaveText("€18.00");
  await chooseDelivery(shopper, pageI18n("en"));
  await shopper.getByLabel("Write to me").fill("Collecting on Saturday.");
  await shopper.getByRole("button", { name: "Send message" }).click();
  await expect(shopper.getByTestId("conversation-messages")).toContainText("Collecting on Saturday.");
  await shopper.getByRole("button", { name: "Order with obligation to pay" }).click();
  await expect(
    shopper.getByText("Thank you for your order! The contract is made."),
  ).toBeVisible();
  await expect(
    shopper.getByText("Quote accepted", { exact: true }),
  ).toBeVisible();

  await secondTab.getByRole("button", { name: "Order with obligation to pay" }).click();
  await expect(
    secondTab.getByText(
      "This quote has already been answered. Nothing was changed.",
    ),
  ).toBeVisible();
  await expect(
    secondTab.getByText("Quote accepted", { exact: true }),
  ).toBeVisible();

  const wrong = await shopper.goto(`/request/${"0".repeat(64)}?lng=en`);
  expect(wrong?.status()).toBe(404);
  const robots = await shopper.goto("/robots.txt");
  expect(await robots?.text()).toContain("Disallow: /request/");

  // A shopper who lost the link looks for it on the cart page, still without JavaScript: a shop
  // without SMTP offers no form that would promise an e-mail, but the owner's address.
  await shopper.setViewportSize({ width: 375, height: 800 });
  await shopper.goto("/cart?lng=en");
  const resend = shopper.getByRole("region", { name: "Lost the link to a request?" });
  await expect(
    resend.getByText("This shop sends no emails, so it cannot send your links again. Write to me and I will send them to you myself:"),
  ).toBeVisible();
  await expect(resend.getByRole("link")).toHaveAttribute("href", /^mailto:/);
  await expect(resend.getByRole("button", { name: "Send my links" })).toHaveCount(0);
  await shopper.screenshot({ path: testInfo.outputPath("cart-links-375.png"), fullPage: true });
  await plain.close();
  await owner.context().close();
});
