import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { requireBuild } from "../support/demo-shop";
import { startShopServer } from "../support/shop-server";

/**
 * Any private page's address with its token still in it (docs/product/access.md#logs): the log
 * writes `/request/…` and `/invitation/…`, whichever of the run's flows opened them.
 */
const privateLinkWithToken = /\/(?:request|invitation)\/(?!…)[^\s"?]/i;

/** Every line of the run's servers that holds a private page's token. */
function linesWithTokens(outputDir: string): string[] {
  return fs
    .readdirSync(outputDir)
    .flatMap((name) => fs.readFileSync(path.join(outputDir, name), "utf8").split("\n"))
    .filter((line) => privateLinkWithToken.test(line));
}

/**
 * Makes one data folder with the demo catalogue imported, which every worker copies: importing
 * the demo (drawing its images) once is enough. After the run, reads every server's output for
 * the tokens of the private pages its flows opened.
 */
export default async function globalSetup() {
  requireBuild();
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-output-"));
  process.env.SHOP_OUTPUT_DIR = outputDir;
  const template = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-template-"));
  const server = await startShopServer({ dataDir: template, timeoutMs: 120_000 });
  const code = await server.stop();
  if (code !== 0) throw new Error(`template server exited with ${code}:\n${server.output()}`);
  process.env.E2E_TEMPLATE_DIR = template;
  return () => {
    fs.rmSync(template, { recursive: true, force: true });
    const leaked = linesWithTokens(outputDir);
    fs.rmSync(outputDir, { recursive: true, force: true });
    if (leaked.length > 0) throw new Error(`The servers' output holds private links with their token:\n${leaked.slice(0, 5).join("\n")}`);
  };
}
