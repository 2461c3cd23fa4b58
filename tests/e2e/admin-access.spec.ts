import fs from "node:fs";
import { type Page } from "@playwright/test";
import routes from "~/routes";
import { totpCode } from "../integration/admin-totp";
import { startShopServer } from "../support/shop-server";
import { copyOfDemoData, expect, expectAccessible, interactiveNavigations, owner, testWithOwnShop } from "./fixtures";

const test = testWithOwnShop();

/** Who may enter the back office, as a person meets it in Chromium (docs/product/access.md#who-is-an-admin, docs/product/access.md#sign-in, docs/product/access.md#two-step-verification). */

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth?lng=en");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in an admin without a second factor: the back office opens. */
async function signInAsAdmin(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/items$/);
}

/**
 * A first sign-in with the temporary password "Create user" set: the Security page, where the
 * person sets their own (docs/product/access.md#first-steps), then the back office opens.
 */
async function takeOwnPassword(page: Page, email: string, temporary: string, own: string) {
  await signIn(page, email, temporary);
  await expect(page).toHaveURL(/\/admin\/security$/);
  await page.getByLabel("Current password").fill(temporary);
  await page.getByLabel("New password", { exact: true }).fill(own);
  await page.getByLabel("New password again").fill(own);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. You are signed out everywhere else.").first()).toBeVisible();
  await page.goto("/admin/items");
  await expect(page).toHaveURL(/\/admin\/items$/);
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The owner creates an account and, optionally, makes it an admin, on the admin users page. */
async function createAccount(page: Page, email: string, password: string, admin: boolean) {
  await page.goto("/admin/users?lng=en");
  const create = page.locator("form", { has: page.getByRole("button", { name: "Create" }) });
  await create.getByLabel("Email").fill(email);
  await create.getByLabel("Password", { exact: true }).fill(password);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("User created successfully")).toBeVisible();
  if (admin) {
    const add = page.locator("form", { has: page.getByRole("button", { name: "Add" }) });
    await add.getByLabel("Email").fill(email);
    await add.getByRole("button", { name: "Add" }).click();
    await expect(page.getByText("Admin user created successfully")).toBeVisible();
    await expect(page.getByRole("cell", { name: email, exact: true })).toBeVisible();
  }
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === "shop.session_token");

test.describe.configure({ mode: "serial" });

test("the owner signs in and reaches /admin/items", async ({ page }) => {
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/items$/);
  await expect(page.getByText("Logged in")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Back-office menu" })).toContainText("Shop management");
  await expect(page).toHaveTitle(/^Items · /);
  const cookie = await sessionCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  // docs/product/access.md#sign-in: an admin who opens /auth goes straight to the back office.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/admin\/items$/);
  await expectAccessible(page);
});

test("the back office's texts come only with its pages and the sign-in page, never with the shop's", async ({ page }) => {
  const html = async (path: string) => (await page.request.get(path)).text();
  for (const path of ["/?lng=en", "/catalog?lng=en", "/product/pompom-beanie?lng=en", "/blog?lng=en", "/cart?lng=en"]) {
    const shopPage = await html(path);
    // The shop's texts are a file of their own, which the page names (docs/decisions/0022).
    const textsUrl = /<link id="shop-texts"[^>]*\bhref="([^"]+)"/.exec(shopPage)?.[1];
    expect(textsUrl, path).toBeDefined();
    expect(shopPage, path).not.toContain('id="back-office-texts"');
    const texts = await html(textsUrl!.replaceAll("&amp;", "&"));
    expect(texts, path).toContain("Stock limit reached");
    expect(shopPage, path).not.toContain("Stock limit reached");
    for (const text of [shopPage, texts]) {
      expect(text, path).not.toContain("Shop management");
      expect(text, path).not.toContain("Access restricted. Admin only.");
    }
  }
  // The sign-in page names the back office's texts, a file of their own too (docs/decisions/0046).
  const signInPage = await html("/auth?lng=en");
  const backOfficeUrl = /<link id="back-office-texts"[^>]*\bhref="([^"]+)"/.exec(signInPage)?.[1];
  expect(backOfficeUrl).toMatch(/^\/texts\/back-office\/en\.json\?v=/);
  expect(await html(backOfficeUrl!.replaceAll("&amp;", "&"))).toContain("Access restricted. Admin only.");

  // From the shop into the back office and back, in the browser: the texts follow the pages.
  await signInAsAdmin(page, owner.email, owner.password);
  await page.getByRole("link", { name: "Shop now" }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catalog");
  await page.goBack();
  await expect(page.getByRole("navigation", { name: "Back-office menu" })).toContainText("Shop management");
  await expect(page).toHaveTitle(/^Items · /);
});

