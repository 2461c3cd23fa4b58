import fs from "node:fs";
import { decodedMail } from "../support/test-inbox";
import { mailSubject, mailTo, mailingTestOwnShop as test, phone } from "./contract-support";
import { expect, expectAccessible, interactiveNavigations, keepScreenshotsAtBothWidths, pageI18n, signInAsOwner } from "./fixtures";

/*
 * docs/product/back-in-stock.md as a shopper and the owner meet it, on a phone: a shopper asks
 * about a sold-out colour in French and confirms; the owner raises its stock; one mail comes, in
 * French, whose link opens the piece on that colour.
 */

test.use({ viewport: phone });

const shopper = "zoe@example.com";

test("a shopper waits for a sold-out colour, confirms, and is told once when the owner raises its stock", async ({ page, browser, mailingShop }) => {
  const { inbox } = mailingShop;
  const fr = pageI18n("fr");
  await page.goto("/product/shell-stitch-market-tote?lng=fr");
  // A sold-out swatch cannot be chosen: the form names the sold-out colours itself.
  await expect(page.getByRole("radio", { name: "Terre cuite" })).toBeDisabled();
  const form = page.getByTestId("stock-alert");
  await expect(form.getByRole("heading", { name: fr.t("stockAlert.title") })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshotsAtBothWidths(page, "stock-alert-product");
  fs.mkdirSync("/tmp/team/shots", { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/team/shots/stock-alert-${width}.png` });
  }
  await page.setViewportSize(phone);
  await form.getByLabel(fr.t("stockAlert.colour")).selectOption({ label: "Terre cuite" });
  await form.getByLabel(fr.t("stockAlert.email")).fill(shopper);
  await form.getByRole("button", { name: fr.t("stockAlert.submit") }).click();
  await expect(page.getByRole("heading", { level: 1, name: fr.t("stockAlert.askedTitle") })).toBeVisible();
  await expect(page.getByTestId("stock-alert-answer")).toHaveText(fr.t("stockAlert.askedText"));
  await expectAccessible(page);

  const confirmation = await mailTo(inbox, shopper, "À confirmer");
  const confirmLink = /http:\/\/[^\s]+\/back-in-stock\/confirm\/[^\s]+/.exec(decodedMail(confirmation.raw))![0];
  // The shop's own address in the test is port 0 (PUBLIC_URL is not set): the path is what counts.
  const inShop = (link: string) => new URL(link).pathname + new URL(link).search;
  await page.goto(inShop(confirmLink));
  await expectAccessible(page);
  await page.getByRole("button", { name: fr.t("stockAlert.confirmButton") }).click();
  await expect(page.getByTestId("stock-alert-answer")).toHaveText(fr.t("stockAlert.confirmedText"));

  const ownerContext = await browser.newContext({ baseURL: mailingShop.shop.url });
  const owner = interactiveNavigations(await ownerContext.newPage());
  await signInAsOwner(owner);
  // The owner sees who waits, and for which colour.
  await owner.goto("/admin/back-in-stock?lng=en");
  await expect(owner.getByTestId("waiting-pieces").getByRole("row", { name: /Shell Stitch Market Tote – Terracotta 1 0/ })).toBeVisible();
  await expect(owner.getByTestId("wish-addresses")).toContainText(shopper);
  await expectAccessible(owner);
  await owner.goto("/admin/items?lng=en");
  await owner.getByRole("button", { name: "Edit Shell Stitch Market Tote" }).click();
  const dialog = owner.getByRole("dialog", { name: "Update item" });
  await dialog.getByRole("button", { name: "Edit variant Terracotta" }).click();
  const colour = dialog.getByRole("form", { name: "Color variant" });
  await colour.getByLabel("Stock").fill("2");
  await colour.getByRole("button", { name: "Save colour" }).click();
  await expect(owner.getByText("Color variant updated successfully")).toBeVisible();
  await ownerContext.close();

  const back = await mailTo(inbox, shopper, "De retour");
  expect(mailSubject(back.raw)).toBe(fr.t("stockAlert.mail.backSubject", { piece: "Cabas de marché au point éventail – Terre cuite" }));
  const productLink = /http:\/\/[^\s]+\/product\/[^\s]+/.exec(decodedMail(back.raw))![0];
  expect(productLink).not.toMatch(/utm_/);
  await page.goto(inShop(productLink));
  await expect(page.getByRole("radio", { name: "Terre cuite" })).toBeChecked();
  await expect(page.getByText(fr.t("catalog.inStock", { count: 2 }))).toBeVisible();
  // Every colour is in stock now: nothing left to wait for.
  await expect(page.getByTestId("stock-alert")).toHaveCount(0);
  // One mail for the wish, however long one waits.
  await page.waitForTimeout(1500);
  expect(inbox.mails.filter((mail) => mail.to.includes(shopper)).map((mail) => mailSubject(mail.raw).split(/\s/)[0])).toEqual(["À", "De"]);
});
