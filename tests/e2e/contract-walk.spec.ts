import type { Page } from "@playwright/test";
import type { Language } from "~shared/languages";
import { decodedMail } from "../support/test-inbox";
import { sendRequest, watchMailAndClipboard } from "./cart-support";
import { beanieLine, mailingTest as test, ownerOpens, ownerQuotes, ownerSeesWithdrawal, phone, textWith, withdraw, withdrawalOffered } from "./contract-support";
import { expect, keepScreenshot, pageI18n } from "./fixtures";

/*
 * The whole contract on a phone, as docs/product/cart-and-orders.md tells it, in Italian and in
 * French, with the shopper's scripts and without them: the order request from the cart, the
 * owner's quote, the shopper's acceptance, the withdrawal through the function on the private page
 * with its confirmation step, the acknowledgement the shop's mail server receives, and the owner
 * seeing the withdrawal with its refund deadline. Every label is the shop's own text in the
 * language, so the walk is the same in both.
 */

test.use({ viewport: phone });

/** The page holds no wider content than the phone's screen. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

for (const language of ["it", "fr"] as const satisfies Language[]) {
  for (const scripts of [true, false]) {
    test(`the contract from request to withdrawal on a phone in ${language}, ${scripts ? "with" : "without"} scripts`, async ({
      page,
      context,
      browser,
      mailingShop: { shop, inbox },
    }) => {
      test.slow();
      const i18n = pageI18n(language);
      const { t } = i18n;
      const walk = `walk-${language}-${scripts ? "js" : "no-js"}`;
      const shotOf = (of: Page) => async (name: string) => {
        await fitsThePhone(of);
        await keepScreenshot(of, `${walk}-${name}-375`, { fullPage: true });
      };

      // The cart keeps its pieces in the browser: the request is sent with scripts; the private
      // page is then used with them or in a browser without them.
      await watchMailAndClipboard(context);
      const reference = await test.step("the shopper sends an order request from the cart", () => sendRequest(page, 3, language));
      const link = await page.getByRole("link", { name: t("request.link") }).getAttribute("href");
      const shopperContext = scripts ? context : await browser.newContext({ baseURL: shop.url, javaScriptEnabled: false, viewport: phone });
      const shopper = scripts ? page : await shopperContext.newPage();
      const shopperShot = shotOf(shopper);

      await test.step("the request's private page shows it received, with no withdrawal yet", async () => {
        await shopper.goto(`${link}?lng=${language}`);
        await expect(shopper.getByText(t("request.statuses.new"), { exact: true })).toBeVisible();
        await expect(shopper.getByRole("link", { name: t("withdrawal.action") })).toHaveCount(0);
        await shopperShot("request");
      });

      const owner = await ownerOpens(browser, shop.url, i18n, reference);
      const ownerShot = shotOf(owner);
      await test.step("the owner quotes it in her language", async () => {
        await ownerQuotes(owner, i18n);
        await ownerShot("owner-quote");
      });

      await test.step("the shopper reads the quote and accepts it", async () => {
        await shopper.reload();
        await expect(shopper.getByText(t("request.statuses.quoted"), { exact: true })).toBeVisible();
        await expect(shopper.getByRole("link", { name: t("withdrawal.action") })).toHaveCount(0);
        await shopperShot("quote");
        await shopper.getByRole("button", { name: t("request.accept") }).click();
        await expect(shopper.getByText(t("request.acceptedNote"))).toBeVisible();
        await expect(shopper.getByText(t("request.statuses.accepted"), { exact: true })).toBeVisible();
        await withdrawalOffered(shopper, i18n);
        await shopperShot("accepted");
      });

      const acknowledgement = await test.step("the shopper withdraws through the function and its confirmation step", () =>
        withdraw(shopper, inbox, i18n, reference, shopperShot),
      );

      await test.step("the mail server receives the acknowledgement, in the shopper's language", async () => {
        const mail = decodedMail((await acknowledgement).raw);
        expect(mail).toMatch(textWith(i18n, "withdrawal.mail.intro", {}, ["date"]));
        expect(mail).toContain(t("withdrawal.mail.statement", { name: "Ada Lovelace", reference }));
        expect(mail).toContain(beanieLine(i18n, 2));
        expect(mail).toMatch(textWith(i18n, "withdrawal.mail.next", {}, ["date"]));
      });

      await test.step("the owner sees the withdrawal with its refund deadline", () => ownerSeesWithdrawal(owner, i18n, reference, ownerShot));

      await owner.context().close();
      if (!scripts) await shopperContext.close();
    });
  }
}
