import { afterAll, describe, expect, it } from "vitest";
import {
  demoShop,
  nextAddress,
  orderableLines,
  randomBetween,
  removeScratch,
  rssMb,
  sleep,
  startShop,
  storedOrders,
  stress,
  submitOrder,
  type OrderOutcome,
} from "./support";

afterAll(removeScratch);

const languages = ["en", "it", "fr"];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * Issue 8, load: shoppers browse, re-check their cart and send order requests (some double-clicked,
 * sending one key twice at once) for a fixed time. No 5xx, no order request lost or stored twice,
 * and the server's memory settles instead of growing.
 */
describe.each(["pglite", "postgres"] as const)("load on %s", (kind) => {
  it(`serves ${stress.shoppers} shoppers for ${stress.loadSeconds} s without an error or a lost order request`, async () => {
    const shop = await demoShop(kind);
    const lines = await orderableLines();
    const server = await startShop(shop);
    const statuses = new Map<number, number>();
    const latencies: number[] = [];
    const failures: string[] = [];
    const orders = new Map<string, OrderOutcome[]>();
    const rss: number[] = [];
    const deadline = Date.now() + stress.loadSeconds * 1000;
    const sampler = setInterval(() => rss.push(rssMb(server.pid)), 1000);

    const visit = async (path: string, language: string) => {
      const started = performance.now();
      try {
        const response = await fetch(`${server.url}${path}`, { headers: { "accept-language": language, "x-forwarded-for": nextAddress() } });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500) failures.push(`${response.status} ${path}`);
      } catch (error) {
        failures.push(`${path}: ${(error as Error).message}`);
      }
      latencies.push(performance.now() - started);
    };

    let shopperKeys = 0;
    try {
      await Promise.all(
        Array.from({ length: stress.shoppers }, async (_, shopper) => {
          const language = languages[shopper % languages.length];
          while (Date.now() < deadline) {
            const line = lines[Math.floor(Math.random() * lines.length)];
            await visit(["/", "/catalog", `/product/${line.slug}`, "/blog", "/about"][Math.floor(Math.random() * 5)], language);
            await sleep(randomBetween(0, 500));
            await visit(`/product/${line.slug}`, language);
            await visit(`/cart/lines?line=${line.itemId}${line.variantId ? `:${line.variantId}` : ""}`, language);
            await sleep(randomBetween(0, 500));
            const key = `load-${shopper}-${shopperKeys++}`;
            // One shopper in five double-clicks: the same request twice at once.
            const copies = Math.random() < 0.2 ? 2 : 1;
            const started = performance.now();
            const address = nextAddress();
            const answers = await Promise.all(Array.from({ length: copies }, () => submitOrder(server.url, { key, address, line })));
            latencies.push(performance.now() - started);
            orders.set(key, answers);
            for (const a of answers) {
              const status = a.kind === "network" ? 0 : a.status;
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (a.kind !== "stored") failures.push(`order ${key}: ${JSON.stringify(a)}`);
            }
            await sleep(randomBetween(0, 1000));
          }
        }),
      );
    } finally {
      clearInterval(sampler);
      expect(await server.stop("SIGTERM")).toBe(0);
    }

    expect(failures.slice(0, 20)).toEqual([]);
    const stored = await storedOrders(shop);
    for (const [key, answers] of orders) {
      const references = new Set(answers.map((a) => (a as { reference: number }).reference));
      expect(references.size, `${key} answered with different references`).toBe(1);
      expect(stored.get(key), key).toEqual([...references]);
    }

    // Memory: once warmed up (second quarter), the peak grows no further than a margin: a leak grows
    // with every request, warm-up does not.
    const quarter = Math.floor(rss.length / 4);
    const peak = (from: number, to: number) => Math.max(...rss.slice(from, to));
    const settled = peak(quarter, 2 * quarter);
    const late = peak(3 * quarter, rss.length);
    const sorted = [...latencies].sort((a, b) => a - b);
    const requests = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      `${kind}: ${stress.shoppers} shoppers, ${stress.loadSeconds} s: ${requests} requests (${(requests / stress.loadSeconds).toFixed(0)}/s), ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${orders.size} order requests ` +
        `(${[...orders.values()].filter((a) => a.length === 2).length} double-clicked), all stored once; ` +
        `latency p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms; ` +
        `RSS MB start ${rss[0]?.toFixed(0)}, 2nd quarter peak ${settled.toFixed(0)}, last quarter peak ${late.toFixed(0)}, max ${Math.max(...rss).toFixed(0)}`,
    );
    expect(late).toBeLessThanOrEqual(settled * 1.2 + 50);
    await shop.drop();
  });
});
