import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, signInAsOwner, testWithOwnShop } from "./fixtures";

const test = testWithOwnShop();
test.describe.configure({ mode: "serial" });

/**
 * An admin's first steps, walked as the owner and the new admin take them, on a phone
 * (docs/product/access.md#first-steps): a password the owner chose with "Create user" is replaced
 * at the first sign-in; an invitation link lets the new admin choose their own, with or without
 * scripts; and an admin without two-step verification is reminded of it on every page.
 */

test.use({ viewport: { width: 375, height: 800 } });

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth?lng=en");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function newPhone(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 375, height: 800 } });
  return { context, page: await context.newPage() };
}

test("a password chosen with Create user must be replaced before anything else", async ({ page, browser, baseURL }) => {
  await signInAsOwner(page);
  // The owner, without two-step verification on a trial shop, is reminded of it.
  const reminder = page.getByRole("region", { name: "Two-step verification" });
  await expect(reminder).toContainText("Two-step verification is off for your account");
  await reminder.getByRole("link", { name: "Turn it on" }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);

  await page.goto("/admin/users?lng=en");
  await page.getByLabel("Email").first().fill("maria@shop.test");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("cell", { name: "maria@shop.test", exact: true })).toBeVisible();
  const create = page.locator("form").filter({ has: page.locator('input[value="create-user"]') });
  await create.getByLabel("Email").fill("maria@shop.test");
  await create.getByLabel("Password", { exact: true }).fill("a-password-chosen-for-maria");
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("User created successfully").first()).toBeVisible();

  const maria = await newPhone(browser, baseURL);
  await signIn(maria.page, "maria@shop.test", "a-password-chosen-for-maria");
  await expect(maria.page).toHaveURL(/\/admin\/security$/);
  await expect(maria.page.getByRole("status").filter({ hasText: "Your password was chosen by someone else" })).toBeVisible();
  // Another page of the back office leads back here.
  await maria.page.goto("/admin/orders?lng=en");
  await expect(maria.page).toHaveURL(/\/admin\/security$/);
  await expectAccessible(maria.page);

  // A second thought: the same password again is refused, and nothing is lost.
  await maria.page.getByLabel("Current password").fill("a-password-chosen-for-maria");
  await maria.page.getByLabel("New password", { exact: true }).fill("a-password-chosen-for-maria");
  await maria.page.getByLabel("New password again").fill("a-password-chosen-for-maria");
  await maria.page.getByRole("button", { name: "Change password" }).click();
  await expect(maria.page.getByText("Choose a password different from the current one.").first()).toBeVisible();

  await maria.page.getByLabel("Current password").fill("a-password-chosen-for-maria");
  await maria.page.getByLabel("New password", { exact: true }).fill("marias-own-long-secret");
  await maria.page.getByLabel("New password again").fill("marias-own-long-secret");
  await maria.page.getByRole("button", { name: "Change password" }).click();
  await expect(maria.page.getByText("Password changed. You are signed out everywhere else.").first()).toBeVisible();
  await expect(maria.page.getByRole("status").filter({ hasText: "Your password was chosen by someone else" })).toHaveCount(0);
  await maria.page.goto("/admin/orders?lng=en");
  await expect(maria.page).toHaveURL(/\/admin\/orders(\?|$)/);
  await maria.context.close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`an invitation link lets the new admin choose their own password ${javaScriptEnabled ? "with" : "without"} scripts`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = `guest-${javaScriptEnabled ? "js" : "nojs"}@shop.test`;
    await signInAsOwner(page);
    await page.goto("/admin/users?lng=en");
    await page.getByLabel("Email").first().fill(email);
    // The switch is drawn over its checkbox: the owner taps its words.
    await page.getByText("Send an invitation link where they set their own password").click();
    await expect(page.getByRole("switch", { name: /Send an invitation link/ })).toBeChecked();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    // No SMTP on this shop: the owner is given the link to pass on.
    await expect(page.getByText(`E-mail is not set up on this shop: send this link to ${email} yourself.`)).toBeVisible();
    const link = await page.getByRole("textbox", { name: "Invitation link" }).inputValue();
    expect(link).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}$/);

    const guest = await newPhone(browser, baseURL, javaScriptEnabled);
    await guest.page.goto(`${new URL(link).pathname}?lng=en`);
    await expect(guest.page.getByRole("heading", { name: "Set your password" })).toBeVisible();
    await expect(guest.page.getByText(email)).toBeVisible();
    if (javaScriptEnabled) await expectAccessible(guest.page);
    // A mistake first: the two passwords differ.
    await guest.page.getByLabel("New password", { exact: true }).fill("guests-own-long-secret");
    await guest.page.getByLabel("New password again").fill("guests-own-long-secrt");
    await guest.page.getByRole("button", { name: "Set password" }).click();
    await expect(guest.page.getByText("The two new passwords differ.").first()).toBeVisible();
    await guest.page.getByLabel("New password", { exact: true }).fill("guests-own-long-secret");
    await guest.page.getByLabel("New password again").fill("guests-own-long-secret");
    await guest.page.getByRole("button", { name: "Set password" }).click();
    await expect(guest.page).toHaveURL(/\/auth\?password=set$/);
    await expect(guest.page.getByRole("status").filter({ hasText: "Your password is set. You can now sign in with it." })).toBeVisible();
    await guest.page.getByLabel("Email").fill(email);
    await guest.page.getByLabel("Password", { exact: true }).fill("guests-own-long-secret");
    await guest.page.getByRole("button", { name: "Sign in" }).click();
    await expect(guest.page).toHaveURL(/\/admin\/items$/);

    // The link worked once.
    const again = await guest.page.goto(new URL(link).pathname);
    expect(again?.status()).toBe(404);
    await guest.context.close();
  });
}
