import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot, startShopServer, type ShopServer } from "./shop-server";

/** The shop's owner (ADMIN_EMAIL and ADMIN_PASSWORD of the test shops). */
export const owner = { email: "owner@shop.test", password: "a-long-and-unusual-secret" };

/** Stops with a message that says what to do when there is no production build to run. */
export function requireBuild() {
  if (!fs.existsSync(path.join(repoRoot, "build/shop/server.js"))) {
    throw new Error("Build the shop first (npm run build): the browser tests run the production server.");
  }
}

/**
 * The production shop on a data folder of its own, which its first start fills with the demo
 * catalogue, with the owner's account; `stop` ends it by its process id and removes the folder.
 */
export async function startDemoShop(options: { timeoutMs?: number } = {}): Promise<ShopServer> {
  requireBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-demo-"));
  const server = await startShopServer({
    dataDir,
    env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password },
    timeoutMs: options.timeoutMs ?? 120_000,
  });
  return {
    ...server,
    async stop(signal) {
      const code = await server.stop(signal);
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