test("the side menu collapses to icons with Ctrl+B and stays so for 7 days", async ({ page }) => {
  await signInAsAdmin(page, owner.email, owner.password);
  const sidebar = page.locator("aside");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  const state = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
  expect(state?.value).toBe("false");
  expect(state!.expires - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 60);
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.getByRole("button", { name: "Toggle sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
});

test("someone who is not an admin sees 'Access restricted. Admin only.' and is signed out", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page, owner.email, owner.password);
  await createAccount(page, "visitor@shop.test", owner.password, false);

  const visitor = interactiveNavigations(await browser.newPage());
  await signIn(visitor, "visitor@shop.test", owner.password);
  await expect(visitor.getByRole("alert")).toHaveText("Access restricted. Admin only.");
  await expect(visitor).toHaveURL(/\/auth/);
  expect(await sessionCookie(visitor)).toBeUndefined();
  await visitor.goto("/admin/items");
  await expect(visitor).toHaveURL(/\/$/);
  await visitor.close();
});

test("admin users: status switch, no self-removal, removal after the question of docs/product/back-office.md#deleting", async ({ page, browser }) => {
  await signInAsAdmin(page, owner.email, owner.password);
  await createAccount(page, "helper@shop.test", owner.password, true);
  const helper = interactiveNavigations(await browser.newPage());
  await takeOwnPassword(helper, "helper@shop.test", owner.password, "the-helpers-own-long-secret");

  // The owner's own row cannot be switched off or removed.
  const ownerRow = page.getByRole("row", { name: new RegExp(owner.email) });
  await expect(ownerRow.getByRole("switch")).toBeDisabled();
  await expect(ownerRow.getByRole("button", { name: /Remove/ })).toBeDisabled();

  await expectAccessible(page);
  const row = page.getByRole("row", { name: /helper@shop\.test/ });
  await row.getByRole("switch").click();
  await expect(page.getByText("Admin status updated successfully")).toBeVisible();
  await expect(row.getByRole("switch")).toHaveAttribute("aria-checked", "false");
  // Deactivated: the helper's session has ended.
  await helper.goto("/admin/items");
  await expect(helper).toHaveURL(/\/$/);
  await helper.close();

  await row.getByRole("link", { name: /Remove/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "Are you sure you want to remove admin privileges from helper@shop.test? This action cannot be undone.",
  );
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Admin user removed successfully")).toBeVisible();
  await expect(page.getByRole("row", { name: /helper@shop\.test/ })).toHaveCount(0);
});

test("admin users are the owner's: another admin sees them read-only, and the owner hands the shop over after a question", async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page, owner.email, owner.password);
  await createAccount(page, "deputy@shop.test", owner.password, true);
  // A context of its own, as the accessibility check needs.
  const deputy = interactiveNavigations(await (await browser.newContext({ baseURL })).newPage());
  await takeOwnPassword(deputy, "deputy@shop.test", owner.password, "the-deputys-own-long-secret");

  // docs/product/access.md#roles: the page names the owner; nothing on it can be changed by the deputy.
  await deputy.goto("/admin/users?lng=en");
  await expect(deputy.getByRole("heading", { name: "Managed by the owner" })).toBeVisible();
  await expect(deputy.getByText(`Only the shop's owner, ${owner.email}, adds and removes admins`)).toBeVisible();
  await expect(deputy.getByRole("button", { name: "Add" })).toHaveCount(0);
  await expect(deputy.getByRole("row", { name: new RegExp(owner.email) }).getByText("Owner", { exact: true })).toBeVisible();
  await expect(deputy.getByRole("row", { name: new RegExp(owner.email) }).getByRole("button", { name: /Remove/ })).toBeDisabled();
  await expect(deputy.getByRole("link", { name: /Remove|Make .* the owner/ })).toHaveCount(0);
  await expectAccessible(deputy);

  await page.reload();
  await page.getByRole("row", { name: /deputy@shop\.test/ }).getByRole("link", { name: "Make deputy@shop.test the owner" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Make this admin the owner: deputy@shop.test? You stay an admin");
  await dialog.getByRole("button", { name: "Make owner" }).click();
  await expect(page.getByText("The shop has a new owner")).toBeVisible();
  await expect(page.getByText("Only the shop's owner, deputy@shop.test, adds and removes admins")).toBeVisible();

  // And back, by the new owner: the shop's other tests sign in as its first owner.
  await deputy.reload();
  await deputy.getByRole("row", { name: new RegExp(owner.email) }).getByRole("link", { name: `Make ${owner.email} the owner` }).click();
  await deputy.getByRole("alertdialog").getByRole("button", { name: "Make owner" }).click();
  await expect(deputy.getByText("The shop has a new owner")).toBeVisible();
  await deputy.context().close();
});

test("two-factor: enrol with a code, sign in with a code, a backup code works once", async ({ page }) => {
  const email = "second-factor@shop.test";
  await signInAsAdmin(page, owner.email, owner.password);
  await createAccount(page, email, owner.password, true);
  await logOut(page);

  const password = "the-second-admins-own-secret";
  await takeOwnPassword(page, email, owner.password, password);
  await page.goto("/admin/security?lng=en");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.locator("code").innerText()).replace(/\s/g, "");
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Your backup codes")).toBeVisible();
  const backupCodes = await page.getByTestId("backup-codes").locator("li").allInnerTexts();
  expect(backupCodes).toHaveLength(10);
  await page.getByRole("link", { name: "I have saved them" }).click();
  await expect(page.getByText("10 backup codes left.")).toBeVisible();
  await logOut(page);

  // The password alone no longer opens a session.
  await signIn(page, email, password);
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(totpCode(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/items$/);
  await logOut(page);

  for (const attempt of ["accepted", "refused"] as const) {
    await signIn(page, email, password);
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(backupCodes[0]);
    await page.getByRole("button", { name: "Verify" }).click();
    if (attempt === "accepted") {
      await expect(page).toHaveURL(/\/admin\/items$/);
      await logOut(page);
    } else {
      await expect(page.getByRole("alert")).toHaveText("This code is not valid. Check it and try again.");
      await expect(page).toHaveURL(/\/auth/);
    }
  }
});

test("sign-in without JavaScript: the forms are plain posts", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await signInAsAdmin(page, owner.email, owner.password);
  await logOut(page);
  await context.close();
});

