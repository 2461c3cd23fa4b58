import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot, startShopServer } from "../support/shop-server";

/**
 * Makes one data folder with the demo catalogue imported, which every worker copies: importing
 * the demo (drawing its images) once is enough.
 */
export default async function globalSetup() {
  if (!fs.existsSync(path.join(repoRoot, "build/shop/server.js"))) {
    throw new Error("Build the shop first (npm run build): the end-to-end tests run the production server.");
  }
  const template = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-template-"));
  const server = await startShopServer({ dataDir: template, timeoutMs: 120_000 });
  const code = await server.stop();
  if (code !== 0) throw new Error(`template server exited with ${code}:\n${server.output()}`);
  process.env.E2E_TEMPLATE_DIR = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
