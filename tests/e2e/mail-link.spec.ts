import { sendRequest } from "./cart-support";
import { expect, test } from "./fixtures";

/** docs/product/cart-and-orders.md#order-dialog: the mail program opens, and no window or tab with it. */
test("'Copy & Open Email' and 'Open the email again' open no page: the shopper stays on the thank-you", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize({ width: 375, height: 812 });
  const opened: string[] = [];
  context.on("page", (other) => opened.push(other.url()));
  await sendRequest(page, 3);
  const thanks = page.getByRole("region", { name: "Thank you!" });
  await expect(thanks).toBeVisible();
  await thanks.getByRole("link", { name: "Open the email again" }).click();
  await page.waitForTimeout(500);
  await expect(thanks).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/cart");
  expect(opened).toEqual([]);
  expect(context.pages()).toHaveLength(1);
});
