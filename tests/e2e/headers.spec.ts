import type { Page, Response } from "@playwright/test";
import { expect, owner, test } from "./fixtures";

/**
 * Issue 8, headers on every page (docs/decisions/0011, 0016): the Content-Security-Policy allows
 * the shop's own inline scripts by hash on the public pages it keeps and by a nonce of the
 * response's own everywhere else, and nothing breaks under it — no violation on the public pages,
 * the cart's order dialog, sign-in or the article editor.
 */

/** Collects every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations ?? [])),
  ];
}

/** Checks the headers; returns the nonce the policy allows, or "" when it allows scripts by hash. */
function expectSecurityHeaders(response: Pick<Response, "headers"> | null, scriptsBy: "nonce" | "hash" = "nonce") {
  expect(response).not.toBeNull();
  const headers = response!.headers();
  const policy = headers["content-security-policy"];
  if (scriptsBy === "nonce") expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==';/);
  else expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+;/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/(^|, )camera=\(\)(, |$)/);
  expect(headers["permissions-policy"]).toMatch(/(^|, )payment=\(\)(, |$)/);
  // Plain http here: HSTS is only for requests that came over https.
  expect(headers["strict-transport-security"]).toBeUndefined();
  return /'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
}

/** The nonces of the page's scripts (data blocks such as JSON-LD run nothing and need none). */
async function scriptNonces(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...new Set([...document.scripts].filter((s) => s.type !== "application/ld+json").map((s) => s.nonce ?? "")),
  ]);
}

test("public pages run under the policy without a violation, their inline scripts allowed by hash", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/blog?lng=en");
  const article = await page.locator('main a[href^="/blog/"]').first().getAttribute("href");
  const product = "/product/shell-stitch-market-tote";
  for (const path of ["/", "/catalog", product, "/catalog?sort=price-asc", "/blog", article!, "/about"]) {
    expectSecurityHeaders(await page.goto(path), "hash");
    await expect(page.locator("main")).toBeVisible();
    expect(await scriptNonces(page), path).toEqual([""]);
    // Again: the browser revalidates (304) and keeps the page with the policy it came with.
    expectSecurityHeaders(await page.goto(path), "hash");
    await page.waitForLoadState("networkidle");
  }
  // Hydrated: a client-side navigation works.
  await page.goto(product);
  await page.locator('header a[href="/catalog"]').first().click();
  await expect(page).toHaveURL(/\/catalog/);
  expect(await violations()).toEqual([]);
});

test("pages the server does not keep get a nonce of their own with every answer", async ({ page }) => {
  for (const path of ["/cart?lng=en", "/auth", "/no-such-page?lng=fr"]) {
    const answers = [await page.request.get(path), await page.request.get(path)];
    const sent = answers.map((answer) => expectSecurityHeaders(answer));
    expect(sent[0], path).not.toBe(sent[1]);
    for (const [i, answer] of answers.entries()) {
      expect(new Set((await answer.text()).match(/nonce="[^"]*"/g)), path).toEqual(new Set([`nonce="${sent[i]}"`]));
    }
  }
});

test("the cart's order dialog opens without a violation", async ({ page }) => {
  const violations = await watchViolations(page);
  // A language chosen in the address is answered from the kept page, under its hashes.
  expectSecurityHeaders(await page.goto("/?lng=en"), "hash");
  await page.getByRole("button", { name: "Add to cart: Shell Stitch Market Tote" }).click();
  await expect(page.getByText("Shell Stitch Market Tote was added to your cart.")).toBeVisible();
  await page.getByRole("link", { name: "Cart, 1 item" }).click();
  await page.getByRole("button", { name: "Request Order" }).click();
  await expect(page.getByRole("dialog", { name: "Request Order" })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("sign-in and the article editor work under the policy, and the back office cannot be framed", async ({ page }) => {
  const violations = await watchViolations(page);
  const signInPage = await page.goto("/auth?lng=en");
  expectSecurityHeaders(signInPage);
  expect(signInPage!.headers()["x-frame-options"]).toBe("DENY");
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/items$/);

  // The orders' data behind a client navigation holds shoppers' names and e-mails: no cache keeps it.
  const ordersData = await page.request.get("/admin/orders.data");
  expect(ordersData.status()).toBe(200);
  expect(await ordersData.text()).toContain("@");
  expect(ordersData.headers()["cache-control"]).toBe("private, no-store");

  const articles = await page.goto("/admin/articles?lng=en");
  expectSecurityHeaders(articles);
  expect(articles!.headers()["cache-control"]).toBe("private, no-store");
  await page.getByRole("button", { name: "New article" }).click();
  const dialog = page.getByRole("dialog", { name: "New article" });
  const editor = dialog.getByRole("textbox", { name: "Content" });
  await editor.click();
  await dialog.getByRole("button", { name: "Heading", exact: true }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.type("Under the policy");
  await expect(editor.locator("h2")).toHaveText("Under the policy");
  await page.keyboard.press("Escape");
  expect(await violations()).toEqual([]);
});
