import fs from "node:fs";
import net from "node:net";
import type { BrowserContext, Page } from "@playwright/test";
import { type Database, openDatabase } from "~db/client";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { copyOfDemoData, expect } from "./fixtures";

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

/** The clipboard can be read back, and window.open only notes the address (no mail program here). */
export async function watchMailAndClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await context.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { openedUrls: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
}

export const openedUrls = (page: Page) => page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls);
export const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** A shopper sends mustard beanies (two, or the one left) through the cart's order dialog; answers the request's number. */
export async function sendRequest(page: Page, inStock = 3): Promise<string> {
  await page.goto("/product/pompom-beanie?lng=en");
  await page.getByRole("radio", { name: "Mustard" }).click();
  await expect(page.getByText(`${inStock} in stock`)).toBeVisible();
  const add = page.getByRole("button", { name: "Add to cart" });
  await add.click();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  if (inStock > 1) {
    await add.click();
    await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  }
  await page.goto("/cart?lng=en");
  await page.getByRole("button", { name: "Request Order" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Order" });
  await dialog.getByLabel("Name").fill("Ada Lovelace");
  await dialog.getByLabel("Email").fill("ada@example.com");
  await dialog.getByRole("button", { name: "Copy & Open Email" }).click();
  const received = page.getByText(/Your request #\d+ has been received\./);
  await expect(received).toBeVisible();
  return /#(\d+)/.exec((await received.textContent())!)![1];
}
