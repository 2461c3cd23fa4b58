import type { Page } from "@playwright/test";
import { expect, keepScreenshotsAtBothWidths, pageI18n, signInAsOwner, testWithOwnShop } from "./fixtures";

/*
 * docs/product/cart-and-orders.md#cart-without-scripts and docs/product/languages.md#language-switcher,
 * on a phone with scripts off: the menu opens, the language changes by links, a piece is chosen in
 * its colour, put in the cart and ordered, and the owner sees the request. A shop of its own: the
 * order adds a request.
 */

const test = testWithOwnShop();
test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
// Each test walks several pages on a machine the other suites share (axe reads these pages in
// accessibility-without-scripts.spec.ts).
test.slow();

const en = pageI18n("en");

/** Opens the phone menu in the page's language and answers its panel. */
async function openMenu(page: Page, language: "en" | "it" | "fr") {
  const { t } = pageI18n(language);
  // A disclosure's summary: screen readers announce it as a button, expanded or collapsed.
  await page.getByLabel(t("nav.openMenu"), { exact: true }).click();
  const languages = page.getByRole("list", { name: t("language.label") });
  await expect(languages).toBeVisible();
  return { nav: page.getByRole("navigation", { name: t("nav.main") }).last(), languages };
}

test("the phone menu opens and its links change the language on the same page, keeping its parameters", async ({ page }) => {
  await page.goto("/catalog?lng=en&category=hats");
  const menu = await openMenu(page, "en");
  await expect(menu.nav.getByRole("link", { name: en.t("nav.about") })).toBeVisible();
  await expect(menu.languages.getByRole("link", { name: en.t("language.en") })).toHaveAttribute("aria-current", "true");
  await keepScreenshotsAtBothWidths(page, "without-scripts-menu-open");

  const italian = menu.languages.getByRole("link", { name: pageI18n("it").t("language.it") });
  await expect(italian).toHaveAttribute("hreflang", "it");
  await expect(italian).toHaveAttribute("lang", "it");
  await italian.click();
  await expect(page).toHaveURL(/\/catalog\?(?=.*category=hats)(?=.*lng=it)/);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");

  const inItalian = await openMenu(page, "it");
  await expect(inItalian.languages.getByRole("link", { name: "Italiano" })).toHaveAttribute("aria-current", "true");
  await inItalian.languages.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/catalog\?(?=.*category=hats)(?=.*lng=fr)/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  // The choice is remembered: a plain address stays in French.
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test("on a computer the header's language menu opens and its links change the language", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/about?lng=en");
  await page.getByLabel(/^EN – Choose a language/).click();
  const languages = page.getByRole("list", { name: en.t("language.label") });
  await expect(languages).toBeVisible();
  await languages.getByRole("link", { name: "Italiano" }).click();
  await expect(page).toHaveURL(/\/about\?lng=it$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
});

test("a shopper opens a piece from the catalog, chooses its colour, adds it and sends the order request; the owner sees it", async ({
  page,
  browser,
}) => {
  const { t } = en;
  await page.goto("/cart?lng=en");
  // Nothing kept and no scripts: the cart says it is empty instead of loading for ever.
  await expect(page.getByText(t("cartPage.empty"))).toBeVisible();
  await expect(page.getByText(t("cartPage.loading"))).toBeHidden();

  await page.goto("/catalog?lng=en");
  await page.getByRole("link", { name: `${t("catalog.details")}: Cotton Bucket Hat` }).click();
  await page.getByRole("radio", { name: "Denim blue" }).check();
  await page.getByRole("button", { name: t("productPage.showColor") }).click();
  await expect(page.getByText("Color: Denim blue")).toBeVisible();
  await keepScreenshotsAtBothWidths(page, "without-scripts-product");
  await page.getByRole("button", { name: t("catalog.addToCart") }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole("listitem").filter({ hasText: "Cotton Bucket Hat" });
  await expect(line).toContainText("Color: Denim blue");
  await expect(line.getByTestId("cookie-cart-qty")).toHaveText("1");
  await keepScreenshotsAtBothWidths(page, "without-scripts-cart", { fullPage: true });

  await page.getByLabel(t("order.name")).fill("Grace Hopper");
  await page.getByLabel(t("order.email")).fill("grace@example.com");
  await page.getByRole("button", { name: t("order.requestOrder") }).click();
  await expect(page.getByRole("heading", { name: t("order.sentTitle") })).toBeVisible();
  const received = page.getByText(new RegExp(t("order.sentReference", { reference: "\\d+" })));
  const reference = /(\d+)/.exec((await received.textContent())!)![1];
  await keepScreenshotsAtBothWidths(page, "without-scripts-order-sent");

  // The stored request empties the cart.
  await page.goto("/cart?lng=en");
  await expect(page.getByText(t("cartPage.empty"))).toBeVisible();

  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signInAsOwner(ownerPage);
  await ownerPage.goto("/admin/orders?lng=en");
  await expect(ownerPage.getByRole("link", { name: new RegExp(`\\b${reference}\\b`) }).first()).toBeVisible();
  await expect(ownerPage.getByText("grace@example.com").first()).toBeVisible();
  await owner.close();
});

test("a sold-out piece is commissioned from its page: the form opens as a page, a mistake is asked again, the cart is kept", async ({ page, browser }) => {
  const { t } = pageI18n("it");
  await page.goto("/product/granny-square-shoulder-bag?lng=it");
  await page.getByRole("button", { name: t("catalog.addToCart") }).click();
  await expect(page).toHaveURL(/\/cart$/);

  await page.goto("/product/chunky-round-basket?lng=it");
  await page.getByRole("button", { name: t("order.makeOneLikeThis") }).click();
  await expect(page).toHaveURL(/\/cart\?commission=[0-9a-f-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: t("order.commissionTitle") })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${t("order.commissionTitle")}`));
  // The piece, by its Italian name, with a link back to its page.
  await expect(page.getByRole("heading", { level: 2 }).getByRole("link", { name: "Cestino tondo" })).toHaveAttribute(
    "href",
    "/product/chunky-round-basket",
  );
  // Made to the shopper's specifications: the exclusion, before sending (docs/product/cart-and-orders.md#commissions).
  await expect(page.getByTestId("commission-withdrawal")).toHaveText(t("policies.commissionWithdrawal"));
  await keepScreenshotsAtBothWidths(page, "without-scripts-commission", { fullPage: true });

  await page.getByLabel(t("order.name")).fill("G");
  await page.getByLabel(t("order.email")).fill("grace@example.com");
  await page.getByLabel(t("order.wishes")).fill("Lo stesso cesto, un po' più alto");
  await page.getByRole("button", { name: t("order.sendCommission") }).click();
  await expect(page.getByText(t("order.nameRequired"))).toBeVisible();
  await expect(page.getByLabel(t("order.email"))).toHaveValue("grace@example.com");
  await expect(page.getByLabel(t("order.wishes"))).toHaveValue("Lo stesso cesto, un po' più alto");

  await page.getByLabel(t("order.name")).fill("Grace Hopper");
  await page.getByRole("button", { name: t("order.sendCommission") }).click();
  await expect(page.getByRole("heading", { name: t("order.sentTitle") })).toBeVisible();
  const received = page.getByText(new RegExp(t("order.sentReference", { reference: "\\d+" })));
  const reference = /(\d+)/.exec((await received.textContent())!)![1];
  await keepScreenshotsAtBothWidths(page, "without-scripts-commission-sent");

  // A commission asks for a piece anew: the cart keeps its own piece.
  await page.goto("/cart?lng=it");
  await expect(page.getByTestId("cookie-cart-qty")).toHaveText("1");

  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signInAsOwner(ownerPage);
  await ownerPage.goto(`/admin/orders?lng=en`);
  const request = ownerPage.getByRole("cell").filter({ has: ownerPage.getByRole("link", { name: `#${reference}` }) });
  await expect(request).toBeVisible();
  await expect(ownerPage.getByText("grace@example.com").first()).toBeVisible();
  await expect(ownerPage.getByText(pageI18n("en").t("admin.orders.kinds.commission"), { exact: true }).first()).toBeVisible();
  await owner.close();
});

test("a one-of-a-kind piece goes in once; a wrong name is asked again with the cart kept", async ({ page }) => {
  const { t } = en;
  await page.goto("/product/granny-square-shoulder-bag?lng=en");
  await page.getByRole("button", { name: t("catalog.addToCart") }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goto("/product/granny-square-shoulder-bag?lng=en");
  await page.getByRole("button", { name: t("catalog.addToCart") }).click();
  await expect(page.getByRole("alert").filter({ hasText: t("cart.atMaximum") })).toBeVisible();
  await expect(page.getByTestId("cookie-cart-qty")).toHaveText("1");

  await page.getByLabel(t("order.name")).fill("G");
  await page.getByLabel(t("order.email")).fill("grace@example.com");
  await page.getByRole("button", { name: t("order.requestOrder") }).click();
  await expect(page.getByText(t("order.nameRequired"))).toBeVisible();
  await expect(page.getByLabel(t("order.email"))).toHaveValue("grace@example.com");
  await expect(page.getByRole("listitem").filter({ hasText: "Granny Square Shoulder Bag" })).toBeVisible();

  await page.getByRole("button", { name: t("cartPage.removeName", { name: "Granny Square Shoulder Bag" }) }).click();
  await expect(page.getByText(t("cartPage.empty"))).toBeVisible();
});

test("once scripts run, the cart kept without them joins the browser's and the cookie is forgotten", async ({ page, browser }) => {
  const { t } = en;
  await page.goto("/product/granny-square-shoulder-bag?lng=en");
  await page.getByRole("button", { name: t("catalog.addToCart") }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // Said outright: a context made in this file takes its options, scripts off included.
  const withScripts = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 375, height: 812 } });
  await withScripts.addCookies(await page.context().cookies());
  const shopper = await withScripts.newPage();
  await shopper.goto(new URL("/cart?lng=en", page.url()).href);
  await shopper.mouse.move(1, 1);
  await shopper.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(shopper.getByRole("link", { name: t("nav.cartWithCount", { count: 1 }) })).toBeVisible();
  await expect(shopper.getByRole("button", { name: t("cartPage.clear") })).toBeVisible();
  await expect.poll(async () => (await withScripts.cookies()).some((cookie) => cookie.name === "cart")).toBe(false);
  await withScripts.close();
});
