import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import type { PageI18n } from "~/i18n/i18n";
import { orderNumber } from "~/lib/typography";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { startTestInbox, type ReceivedMail, type TestInbox } from "../support/test-inbox";
import { mustardBeanie } from "./cart-support";
import { copyOfDemoData, expect, interactiveNavigations, interactiveTest, owner, signInAsOwner } from "./fixtures";

/*
 * The contract's steps as the shopper and the owner take them, in any of the shop's languages:
 * every label is the shop's own text (its locale messages, the demo catalogue's names), so one
 * walk reads the same in each language.
 */

type MailingShop = { shop: ShopServer; inbox: TestInbox };

/** A shop whose e-mails go to a local SMTP server the test reads, for as long as `use` lasts. */
async function runMailingShop(use: (shop: MailingShop) => Promise<void>) {
  const inbox = await startTestInbox();
  const dataDir = copyOfDemoData();
  const shop = await startShopServer({ dataDir, env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, SMTP_URL: inbox.url } });
  await use({ shop, inbox });
  await shop.stop();
  await inbox.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** A mailing shop for the worker. */
export const mailingTest = interactiveTest.extend<object, { mailingShop: MailingShop }>({
  mailingShop: [async ({}, use) => runMailingShop(use), { scope: "worker", timeout: 90_000 }],
  baseURL: async ({ mailingShop }, use) => use(mailingShop.shop.url),
});

/** A mailing shop for each test: for walks that take pieces out of the stock. */
export const mailingTestOwnShop = interactiveTest.extend<{ mailingShop: MailingShop }>({
  mailingShop: [async ({}, use) => runMailingShop(use), { timeout: 90_000 }],
  baseURL: async ({ mailingShop }, use) => use(mailingShop.shop.url),
});

export const phone = { width: 375, height: 812 };

/** A text of the shop with its unknown parts (a date, a time) matching anything. */
export function textWith({ t }: PageI18n, key: string, values: Record<string, string | number>, unknown: string[]): RegExp {
  const marker = "\u0001";
  const filled = t(key, { ...values, ...Object.fromEntries(unknown.map((name) => [name, marker])) });
  const escaped = filled.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  return new RegExp(escaped.replaceAll(marker, ".+?"));
}

/** The demo's mustard beanie as the request page names it, in the language. */
export function beanieLine({ language }: PageI18n, qty: number): string {
  const beanie = mustardBeanie();
  return `${beanie.name[language]} (${beanie.colour[language]}) × ${qty}`;
}

/** The owner, in a browser of their own and in the language, opens a request. */
export async function ownerOpens(browser: Browser, baseURL: string, i18n: PageI18n, reference: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: phone });
  const page = interactiveNavigations(await context.newPage());
  await signInAsOwner(page, "", i18n.language);
  await page.goto("/admin/orders");
  await page.getByRole("link", { name: orderNumber(Number(reference), i18n.language), exact: true }).click();
  return page;
}

/** The owner quotes the open request at its own prices, with shipping. */
export async function ownerQuotes(page: Page, { t }: PageI18n) {
  const quote = page.getByRole("form", { name: t("admin.conversation.quote") });
  await quote.getByLabel(t("admin.conversation.shipping")).fill("4.90");
  await quote.getByRole("button", { name: t("admin.conversation.sendQuote") }).click();
  await expect(page.getByText(t("admin.conversation.quoteStates.sent"))).toBeVisible();
}

/** On the shopper's page of an accepted quote: the function is there, with the period. */
export async function withdrawalOffered(shopper: Page, { t }: PageI18n) {
  const section = shopper.locator("#withdrawal");
  await expect(section).toContainText(t("withdrawal.open", { days: 14 }));
  await expect(section.getByRole("link", { name: t("withdrawal.action") })).toBeVisible();
}

/** "Withdraw from contract here", its confirmation step, and the acknowledgement e-mail: answers the mail as text. */
export async function withdraw(shopper: Page, inbox: TestInbox, i18n: PageI18n, reference: string, shot: (name: string) => Promise<void>) {
  const { t } = i18n;
  const section = shopper.locator("#withdrawal");
  await section.getByRole("link", { name: t("withdrawal.action") }).click();
  await expect(shopper.getByRole("heading", { level: 2, name: t("withdrawal.confirmTitle") })).toBeVisible();
  await expect(section).toContainText(t("withdrawal.confirmIntro", { reference }));
  await expect(shopper.getByTestId("withdrawal-pieces")).toContainText(beanieLine(i18n, 2));
  await expect(shopper.getByLabel(t("withdrawal.name"))).toHaveValue("Ada Lovelace");
  await expect(shopper.getByLabel(t("withdrawal.email"))).toHaveValue("ada@example.com");
  await shot("withdrawal-confirm");
  const acknowledgement = inbox.next("ada@example.com");
  await shopper.getByRole("button", { name: t("withdrawal.confirm") }).click();
  await expect(shopper.getByTestId("withdrawal-done")).toContainText(textWith(i18n, "withdrawal.done", {}, ["date"]));
  await expect(shopper.getByTestId("withdrawal-done")).toContainText(t("withdrawal.mailTo", { email: "ada@example.com" }));
  await expect(shopper.getByTestId("request-history")).toContainText(t("request.events.withdrawn"));
  await expect(shopper.getByRole("link", { name: t("withdrawal.action") })).toHaveCount(0);
  await shot("withdrawal-done");
  return acknowledgement;
}

/** The owner sees the withdrawal in the list and on the request, with the refund deadline. */
export async function ownerSeesWithdrawal(ownerPage: Page, i18n: PageI18n, reference: string, shot: (name: string) => Promise<void>) {
  const { t, language } = i18n;
  const number = orderNumber(Number(reference), language);
  await ownerPage.goto("/admin/orders");
  await expect(ownerPage.getByRole("row").filter({ hasText: number })).toContainText(t("withdrawal.admin.badge"));
  await ownerPage.getByRole("link", { name: number, exact: true }).click();
  const withdrawal = ownerPage.getByTestId("order-withdrawal");
  await expect(withdrawal).toContainText(textWith(i18n, "withdrawal.admin.text", { name: "Ada Lovelace", email: "ada@example.com" }, ["date"]));
  await expect(withdrawal).toContainText(textWith(i18n, "withdrawal.admin.refund", {}, ["date"]));
  await shot("owner-withdrawal");
}

/** A mail's subject as the shopper reads it: folded lines joined, encoded words (RFC 2047) decoded. */
export function mailSubject(raw: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  const bytes = folded
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("latin1")
        : text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The mail to `to` whose subject holds `subject`, once the mail server has it. */
export async function mailTo(inbox: TestInbox, to: string, subject: string): Promise<ReceivedMail> {
  const find = () => inbox.mails.find((mail) => mail.to.includes(to) && mailSubject(mail.raw).includes(subject));
  await expect.poll(() => find() !== undefined, { message: `a mail to ${to} about "${subject}"` }).toBe(true);
  return find()!;
}
