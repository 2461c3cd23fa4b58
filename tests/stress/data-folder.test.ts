import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openToOthersUnder } from "../support/file-modes";
import { startShopServer } from "../support/shop-server";
import { demoShop, removeScratch } from "./support";

afterAll(removeScratch);

/** Opens every folder and file as a version before docs/decisions/0051 left them: folders 0755, the database's files 0666. */
function asAnOlderVersionLeftIt(dir: string) {
  fs.chmodSync(dir, 0o755);
  for (const name of fs.readdirSync(dir)) {
    const entry = path.join(dir, name);
    if (fs.lstatSync(entry).isDirectory()) asAnOlderVersionLeftIt(entry);
    else fs.chmodSync(entry, 0o666);
  }
}

it("closes a data folder an older version left open to every user, and serves from it", async () => {
  const shop = await demoShop("pglite");
  asAnOlderVersionLeftIt(shop.dataDir);
  expect(openToOthersUnder(shop.dataDir).length).toBeGreaterThan(1000);

  const server = await startShopServer({ dataDir: shop.dataDir, env: { ...shop.env, LOG_LEVEL: "info" }, timeoutMs: 120_000 });
  try {
    expect(openToOthersUnder(shop.dataDir)).toEqual([]);
    expect(server.output()).toContain("data folder made readable by the shop's user only");
    const catalog = await fetch(`${server.url}/catalog?lng=en`);
    expect(catalog.status).toBe(200);
    expect(await catalog.text()).toContain("Pompom Beanie");
  } finally {
    expect(await server.stop()).toBe(0);
  }
  // What the shop wrote while it ran, and at its stop, is closed too.
  expect(openToOthersUnder(shop.dataDir)).toEqual([]);
});
