import { type Page } from "@playwright/test";
import { sendRequest, watchMailAndClipboard } from "./cart-support";
import {
  expect,
  expectAccessible,
  interactiveNavigations,
  keepScreenshotsAtBothWidths,
  owner,
  pageI18n,
  signInAsOwner,
  testWithOwnShop,
} from "./fixtures";

const test = testWithOwnShop();

/** docs/product/back-office.md#orders as the owner meets it: a shopper's request arrives, the owner confirms it and the stock follows. */

async function mustardStock(page: Page) {
  await page.goto("/product/pompom-beanie?lng=en");
  await page.getByRole("radio", { name: "Mustard" }).click();
  return page.getByText(/\d+ in stock/);
}

test("the owner confirms a request and its pieces leave the stock; cancelling puts them back", async ({
  page,
  context,
}, testInfo) => {
  await watchMailAndClipboard(context);
  const reference = await sendRequest(page);

  await page.goto("/auth?lng=en");
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/items$/);
  const menu = page.getByRole("navigation", { name: "Back-office menu" });
  await expect(menu.getByRole("link", { name: /Orders.*1 new request/ })).toBeVisible();

  await menu.getByRole("link", { name: /Orders/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order requests" })).toBeVisible();
  await page.getByRole("link", { name: "New 1" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=new$/);
  await expect(page.getByText("ada@example.com")).toBeVisible();
  // No quote: the total shown is the request's, and says so.
  await expect(page.getByRole("row").filter({ hasText: `#${reference}` })).toContainText("as requested");
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("orders-1280.png"), fullPage: true });

  await page.getByRole("link", { name: `#${reference}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Request #${reference}` })).toBeVisible();
  await expect(page.getByText("Colour: Mustard")).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
    "href",
    `mailto:ada@example.com?subject=${encodeURIComponent(`Your request #${reference}`)}&body=`,
  );
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Status changed to Confirmed")).toBeVisible();
  await expect(menu.getByRole("link", { name: /1 new request/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("order-1280.png"), fullPage: true });
  const detail = page.url();

  await expect(await mustardStock(page)).toHaveText("1 in stock");

  // A second request arrives while the owner works: the menu counts it on the next page they open.
  await page.goto("/admin/items?lng=en");
  await expect(menu.getByRole("link", { name: /new request/ })).toHaveCount(0);
  const shopper = interactiveNavigations(await context.newPage());
  const second = await sendRequest(shopper, 1);
  await shopper.close();
  await menu.getByRole("link", { name: "Categories", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  await expect(menu.getByRole("link", { name: /Orders.*1 new request/ })).toBeVisible();
  expect(second).not.toBe(reference);

  // Cancelling asks first and says the pieces go back.
  await page.goto(detail);
  await page.getByRole("button", { name: "Cancel request" }).click();
  const question = page.getByRole("alertdialog", { name: `Cancel request #${reference}?` });
  await expect(question).toContainText("Its pieces go back into stock.");
  await expectAccessible(page);
  await question.getByRole("button", { name: "Keep the request" }).click();
  await expect(question).toBeHidden();
  await expect(page.getByText("Status changed to Cancelled")).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel request" }).click();
  await question.getByRole("button", { name: "Cancel request" }).click();
  await expect(page.getByText("Status changed to Cancelled")).toBeVisible();
  await expect(await mustardStock(page)).toHaveText("3 in stock");

  // Phones: the list is cards and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [path, shot] of [
    ["/admin/orders?lng=en", "orders-375.png"],
    [detail, "order-375.png"],
  ]) {
    await page.goto(path);
    await expect(page.getByText("ada@example.com").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath(shot), fullPage: true });
  }
});