test("repeated failed sign-ins are answered with 429, whatever X-Forwarded-For says", async ({ page }) => {
  const email = "target@shop.test";
  for (let i = 0; i < 5; i++) {
    await signIn(page, email, `wrong-password-${i}`);
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  }
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.23" });
  const answer = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/auth"),
  );
  await signIn(page, email, "wrong-password-again");
  expect((await answer).status()).toBe(429);
  await expect(page.getByRole("alert")).toHaveText("Too many attempts. Try again in 10 minutes.");
});

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
/** Every admin URL; `data` marks resource routes (modules without a page, `.ts` rather than `.tsx`). */
const adminUrls = (entries: RouteEntry[], parent = ""): { url: string; data: boolean }[] =>
  entries.flatMap((entry) => {
    const url = [parent, entry.path].filter(Boolean).join("/");
    return [
      ...(url === "admin" || url.startsWith("admin/") ? [{ url: `/${url}`, data: entry.file.endsWith(".ts") }] : []),
      ...adminUrls(entry.children ?? [], url),
    ];
  });

test("an anonymous visit to any /admin page lands on /, and its data endpoints answer 401", async ({ page }) => {
  await page.goto("/auth?lng=en");
  await expectAccessible(page);
  const entries = adminUrls(routes as RouteEntry[]);
  expect(entries).toContainEqual({ url: "/admin/blog-categories", data: false });
  expect(entries).toContainEqual({ url: "/admin/orders.csv", data: true });
  for (const { url, data } of entries) {
    if (data) {
      expect((await page.request.get(url)).status(), url).toBe(401);
      continue;
    }
    await page.goto(url);
    await expect(page, url).toHaveURL(/\/$/);
  }
});

test("a first start without the owner's password prints the command that creates the account", async () => {
  const dataDir = copyOfDemoData();
  const server = await startShopServer({ dataDir, env: { ADMIN_EMAIL: "new-owner@shop.test" } });
  try {
    // The line follows "Shop ready", which is all the start waits for: it may arrive a moment later.
    await expect.poll(() => server.output()).toContain("npm run admin -- create --email new-owner@shop.test");
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
