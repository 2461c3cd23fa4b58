import type { Page } from "@playwright/test";
import type { Language } from "~shared/languages";
import { decodedMail } from "../support/test-inbox";
import { sendRequest, watchMailAndClipboard } from "./cart-support";
import { chooseDelivery } from "./delivery-support";
import { mailingTest as test, mailSubject, ownerOpens, ownerQuotes, ownerSeesWithdrawal, phone, withdraw, withdrawalOffered } from "./contract-support";
import { expect, expectAccessible, keepScreenshotsAtBothWidths, pageI18n } from "./fixtures";

/*
 * docs/product/cart-and-orders.md#withdrawal-function (LEGAL.md §5) on a phone, in English and in
 * French: a request, the owner's quote, the shopper's acceptance, then "Withdraw from contract
 * here", its confirmation step, the acknowledgement received by the shop's mail server, and the
 * owner seeing it; once with the shopper's scripts, once without.
 */

test.use({ viewport: phone });

for (const language of ["en", "fr"] as const satisfies Language[]) {
  const i18n = pageI18n(language);
  const { t } = i18n;
  for (const scripts of [true, false]) {
    test(`a shopper withdraws through the function in ${language} ${scripts ? "with" : "without"} scripts, gets the acknowledgement, and the owner sees it`, async ({
      page,
      context,
      browser,
      mailingShop: { shop, inbox },
    }) => {
      await watchMailAndClipboard(context);
      const reference = await sendRequest(page, 3, language);
      const link = await page.getByRole("link", { name: t("request.link") }).getAttribute("href");
      const owner = await ownerOpens(browser, shop.url, i18n, reference);
      await ownerQuotes(owner, i18n);
      const plain = scripts ? null : await browser.newContext({ baseURL: shop.url, javaScriptEnabled: false, viewport: phone });
      const shopper = plain ? await plain.newPage() : page;
      await shopper.goto(`${link}?lng=${language}`);
      await chooseDelivery(shopper, i18n);
      await shopper.getByRole("button", { name: t("request.accept") }).click();
      await expect(shopper.getByText(t("request.statuses.accepted"), { exact: true })).toBeVisible();
      await withdrawalOffered(shopper, i18n);
      const shots = `withdrawal-${language}${scripts ? "" : "-no-script"}`;
      const shot = async (of: Page, name: string) => {
        // axe runs in the page: only where scripts do.
        if (scripts) await expectAccessible(of);
        await keepScreenshotsAtBothWidths(of, `${shots}-${name}`, { fullPage: true });
      };
      const { raw } = await withdraw(shopper, inbox, i18n, reference, (name) => shot(shopper, name));
      expect(mailSubject(raw)).toContain(t("withdrawal.mail.subject", { reference }));
      const mail = decodedMail(raw);
      expect(mail).toContain(t("withdrawal.mail.statement", { name: "Ada Lovelace", reference }));
      expect(mail).toMatch(/\d{2}[:h]\d{2}/);
      await ownerSeesWithdrawal(owner, i18n, reference, (name) => shot(owner, name));
      await plain?.close();
      await owner.context().close();
    });
  }
}
