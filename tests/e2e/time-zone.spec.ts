import type { Page } from "@playwright/test";
import { sendRequest } from "./cart-support";
import { expect, keepScreenshot, signInAsOwner, testWithOwnShop } from "./fixtures";

const test = testWithOwnShop();
// The visitor's own clock is elsewhere: what the server rendered in the shop's zone must hydrate as is.
test.use({ timezoneId: "Asia/Tokyo" });

/** The page's hydration complaints, which a time written in the browser's own zone would raise. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/*
 * docs/decisions/0055 on a phone: the shopper's Italian request page shows the shop's time (Rome's,
 * an hour ahead of UTC in winter) with the zone named, and the owner's new zone in Settings moves
 * the back office's times with it.
 */

/** "08:20 CET"-like times of the minutes around a request, as a language writes them in a zone. */
function timesAround(from: number, to: number, locale: string, timeZone: string): RegExp {
  const format = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone, timeZoneName: "short" });
  const times = new Set<string>();
  for (let at = from - 60_000; at <= to + 60_000; at += 30_000) times.add(format.format(new Date(at)));
  return new RegExp([...times].map((time) => time.replace(/[+]/g, "\\+")).join("|"));
}

test("the request page and the back office show the shop's time zone, and the owner changes it", async ({
  page,
  browser,
  shop,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const shopperErrors = hydrationErrors(page);
  const before = Date.now();
  const reference = await sendRequest(page);
  const after = Date.now();
  await page.getByRole("link", { name: "Open your request's page" }).click();
  await expect(page).toHaveURL(/\/request\/[0-9a-f]{64}$/);

  // In Italian, in Rome's time (Europe/Rome, the default) with the zone named, not UTC's.
  await page.goto(`${page.url()}?lng=it`);
  const received = page.getByText(/^Inviata il /);
  await expect(received).toHaveText(timesAround(before, after, "it-IT", "Europe/Rome"));
  await expect(received).toContainText(/\d{2}:\d{2} CES?T$/);
  await keepScreenshot(page, "time-zone-request-it-375", { fullPage: true });
  expect(shopperErrors).toEqual([]);

  // The owner, on a phone, moves the shop to New York: the request's time follows.
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width: 375, height: 812 }, timezoneId: "Asia/Tokyo" });
  const owner = await context.newPage();
  const ownerErrors = hydrationErrors(owner);
  await signInAsOwner(owner);
  await owner.goto("/admin/settings?lng=en");
  const zone = owner.getByLabel("Time zone");
  await expect(zone).toHaveValue("Europe/Rome");
  await zone.selectOption("America/New_York");
  await owner.getByRole("button", { name: "Save settings" }).click();
  await expect(owner.getByText("Settings saved").first()).toBeVisible();
  await keepScreenshot(owner, "time-zone-settings-375", { fullPage: true });

  await owner.goto("/admin/orders?lng=en");
  await owner.getByRole("link", { name: `#${reference}` }).click();
  await expect(owner.getByText(/^Received /).first()).toHaveText(timesAround(before, after, "en-IE", "America/New_York"));
  await expect(owner.getByText(/^Received /).first()).toContainText(/GMT-[45]$/);
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await keepScreenshot(owner, "time-zone-order-375", { fullPage: true });
  await owner.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(owner, "time-zone-order-1280", { fullPage: true });
  expect(ownerErrors).toEqual([]);
  await context.close();
});
