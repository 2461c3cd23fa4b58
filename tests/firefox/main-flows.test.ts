import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { orderNumber } from "~/lib/typography";
import { demoItems } from "~db/demo/catalogue";
import { owner } from "../support/demo-shop";
import { launchFirefox, role, shows, texts, watchedPage, type WatchedPage } from "./firefox";

/**
 * The shopper's and the owner's main flows in Firefox ESR at a phone's width, with the outcomes the
 * Chromium suite sees. Any console error or uncaught error on any page fails the flow.
 */
const shopUrl = inject("shopUrl");
const beanie = demoItems.find((item) => item.slug === "pompom-beanie")!;
const tote = demoItems.find((item) => item.slug === "shell-stitch-market-tote")!;

let browser: Browser;
let tab: WatchedPage;
beforeAll(async () => {
  browser = await launchFirefox();
});
afterAll(async () => {
  await browser?.close();
});

describe("in Firefox, on a phone", () => {
  // The shopper's request, which the owner then answers.
  let reference = "";

  it("a shopper goes from the home page to a sent request, stays on the shop's thank-you, and switches language", async () => {
    tab = await watchedPage(browser, shopUrl);
    const { page } = tab;
    const { t } = texts("en");
    await tab.visit("/?lng=en");

    // The sideways row of featured pieces is a Tab stop in Firefox: it has its heading's name.
    const featured = await page.$eval("#featured-title", (heading) => heading.textContent);
    expect(await page.$eval(`ul[aria-labelledby="featured-title"]`, (list) => list.children.length)).toBeGreaterThan(0);
    expect(await unnamedTabStops(tab)).toEqual([]);
    expect(featured).toBe(t("home.featuredTitle"));

    await page.locator(role(t("home.viewCatalog"), "link")).click();
    await tab.settled();
    await page.locator(role(`${t("catalog.details")}: ${beanie.name.en}`, "link")).click();
    await tab.settled();
    await page.waitForSelector(role(beanie.name.en, "heading"));
    await page.locator(`::-p-aria(${colourOf("Mustard")})`).click();
    await shows(page, `${t("catalog.color")}: Mustard`);
    await page.locator(role(t("catalog.addToCart"), "button")).click();
    await page.locator(role(t("nav.cartWithCount", { count: 1 }), "link")).click();
    await tab.settled();

    await page.waitForSelector(role(t("cartPage.title"), "heading"));
    const quantity = await page.waitForSelector(role(t("cartPage.quantityOf", { name: beanie.name.en }), "spinbutton"));
    // Firefox draws no arrows of its own beside the − and + buttons.
    expect(await quantity!.evaluate((input) => getComputedStyle(input).appearance)).toBe("textfield");
    await page.screenshot({ path: `${screenshotDir()}/firefox-cart-375.png` });

    await page.locator(role(t("order.requestOrder"), "button")).click();
    const dialog = `[role="dialog"]`;
    await page.locator(`${dialog} ${role(t("order.name"), "textbox")}`).fill("Ada Lovelace");
    await page.locator(`${dialog} ${role(t("order.email"), "textbox")}`).fill("ada@example.com");
    const tabsBefore = (await browser.pages()).length;
    await page.locator(`${dialog} ${role(t("order.copyAndOpenEmail"), "button")}`).click();
    // The mail program opens; the shop stays in front with its "Thank you!", and no empty tab is left.
    await page.waitForSelector(role(t("order.sentTitle"), "region"));
    const thanks = await page.$eval("main", (main) => main.textContent ?? "");
    reference = new RegExp(t("order.sentReference", { reference: "(\\d+)" })).exec(thanks)![1];
    await page.locator(role(t("order.openEmail"), "link")).click();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await browser.pages()).length).toBe(tabsBefore);
    expect(new URL(page.url()).pathname).toBe("/cart");
    await page.waitForSelector(role(t("order.sentTitle"), "region"));
    await page.screenshot({ path: `${screenshotDir()}/firefox-sent-375.png` });

    // The language, from the phone menu: the browser's modal dialog, which Escape closes with the
    // focus back on its button.
    const menuButton = `[aria-label=${JSON.stringify(t("nav.openMenu"))}]`;
    await page.locator(menuButton).click();
    await page.waitForSelector(`dialog:modal ${role(t("language.it"), "link")}`);
    await page.keyboard.press("Escape");
    await page.waitForSelector("dialog:modal", { hidden: true });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(t("nav.openMenu"));
    await page.locator(menuButton).click();
    await page.locator(`dialog:modal ${role(t("language.it"), "link")}`).click();
    await page.waitForSelector(`html[lang="it"]`);
    await tab.settled();
    await page.waitForSelector(role(texts("it").t("cartPage.title"), "heading"));

    expect(tab.errors).toEqual([]);
  });

  it("the owner signs in, types a price the Italian way, and answers the shopper's request with a quote", async () => {
    expect(reference).not.toBe("");
    tab = await watchedPage(browser, shopUrl);
    const { page } = tab;
    const { t } = texts("it");
    await tab.visit("/auth?lng=it");
    await page.locator(role(t("auth.email"), "textbox")).fill(owner.email);
    await page.locator(`input[type="password"]`).fill(owner.password);
    await page.locator(role(t("auth.signIn"), "button")).click();
    await page.waitForFunction(() => location.pathname === "/admin/items");
    await tab.settled();

    await page.locator(role(t("admin.items.edit", { name: tote.name.it }), "button")).click();
    const dialog = `[role="dialog"]`;
    const price = await page.waitForSelector(`${dialog} ${role(t("admin.items.price"), "textbox")}`);
    await price!.click({ count: 3 });
    // Key by key, as on a phone's keypad.
    await price!.type("54,90");
    await page.locator(`${dialog} ${role(t("admin.items.saveItem"), "button")}`).click();
    await shows(page, t("admin.items.updated"));
    const card = await page.waitForSelector(role(tote.name.it, "article"));
    expect(await card!.evaluate((node) => node.textContent)).toMatch(/54,90\s€/);

    // Saved again, and left while the list reloads: leaving cuts the reload without an error. The
    // cut comes at a different point each time, so the owner does it a few times.
    for (const [round, typed] of ["54,9", "54,90", "54,9", "54,90"].entries()) {
      await page.locator(role(t("admin.items.edit", { name: tote.name.it }), "button")).click();
      const again = await page.waitForSelector(`${dialog} ${role(t("admin.items.price"), "textbox")}`);
      await again!.click({ count: 3 });
      await again!.type(typed);
      const reload = page.waitForRequest((request) => request.method() === "GET" && new URL(request.url()).pathname.endsWith(".data"));
      await page.locator(`${dialog} ${role(t("admin.items.saveItem"), "button")}`).click();
      await reload;
      await tab.visit(round < 3 ? "/admin/items?lng=it" : "/admin/orders?lng=it");
    }
    await page.waitForSelector(role(t("admin.orders.title"), "heading"));
    await page.locator(role(orderNumber(Number(reference), "it"), "link")).click();
    await tab.settled();
    await page.waitForSelector(role(t("admin.orders.detailTitle", { reference }), "heading"));
    const quote = `form[aria-label=${JSON.stringify(t("admin.conversation.quote"))}]`;
    await page.locator(`${quote} ${role(t("admin.conversation.price"), "textbox")}`).fill("12,50");
    await page.locator(`${quote} ${role(t("admin.conversation.shipping"), "textbox")}`).fill("4,90");
    await page.locator(`${quote} ${role(t("admin.conversation.sendQuote"), "button")}`).click();
    await shows(page, t("admin.conversation.quoteSent"));
    await page.screenshot({ path: `${screenshotDir()}/firefox-quoted-375.png`, fullPage: true });

    expect(tab.errors).toEqual([]);
  });
});

/** A colour's swatch, whichever control carries it. */
const colourOf = (name: string) => JSON.stringify(name);

const screenshotDir = () => process.env.FIREFOX_SCREENSHOTS ?? "test-results";

/**
 * Every Tab stop of the page that is neither a control nor a link and has no name of its own,
 * so that a keyboard user would meet a stop that says nothing of what it holds.
 */
async function unnamedTabStops({ page }: WatchedPage): Promise<string[]> {
  const unnamed: string[] = [];
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let stop = 0; stop < 40; stop++) {
    await page.keyboard.press("Tab");
    const found = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const named = element.matches("a[href], button, input, select, textarea, summary") || element.hasAttribute("aria-label") || element.hasAttribute("aria-labelledby");
      return named ? "" : element.outerHTML.slice(0, 120);
    });
    if (found === null) break;
    if (found) unnamed.push(found);
  }
  return unnamed;
}