test("on a phone in Italian, the owner gives the payment instructions and ships with a tracking number, with and without scripts; the shopper's page shows both", async ({
  page,
  browser,
  context,
}) => {
  const { t } = pageI18n("it");
  await watchMailAndClipboard(context);
  const reference = await sendRequest(page, 3, "it");
  await signInAsOwner(page, "", "it");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/admin/orders?lng=it");
  await page.getByRole("link", { name: new RegExp(`\\b${reference}\\b`) }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: t("admin.orders.detailTitle", { reference }) })).toBeVisible();
  await page.getByRole("button", { name: t("admin.orders.moveTo.confirmed"), exact: true }).click();
  await expect(page.getByText(t("admin.orders.statusChanged", { status: t("admin.orders.statuses.confirmed") }))).toBeVisible();

  // Too long: refused in Italian, and the text typed is still there.
  const payment = page.getByRole("form", { name: t("admin.fulfilment.paymentTitle") });
  const box = payment.getByLabel(t("admin.fulfilment.instructions"));
  const long = `Bonifico ${"x".repeat(2_000)}`;
  await box.fill(long);
  await payment.getByRole("button", { name: t("admin.fulfilment.savePayment") }).click();
  await expect(payment.getByText(t("admin.fulfilment.errors.instructionsTooLong"))).toBeVisible();
  await expect(payment.getByLabel(t("admin.fulfilment.instructions"))).toHaveValue(long);
  const instructions = `Bonifico a IBAN IT60 X054 2811 1010 0000 0123 456, causale: ordine n. ${reference}`;
  await payment.getByLabel(t("admin.fulfilment.instructions")).fill(instructions);
  await payment.getByRole("button", { name: t("admin.fulfilment.savePayment") }).click();
  await expect(page.getByText(t("admin.fulfilment.instructionsSaved"))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const detail = page.url();
  // The shop's public address is not the test server's: the page is opened by its path.
  const link = new URL((await page.getByTestId("request-link").getAttribute("href"))!);
  const requestUrl = `${link.pathname}${link.search}`;

  // Without scripts: the shipping form posts and answers as a page, keeping a refused number.
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState(), viewport: { width: 375, height: 812 } });
  const noScript = await plain.newPage();
  await noScript.goto(detail);
  const shipping = noScript.getByRole("form", { name: t("admin.fulfilment.shippingTitle") });
  await shipping.getByLabel(t("admin.fulfilment.carrier")).fill("BRT");
  await shipping.getByLabel(t("admin.fulfilment.trackingNumber")).fill("0123<4567");
  await shipping.getByRole("button", { name: t("admin.fulfilment.markShipped") }).click();
  await expect(noScript.getByText(t("admin.fulfilment.errors.trackingInvalid"))).toBeVisible();
  await expect(noScript.getByLabel(t("admin.fulfilment.trackingNumber"))).toHaveValue("0123<4567");
  await noScript.getByLabel(t("admin.fulfilment.trackingNumber")).fill("0123 4567 89");
  await noScript.getByRole("button", { name: t("admin.fulfilment.markShipped") }).click();
  await expect(noScript.getByTestId("owner-shipped")).toContainText("BRT · 0123456789");
  await plain.close();

  await page.reload();
  await expect(page.getByTestId("owner-shipped")).toContainText("BRT · 0123456789");
  await expect(page.getByRole("button", { name: t("admin.fulfilment.updateShipping") })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshotsAtBothWidths(page, "owner-payment-and-shipping", { fullPage: true });

  // The shopper's page, in Italian: how to pay, and the parcel with its carrier, number and day.
  await page.goto(requestUrl);
  const howToPay = page.getByRole("region", { name: t("request.fulfilment.howToPay") });
  await expect(howToPay).toContainText(instructions);
  await expect(howToPay).toContainText(t("request.fulfilment.howToPayHint", { reference }));
  const parcel = page.getByTestId("shipment");
  await expect(parcel).toContainText("BRT");
  await expect(parcel).toContainText("0123456789");
  await expect(parcel).toContainText(t("request.fulfilment.shippedOn"));
  await expect(page.getByTestId("request-history")).toContainText(t("request.events.shipped"));
  await expect(page.getByTestId("request-history")).toContainText(t("request.events.paymentInstructions"));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await keepScreenshotsAtBothWidths(page, "shopper-payment-and-shipping", { fullPage: true });
});
