import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { createPageI18n, type PageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { it } from "~/i18n/locales/it";
import type { Language } from "~shared/languages";

/**
 * Debian's Firefox ESR, driven over WebDriver BiDi (Playwright's own Firefox build cannot be
 * installed from Debian's packages).
 */
export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({ browser: "firefox", protocol: "webDriverBiDi", executablePath: firefoxPath, headless: true });
}

/** A language's texts as a page in that language has them, the back office's included. */
export const texts = (language: Language): PageI18n => createPageI18n(language, { en, it, fr }[language]);

/** A phone's width, at twice its pixels. */
export const phone = { width: 375, height: 812, deviceScaleFactor: 2 };

export type WatchedPage = {
  page: Page;
  /** Every console error and uncaught error of every page the tab showed, with its address. */
  errors: string[];
  /** Goes to a path of the shop and returns once its scripts have taken over, as a shopper's first move over the page starts them. */
  visit(path: string): Promise<void>;
  /** Waits for the page that a click led to, and for its scripts. */
  settled(): Promise<void>;
};

/** A tab at a phone's size whose console errors and uncaught errors are kept, page by page. */
export async function watchedPage(browser: Browser, shopUrl: string): Promise<WatchedPage> {
  const page = await browser.newPage();
  await page.setViewport(phone);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught on ${page.url()}: ${error instanceof Error ? error.message : String(error)}`));
  let moves = 0;
  const settled = async () => {
    // A move to where the mouse already is may not reach the page: one pixel across each time.
    await page.mouse.move(1 + (moves++ % 2), 1);
    await page.waitForSelector("html[data-hydrated]");
  };
  return {
    page,
    errors,
    settled,
    async visit(path) {
      await page.goto(new URL(path, shopUrl).href);
      await settled();
    },
  };
}

/** A selector for the element of that role and accessible name, as a screen reader finds it. */
export const role = (name: string, kind: string) => `::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(kind)}])`;

/** Resolves once the page shows the text (a part of an element's text is enough). */
export async function shows(page: Page, text: string): Promise<void> {
  await page.waitForSelector(`::-p-text(${JSON.stringify(text)})`, { visible: true });
}
