/**
 * `npx tsx bench/statistics-cost.ts`: what the shop's own visit counts (docs/product/statistics.md)
 * cost a kept page. Two shops of the built app on the demo catalogue, one with `SHOP_STATISTICS=off`,
 * are loaded in turn with wrk, round after round (off, on, on, off, …), so that the rest of the
 * machine's load falls on both alike, which two runs of `npm run bench` one after the other cannot
 * promise on a shared machine. Needs `npm run build` and wrk.
 *
 *   npx tsx bench/statistics-cost.ts [--rounds=6] [--duration=5]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startShopServer, type ShopServer } from "../tests/support/shop-server";
import { median } from "./budgets";
import { load, settle } from "./throughput";

const option = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const rounds = option("rounds", 6);
const durationS = option("duration", 5);
const connections = 50;

/** The home page as linked, and a product page from a tagged link for Instagram: counting's longest path. */
const loads = (product: string) => [
  { page: "home (as linked)", path: "/" },
  { page: "product (tracked link)", path: `${product}?utm_source=instagram&utm_medium=social&utm_campaign=bio` },
];

async function main() {
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "shop-statistics-cost-")));
  const shops: ShopServer[] = [];
  try {
    const [off, on] = await Promise.all(
      (["off", "on"] as const).map((statistics, i) =>
        startShopServer({ dataDir: dirs[i], env: { DEMO_DATA: "on", SHOP_STATISTICS: statistics }, timeoutMs: 300_000, outputFile: `${dirs[i]}.log` }),
      ),
    );
    shops.push(off, on);
    const sitemap = await (await fetch(`${on.url}/sitemap.xml`)).text();
    const product = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).find((p) => p.startsWith("/product/"));
    if (!product) throw new Error("the sitemap lists no product: is the demo catalogue there?");
    for (const { page, path: address } of loads(product)) {
      const figures = { off: [] as number[], on: [] as number[] };
      for (const shop of [off, on]) await load(shop.url + address, 10, 1, "gzip");
      for (let round = 0; round < rounds; round++) {
        // Off first in even rounds, on first in odd ones: neither always follows the other.
        const order = round % 2 === 0 ? (["off", "on"] as const) : (["on", "off"] as const);
        for (const which of order) {
          const shop = which === "off" ? off : on;
          await settle(`${shop.url}/healthz`);
          figures[which].push((await load(shop.url + address, connections, durationS, "gzip")).requestsPerSecond);
        }
      }
      const ratio = median(figures.on) / median(figures.off);
      console.log(
        `${page} @${connections}, ${rounds} rounds of ${durationS} s: off median ${median(figures.off)} req/s [${figures.off.join(", ")}], on median ${median(figures.on)} req/s [${figures.on.join(", ")}], on/off ${ratio.toFixed(3)}`,
      );
    }
  } finally {
    for (const shop of shops) await shop.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    for (const dir of dirs) fs.rmSync(`${dir}.log`, { force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
