import fs from "node:fs";
import net from "node:net";
import type { BrowserContext, Page } from "@playwright/test";
import { type Database, openDatabase } from "~db/client";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { demoItems } from "~db/demo/catalogue";
import type { Language } from "~shared/languages";
import { copyOfDemoData, expect, pageI18n } from "./fixtures";

/**
 * A shop of the test's own on a copy of the demo data, so that the test can read and change its
 * database between runs. The port stays the same across restarts: the cart lives in the browser's
 * storage for that origin.
 */
export type OwnShop = {
  url: string;
  dataDir: string;
  /** Stops the server and hands the database to `work`; then starts the server again, unless told not to. */
  whileStopped<T>(work: (db: Database) => Promise<T>, options?: { restart: boolean }): Promise<T>;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startOwnShop(): Promise<OwnShop> {
  const dataDir = copyOfDemoData();
  const port = String(await freePort());
  let server: ShopServer | null = await startShopServer({ dataDir, env: { PORT: port } });
  return {
    url: server.url,
    dataDir,
    async whileStopped(work, { restart } = { restart: true }) {
      await server?.stop();
      server = null;
      const handle = await openDatabase({ dataDir });
      try {
        return await work(handle.db);
      } finally {
        await handle.close();
        if (restart) server = await startShopServer({ dataDir, env: { PORT: port } });
      }
    },
    async stop() {
      await server?.stop();
      server = null;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The clipboard can be read back, and a mailto: link clicked is only noted (no mail program here). */
export async function watchMailAndClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await context.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { openedUrls: opened });
    window.addEventListener(
      "click",
      (event) => {
        const link = event.target instanceof Element ? event.target.closest("a") : null;
        const href = link?.getAttribute("href");
        if (!href?.startsWith("mailto:")) return;
        opened.push(href);
        event.preventDefault();
      },
      true,
    );
  });
}

export const openedUrls = (page: Page) => page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls);
export const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The demo's pompom beanie and its mustard colour, with their names in each language. */
export function mustardBeanie() {
  const beanie = demoItems.find((item) => item.slug === "pompom-beanie")!;
  const mustard = beanie.variants!.find((variant) => variant.colour.name.en === "Mustard")!;
  return { name: beanie.name, colour: mustard.colour.name };
}

/**
 * A shopper sends mustard beanies (two, or the one left) through the cart's order dialog, in the
 * language (English unless told); answers the request's number.
 */
export async function sendRequest(page: Page, inStock = 3, language: Language = "en"): Promise<string> {
  const { t } = pageI18n(language);
  await page.goto(`/product/pompom-beanie?lng=${language}`);
  await page.getByRole("radio", { name: mustardBeanie().colour[language] }).click();
  await expect(page.getByText(t("catalog.inStock", { count: inStock }))).toBeVisible();
  const add = page.getByRole("button", { name: t("catalog.addToCart") });
  await add.click();
  await expect(page.getByRole("link", { name: t("nav.cartWithCount", { count: 1 }) })).toBeVisible();
  if (inStock > 1) {
    await add.click();
    await expect(page.getByRole("link", { name: t("nav.cartWithCount", { count: 2 }) })).toBeVisible();
  }
  await page.goto(`/cart?lng=${language}`);
  await page.getByRole("button", { name: t("order.requestOrder") }).click();
  const dialog = page.getByRole("dialog", { name: t("order.requestOrder") });
  await dialog.getByLabel(t("order.name")).fill("Ada Lovelace");
  await dialog.getByLabel(t("order.email")).fill("ada@example.com");
  await dialog.getByRole("button", { name: t("order.copyAndOpenEmail") }).click();
  const received = page.getByText(new RegExp(t("order.sentReference", { reference: "\\d+" })));
  await expect(received).toBeVisible();
  return /(\d+)/.exec((await received.textContent())!)![1];
}
