import { spawn, type ChildProcess } from "node:child_process";
import { createReadStream } from "node:fs";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { importDatabase } from "~db/backup";
import { openDatabase } from "~db/client";
import { createEmptyDatabase } from "../support/postgres-server";
import { repoRoot, serverArgs, serverEnv, startShopServer, type ShopServer } from "../support/shop-server";

/** Counts for the long runs; CI sets smaller ones (see .ci/run). */
export const stress = {
  crashes: Number(process.env.STRESS_CRASHES ?? 100),
  loadSeconds: Number(process.env.STRESS_LOAD_SECONDS ?? 60),
  shoppers: Number(process.env.STRESS_SHOPPERS ?? 200),
};

const scratch: string[] = [];
export function removeScratch() {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export function copyOfDemoDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-stress-data-"));
  scratch.push(dir);
  fs.cpSync(inject("demoDataDir"), dir, { recursive: true });
  return dir;
}

/** The shop's settings for these runs: each shopper is told apart by X-Forwarded-For, as behind a proxy. */
export const shopEnv = { TRUST_PROXY: "1", LOG_LEVEL: "warn", DEMO_DATA: "off" };

export type ShopUnderTest = { kind: "pglite" | "postgres"; dataDir: string; env: Record<string, string>; drop(): Promise<void> };

/** A copy of the demo shop on the embedded database, or in a new PostgreSQL database. */
export async function demoShop(kind: "pglite" | "postgres"): Promise<ShopUnderTest> {
  const dataDir = copyOfDemoDataDir();
  if (kind === "pglite") return { kind, dataDir, env: { ...shopEnv }, drop: async () => undefined };
  const empty = await createEmptyDatabase(inject("postgresUrl"));
  const database = await openDatabase({ dataDir, databaseUrl: empty.url });
  await importDatabase(database.db, inject("demoRows"), { engine: "pglite", migration: 0, tables: {} });
  await database.close();
  return { kind, dataDir, env: { ...shopEnv, DATABASE_URL: empty.url }, drop: empty.drop };
}

export function startShop(shop: ShopUnderTest): Promise<ShopServer> {
  return startShopServer({ dataDir: shop.dataDir, env: shop.env, timeoutMs: 120_000 });
}

/** Starts the server without waiting for it, to kill it somewhere in its start. */
export function spawnShop(shop: ShopUnderTest): ChildProcess {
  return spawn(process.execPath, serverArgs, {
    cwd: repoRoot,
    env: { ...process.env, ...serverEnv, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: shop.dataDir, ...shop.env },
    stdio: "ignore",
  });
}

export type OrderLineChoice = { itemId: string; variantId: string | null; price: number; slug: string };

/** Lines that can always be ordered in the demo shop (order requests do not take stock). */
export async function orderableLines(): Promise<OrderLineChoice[]> {
  const items = new Map<string, { id: string; slug: string; price: number; stock: number; active: boolean; has_color_variants: boolean }>();
  const variants: { id: string; item_id: string; stock: number; active: boolean }[] = [];
  const lines = readline.createInterface({ input: createReadStream(inject("demoRows"), "utf8"), crlfDelay: Infinity });
  for await (const line of lines) {
    const { table, rows } = JSON.parse(line) as { table: string; rows: never[] };
    if (table === "items") for (const row of rows as { id: string }[]) items.set(row.id, row as never);
    if (table === "color_variants") variants.push(...rows);
  }
  const choices: OrderLineChoice[] = [];
  for (const item of items.values()) {
    if (item.active && !item.has_color_variants && item.stock > 0) choices.push({ itemId: item.id, variantId: null, price: item.price, slug: item.slug });
  }
  for (const v of variants) {
    const item = items.get(v.item_id);
    if (item?.active && v.active && v.stock > 0) choices.push({ itemId: item.id, variantId: v.id, price: item.price, slug: item.slug });
  }
  if (choices.length === 0) throw new Error("the demo shop has nothing to order");
  return choices;
}

