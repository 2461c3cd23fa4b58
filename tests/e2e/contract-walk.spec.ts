import type { Page } from "@playwright/test";
import type { Language } from "~shared/languages";
import { decodedMail } from "../support/test-inbox";
import { sendRequest, watchMailAndClipboard } from "./cart-support";
import { chooseDelivery } from "./delivery-support";
import { beanieLine, mailTo, mailingTestOwnShop as test, ownerOpens, ownerQuotes, ownerSeesWithdrawal, phone, textWith, withdraw, withdrawalOffered } from "./contract-support";
import { expect, keepScreenshot, pageI18n } from "./fixtures";

/*
 * The whole contract on a phone, as docs/product/cart-and-orders.md tells it, in Italian and in
 * French, with the shopper's scripts and without them: the order request from the cart, the
 * shopper's message, the owner's quote, the pre-contractual summary and the delivery choice
 * before "Order with obligation to pay", the confirmation the mail server receives with the
 * terms, the withdrawal information and the model form, the payment instructions and the shipping, the withdrawal through the function on the private page with
 * its confirmation step, the acknowledgement the mail server receives, and the owner seeing the
 * withdrawal with its refund deadline. Every label is the shop's own text in the language, so
 * the walk is the same in both.
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

      const message = { it: "Potrebbe farlo un po' più largo?", fr: "Pourriez-vous le faire un peu plus large ?" }[language];
      await test.step("the request's private page shows it received; the shopper writes to the owner", async () => {
        await shopper.goto(`${link}?lng=${language}`);
        await expect(shopper.getByText(t("request.statuses.new"), { exact: true })).toBeVisible();
        await expect(shopper.getByRole("link", { name: t("withdrawal.action") })).toHaveCount(0);
        await shopper.getByLabel(t("request.message.label")).fill(message);
        await shopper.getByRole("button", { name: t("request.message.send") }).click();
        await expect(shopper.getByTestId("conversation-messages")).toContainText(message);
        await shopperShot("message");
      });

      const owner = await ownerOpens(browser, shop.url, i18n, reference);
      const ownerShot = shotOf(owner);
      await test.step("the owner reads the message and quotes in her language", async () => {
        await expect(owner.getByTestId("conversation-messages")).toContainText(message);
        await ownerQuotes(owner, i18n);
        await ownerShot("owner-quote");
      });

      const delivery = await test.step("the shopper reads the quote and its summary, and says how the pieces reach them", async () => {
        await shopper.reload();
        await expect(shopper.getByText(t("request.statuses.quoted"), { exact: true })).toBeVisible();
        await expect(shopper.getByRole("link", { name: t("withdrawal.action") })).toHaveCount(0);
        const summary = shopper.getByTestId("pre-contract-summary");
        await expect(summary).toContainText(t("request.summary.title"));
        await expect(summary.getByRole("link", { name: t("request.summary.terms") })).toBeVisible();
        await expect(shopper.getByTestId("line-withdrawal")).toContainText(t("request.lineWithdrawal", { days: 14 }));
        if (language === "it") await chooseDelivery(shopper, i18n, { name: "Ada Lovelace", street: "Via Roma 1", postalCode: "40121", city: "Bologna" });
        else await chooseDelivery(shopper, i18n);
        await shopperShot("quote");
        return language === "it" ? "post" : "collection";
      });

      await test.step("the shopper orders with the obligation to pay; the mail server receives the confirmation", async () => {
        const order = shopper.getByRole("button", { name: t("request.accept") });
        // The binding control's whole label is read on a phone, none of it cut off.
        expect(await order.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
        await order.click();
        await expect(shopper.getByText(t("request.acceptedNote"))).toBeVisible();
        await expect(shopper.getByText(t("request.statuses.accepted"), { exact: true })).toBeVisible();
        await withdrawalOffered(shopper, i18n);
        await expect(shopper.getByTestId("request-history")).toContainText(t("request.events.confirmationSent"));
        await shopperShot("accepted");
        const confirmation = decodedMail((await mailTo(inbox, "ada@example.com", t("admin.shopperMail.contract.subject", { reference }))).raw);
        for (const part of [
          t("admin.shopperMail.contract.termsTitle"),
          t("admin.shopperMail.contract.withdrawalTitle"),
          t("admin.shopperMail.contract.withdrawalDeadline", { days: 14 }),
          t("withdrawal.form.title"),
          t("withdrawal.form.statement"),
          t("request.lineWithdrawal", { days: 14 }),
        ]) {
          expect(confirmation).toContain(part);
        }
      });

      const payment = "IBAN IT60 X054 2811 1010 0000 0123 456";
      const tracking = "RR123456789IT";
      await test.step("the owner confirms, gives the payment instructions and sends the pieces", async () => {
        await owner.reload();
        await owner.getByRole("button", { name: t("admin.orders.moveTo.confirmed") }).click();
        await expect(owner.getByText(t("admin.orders.statusChanged", { status: t("admin.orders.statuses.confirmed") })).first()).toBeVisible();
        const pay = owner.getByRole("form", { name: t("admin.fulfilment.paymentTitle") });
        await pay.getByLabel(t("admin.fulfilment.instructions")).fill(payment);
        await pay.getByRole("button", { name: t("admin.fulfilment.savePayment") }).click();
        await expect(owner.getByText(t("admin.fulfilment.instructionsSaved")).first()).toBeVisible();
        if (delivery === "post") {
          const ship = owner.getByRole("form", { name: t("admin.fulfilment.shippingTitle") });
          await ship.getByLabel(t("admin.fulfilment.carrier")).fill("Poste Italiane");
          await ship.getByLabel(t("admin.fulfilment.trackingNumber")).fill(tracking);
          await ship.getByRole("button", { name: t("admin.fulfilment.markShipped") }).click();
          await expect(owner.getByText(t("admin.fulfilment.shippedSaved")).first()).toBeVisible();
        } else {
          await owner.getByRole("button", { name: t("admin.fulfilment.markReady") }).click();
          await expect(owner.getByText(t("admin.fulfilment.readySaved")).first()).toBeVisible();
        }
        await ownerShot("owner-fulfilment");
      });

      await test.step("the shopper reads how to pay and where the pieces are, and is mailed both", async () => {
        await shopper.reload();
        await expect(shopper.getByTestId("how-to-pay")).toContainText(payment);
        const shipment = shopper.getByTestId("shipment");
        if (delivery === "post") await expect(shipment).toContainText(tracking);
        else await expect(shipment).toContainText(textWith(i18n, "request.fulfilment.ready", {}, ["date"]));
        await shopperShot("fulfilment");
        const paymentMail = await mailTo(inbox, "ada@example.com", t("admin.shopperMail.paymentInstructions.subject", { reference }));
        expect(decodedMail(paymentMail.raw)).toContain(payment);
        if (delivery === "post") {
          const shippedMail = await mailTo(inbox, "ada@example.com", t("admin.shopperMail.shipped.subject", { reference }));
          expect(decodedMail(shippedMail.raw)).toContain(tracking);
        }
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
