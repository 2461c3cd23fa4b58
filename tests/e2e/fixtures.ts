import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { createPageI18n, type PageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { it } from "~/i18n/locales/it";
import type { Language } from "~shared/languages";
import { owner } from "../support/demo-shop";
import { startShopServer, type ShopServer } from "../support/shop-server";

/** A fresh copy of the demo shop's data folder. */
export function copyOfDemoData(): string {
  const template = process.env.E2E_TEMPLATE_DIR;
  if (!template) throw new Error("E2E_TEMPLATE_DIR is not set (global setup did not run)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Keeps a picture of the page as the test saw it, in the test's output folder and in its report,
 * so a reviewer can look at what a flow looks like at each width.
 */
export async function keepScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const file = base.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? false });
  await base.info().attach(name, { path: file, contentType: "image/png" });
}

/**
 * Keeps the page as a phone (375 px) and a computer (1280 px) show it, then gives the page back at
 * the width it had.
 */
export async function keepScreenshotsAtBothWidths(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const before = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await keepScreenshot(page, `${name}-${width}`, options);
  }
  if (before) await page.setViewportSize(before);
}

export { owner } from "../support/demo-shop";

/** A language's texts as a page in that language has them, the back office's included. */
export const pageI18n = (language: Language): PageI18n => createPageI18n(language, { en, it, fr }[language]);

/** Signs the owner in through /auth, in the language (English unless told), and waits for the back office's first page. */
export async function signInAsOwner(page: Page, shopUrl = "", language: Language = "en") {
  const { t } = pageI18n(language);
  await page.goto(`${shopUrl}/auth?lng=${language}`);
  await page.getByLabel(t("auth.email")).fill(owner.email);
  await page.getByLabel(t("auth.password"), { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: t("auth.signIn") }).click();
  await expect(page).toHaveURL(/\/admin\/items$/);
}

/** Runs a shop with an owner on a fresh copy of the demo data for as long as `use` lasts. */
async function runShop(use: (shop: ShopServer) => Promise<void>) {
  const dataDir = copyOfDemoData();
  const server = await startShopServer({
    dataDir,
    env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password },
  });
  await use(server);
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * `goto` and `reload` that return once the page is interactive, as a shopper would wait to use it:
 * the page's scripts start only after its first paint (docs/decisions/0020, 0078), and the mouse
 * comes onto the page as a shopper's would. A test acting at once would act on the server's HTML
 * alone.
 */
export function interactiveNavigations(page: Page): Page {
  let moves = 0;
  const scriptsTakenOver = async () => {
    // A move to where the mouse already is may not reach the page: one pixel across each time.
    await page.mouse.move(1 + (moves++ % 2), 1);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (...args) => goto(...args).then(async (response) => (await scriptsTakenOver(), response));
  page.reload = (...args) => reload(...args).then(async (response) => (await scriptsTakenOver(), response));
  return page;
}

/** Above the server's own start limit (60 s), so that a shop that fails to start says why. */
const shopStartTimeout = 90_000;

/** Playwright's own fixtures, with a `page` whose navigations wait for the page to be interactive. */
export const interactiveTest = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => use(javaScriptEnabled === false ? page : interactiveNavigations(page)),
});

/** Each worker runs its own shop, with an owner, on its own copy of the demo data. */
export const test = interactiveTest.extend<object, { shop: ShopServer }>({
  // Starting a shop is not the first test's time.
  shop: [async ({}, use) => runShop(use), { scope: "worker", timeout: shopStartTimeout }],
  baseURL: async ({ shop }, use) => use(shop.url),
});

/**
 * For specs that change the catalogue or the accounts: a shop of their own, so that the other
 * specs still meet the demo as it ships.
 */
export const testWithOwnShop = () =>
  test.extend<object, { shop: ShopServer }>({
    shop: [async ({}, use) => runShop(use), { scope: "worker", timeout: shopStartTimeout }],
  });

export { expect };

/**
 * A header control by its name: a button, or the summary of a disclosure that works without
 * scripts (the phone menu, the language menu), which has no ARIA role of its own to find it by.
 */
export const headerControl = (scope: Page | Locator, name: string | RegExp, options: { exact?: boolean } = {}): Locator =>
  scope.getByRole("button", { name, ...options }).or(scope.locator("summary").and(scope.getByLabel(name, options)));

/** A plain picture of one colour, as a file the owner picks for an upload. */
export const picture = async (name: string, color: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: color } }).png().toBuffer(),
});

/** A camera's 4000×3000 JPEG of noisy content (so it stays heavy), to be shown turned a quarter (EXIF 6). */
export async function cameraPhoto(): Promise<string> {
  const bytes = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: "#c9a27e", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  })
    .jpeg({ quality: 97 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "phone-photo-")), "IMG_4032.jpg");
  fs.writeFileSync(file, bytes);
  return file;
}

/**
 * Every rule axe has, the experimental ones included (label in name, a paragraph standing in for a
 * heading...) and the enhanced contrast of WCAG's AAA level (docs/decisions/0040): they are off by
 * default, and a rule run by name runs whether or not it is.
 */
const everyAxeRule = axe.getRules().map((rule) => rule.ruleId);

/** axe's serious and critical violations on the page, with every rule, one line each. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // A toast or dialog fading in or out has, for a moment, too little contrast. Under reduced motion
  // the shop (and sonner) drop their transitions, so nothing new fades while axe reads the page;
  // transitions already running are let end first.
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const deadline = Date.now() + 3000;
      for (;;) {
        await frame();
        const running = document
          .getAnimations()
          .filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
        if (running.length === 0 || Date.now() > deadline) return;
        await Promise.race([
          Promise.all(running.map((a) => a.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, deadline - Date.now())),
        ]);
      }
    });
    // Only the violations are wanted: axe need not describe every node that passed.
    const results = await new AxeBuilder({ page }).withRules(everyAxeRule).options({ resultTypes: ["violations"] }).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    return bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/** axe, with every rule, must find no serious or critical violation. */
export async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** Every page the shop's sitemap lists, as paths with their `?lng=`. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
  // The demo shop's home, catalogue, about, blog, items and articles, in three languages.
  expect(paths.length).toBeGreaterThan(30);
  return paths;
}