export type OrderOutcome =
  | { kind: "stored"; status: number; reference: number }
  | { kind: "answered"; status: number; body: string }
  | { kind: "network"; error: string };

/** POST /order-requests as the cart's dialog sends it, from `address`. */
export async function submitOrder(
  url: string,
  order: { key: string; address: string; line: OrderLineChoice },
  signal?: AbortSignal,
): Promise<OrderOutcome> {
  const form = new URLSearchParams({
    name: "Stress Shopper",
    email: "shopper@example.com",
    "lines[0].itemId": order.line.itemId,
    "lines[0].qty": "1",
    "lines[0].unitPrice": String(order.line.price),
    idempotencyKey: order.key,
  });
  if (order.line.variantId) form.set("lines[0].variantId", order.line.variantId);
  try {
    const response = await fetch(`${url}/order-requests`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": order.address },
      body: form.toString(),
      signal,
    });
    const body = await response.text();
    if (response.status === 200 || response.status === 201) {
      const reply = JSON.parse(body) as { status: string; reference?: number };
      if (reply.status === "stored" && reply.reference) return { kind: "stored", status: response.status, reference: reply.reference };
    }
    return { kind: "answered", status: response.status, body: body.slice(0, 300) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { kind: "network", error: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}

let addressCounter = 0;
/** A new client address for each order request, so the per-address limit never applies. */
export function nextAddress(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Order references stored per idempotency key, read straight from the database (the shop stopped). */
export async function storedOrders(shop: ShopUnderTest): Promise<Map<string, number[]>> {
  const query = "SELECT idempotency_key AS key, reference FROM order_requests WHERE idempotency_key IS NOT NULL";
  let rows: { key: string; reference: number }[];
  if (shop.kind === "postgres") {
    const client = new pg.Client({ connectionString: shop.env.DATABASE_URL });
    await client.connect();
    rows = (await client.query<{ key: string; reference: number }>(query)).rows;
    await client.end();
  } else {
    const database = await openDatabase({ dataDir: shop.dataDir });
    rows = ((await database.db.execute(sql.raw(query))) as unknown as { rows: typeof rows }).rows;
    await database.close();
  }
  const byKey = new Map<string, number[]>();
  for (const { key, reference } of rows) byKey.set(key, [...(byKey.get(key) ?? []), Number(reference)]);
  return byKey;
}

/** The state PostgreSQL records in pg_control: 1 after a clean shutdown, 6 while it runs (or after a crash). */
export function embeddedDatabaseState(dataDir: string): "shut down" | "in production" | number {
  const state = fs.readFileSync(path.join(dataDir, "db/global/pg_control")).readInt32LE(16);
  return state === 1 ? "shut down" : state === 6 ? "in production" : state;
}

/** Resident memory of a process, in MB. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);

/**
 * Shoppers sending order requests one after another until `stop` is aborted; every answer is kept
 * by idempotency key. Workers stop at the first network error (the server is gone).
 */
export async function orderLoad(options: {
  url: string;
  workers: number;
  lines: OrderLineChoice[];
  prefix: string;
  stop: AbortSignal;
  outcomes: Map<string, OrderOutcome>;
  /** The line sent under each key, for a resend with the same key (it must carry the same request). */
  sent?: Map<string, OrderLineChoice>;
}): Promise<void> {
  await Promise.all(
    Array.from({ length: options.workers }, async (_, worker) => {
      for (let n = 0; !options.stop.aborted; n++) {
        const key = `${options.prefix}-w${worker}-${n}`;
        const line = options.lines[Math.floor(Math.random() * options.lines.length)];
        options.sent?.set(key, line);
        const outcome = await submitOrder(options.url, { key, address: nextAddress(), line });
        options.outcomes.set(key, outcome);
        if (outcome.kind === "network") return;
      }
    }),
  );
}
