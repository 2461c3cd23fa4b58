import type { Page } from "@playwright/test";
import { totpCode } from "../integration/admin-totp";
import { expect, owner, testWithOwnShop } from "./fixtures";

const test = testWithOwnShop();
test.describe.configure({ mode: "serial" });

/**
 * Sign-in and two-step verification in a browser without scripts (docs/decisions/0031): a refusal
 * for too many attempts tells the browser when to come back, and turning two-step verification on
 * shows the backup codes and keeps the owner signed in, as it does with scripts.
 */

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth?lng=en");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("too many wrong passwords are answered 429 with Retry-After, with and without scripts", async ({ browser, baseURL }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    const page = await context.newPage();
    const email = `guessed-${javaScriptEnabled ? "with" : "without"}-scripts@shop.test`;
    for (let i = 0; i < 5; i++) {
      await signIn(page, email, `wrong-password-${i}`);
      await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    }
    const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/auth"));
    await signIn(page, email, "wrong-password-again");
    const refused = await answer;
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(500);
    await expect(page.getByRole("alert")).toHaveText("Too many attempts. Try again in 10 minutes.");
    await context.close();
  }
});

test("without scripts, turning two-step verification on shows the backup codes and keeps the owner signed in", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/items$/);

  await page.goto("/admin/security?lng=en");
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.locator("code").innerText()).replace(/\s/g, "");
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();

  await expect(page).toHaveURL(/\/admin\/security/);
  await expect(page.getByText("Your backup codes")).toBeVisible();
  expect(await page.getByTestId("backup-codes").locator("li").allInnerTexts()).toHaveLength(10);
  await page.getByRole("link", { name: "I have saved them" }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByText("10 backup codes left.")).toBeVisible();
  await context.close();
});
