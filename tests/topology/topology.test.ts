/**
 * The production topology (docs/deploy.md, docs/decisions/0036): Debian's Caddy with TLS from its
 * own local authority in front of two shop processes, one PostgreSQL server, uploads in an
 * S3-compatible bucket. Everything is started here on free loopback ports and stopped by process id.
 * Every request goes through the proxy; which process answered is read from its request log.
 * `npm run test:topology`; TOPOLOGY_REQUESTS bounds the load phases (CI: .ci/run).
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSeller } from "~db/demo/seller";
import { createEmptyDatabase, freePort, startTemporaryPostgres, type TemporaryPostgres } from "../support/postgres-server";
import { repoRoot, startShopServer, type ShopServer } from "../support/shop-server";
import { cookiesOf, send, sendPlain, startCaddy, testCaddyfile, type Answer, type Caddy, type ProxyPorts } from "./proxy";

/** Requests each load phase sends after its disturbance (a kill, each restart) before it goes on. */
const requestsPerStep = Number(process.env.TOPOLOGY_REQUESTS ?? 60);
/** Shoppers at once: a light load on a small machine. */
const shoppers = 3;

const owner = { email: "owner@shop.test", password: "a-long-and-unusual-secret" };
const bucketName = "shop-images";

let workDir = "";
let postgres: TemporaryPostgres | undefined;
let databaseUrl = "";
let bucketServer: S3rver | undefined;
let caddy: Caddy | undefined;
let ports: ProxyPorts;
const shopPorts: number[] = [];
/** The two shop processes; a restart replaces its slot. */
const shops: (ShopServer | undefined)[] = [undefined, undefined];
let shopEnv: Record<string, string> = {};
let origin = "";

/** What every shop process this run has started logged as an error, stopped ones included. */
const started: ShopServer[] = [];
const loggedErrors = () =>
  started
    .flatMap((shop) => shop.output().split("\n"))
    .filter((line) => /"level":(50|60)/.test(line))
    .join("\n");

async function startShopProcess(slot: number): Promise<ShopServer> {
  const shop = await startShopServer({
    dataDir: path.join(workDir, `shop-${slot}`),
    env: { ...shopEnv, PORT: String(shopPorts[slot]) },
    timeoutMs: 120_000,
  });
  started.push(shop);
  return shop;
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(repoRoot, "build/shop/server.js"))) {
    throw new Error("Build the shop first (npm run build): the topology test runs the production server.");
  }
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-topology-"));
  postgres = await startTemporaryPostgres();
  databaseUrl = (await createEmptyDatabase(postgres.url)).url;

  bucketServer = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(workDir, "bucket"),
    configureBuckets: [{ name: bucketName, configs: [] }],
    vhostBuckets: false,
  });
  const bucketAddress = await bucketServer.run();

  ports = { http: await freePort(), https: await freePort(), bucket: await freePort() };
  shopPorts.push(await freePort(), await freePort());
  origin = `https://localhost:${ports.https}`;
  shopEnv = {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: origin,
    // The recommended form: only the proxy's own address is believed (docs/deploy.md).
    TRUST_PROXY: "127.0.0.1",
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    S3_ENDPOINT: `http://127.0.0.1:${bucketAddress.port}`,
    S3_BUCKET: bucketName,
    // The local server's built-in account.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_PUBLIC_URL: `https://images.localhost:${ports.bucket}/${bucketName}`,
    // Which process answered is read from its log: a line for every request, kept pages included (docs/decisions/0083).
    LOG_LEVEL: "debug",
  };
  // One after the other: the first start migrates the new database and makes the owner.
  shops[0] = await startShopProcess(0);
  shops[1] = await startShopProcess(1);

  caddy = await startCaddy({
    caddyfile: testCaddyfile({
      ports,
      shops: shopPorts.map((port) => `127.0.0.1:${port}`),
      bucketOrigin: `http://127.0.0.1:${bucketAddress.port}`,
    }),
    dir: path.join(workDir, "caddy"),
    httpsPort: ports.https,
  });
}, 300_000);

afterAll(async () => {
  await caddy?.stop();
  for (const shop of shops) await shop?.stop();
  await bucketServer?.close();
  await postgres?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}, 120_000);

const proxy = () => ({ host: "localhost", httpsPort: ports.https, ca: caddy!.rootCertificate });
const bucket = () => ({ host: "images.localhost", httpsPort: ports.bucket, ca: caddy!.rootCertificate });

type LogLine = { msg?: string; method?: string; path?: string; status?: number; address?: string };
function logLines(shop: ShopServer): LogLine[] {
  return shop
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}
const served = (shop: ShopServer, method: string, pathname: string, status?: number) =>
  logLines(shop).filter((l) => l.msg === "request" && l.method === method && l.path === pathname && (status === undefined || l.status === status))
    .length;

/** Waits, boundedly, for what a process writes to its log (it arrives through a pipe). */
async function eventually(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
  if (!check()) throw new Error(`never seen: ${what}`);
}

/**
 * Sends the same request through the proxy until each of the two processes has answered it at
 * least once (at most 12 times), and returns every answer.
 */
async function fromBoth(ask: () => Promise<Answer>, method: string, pathname: string, status?: number): Promise<Answer[]> {
  const before = shops.map((shop) => served(shop!, method, pathname, status));
  const both = () => shops.every((shop, i) => served(shop!, method, pathname, status) > before[i]);
  const logged = () => shops.reduce((n, shop) => n + served(shop!, method, pathname), 0);
  const loggedBefore = logged();
  const answers: Answer[] = [];
  for (let i = 0; i < 12 && !both(); i++) {
    answers.push(await ask());
    await eventually(() => logged() >= loggedBefore + answers.length, "the answer in a request log").catch(() => undefined);
  }
  expect(both(), `both processes answer ${method} ${pathname}`).toBe(true);
  return answers;
}

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return body.toString();
};
const postForm = (pathname: string, fields: Record<string, string | string[]>, options: { cookie?: string; from?: string; headers?: Record<string, string> } = {}) =>
  send(proxy(), "POST", pathname, {
    from: options.from,
    body: form(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
  });

let session = "";
const item = { slug: "topology-tote", id: "", images: [] as string[], price: "24.50" };

describe("the shop behind Caddy, on PostgreSQL and a bucket, with two processes", () => {
  it("serves pages over https with HSTS, and redirects http:// to https://", async () => {
    const home = await fromBoth(() => send(proxy(), "GET", "/"), "GET", "/");
    for (const answer of home) {
      expect(answer.status).toBe(200);
      expect(answer.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    }
    const plain = await sendPlain(ports.http, "GET", "/catalog?page=2", { headers: { host: `localhost:${ports.http}` } });
    expect(plain.status).toBe(308);
    expect(plain.headers.location).toBe(`${origin}/catalog?page=2`);
  });

  it("signs the owner in with a Secure, __Secure- session cookie that both processes accept", async () => {
    const signIn = await postForm("/auth", { email: owner.email, password: owner.password });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.location).toBe("/admin");
    const sessionLine = (signIn.headers["set-cookie"] ?? []).find((line) => line.startsWith("__Secure-shop.session_token="));
    expect(sessionLine).toBeDefined();
    expect(sessionLine).toMatch(/;\s*Secure(;|$)/i);
    expect(sessionLine).toMatch(/;\s*HttpOnly(;|$)/i);
    session = cookiesOf(signIn);

    // Served over https, the shop requires two-step verification (docs/product/access.md#required-two-step):
    // both processes send the owner to the Security page, until the owner makes it optional there.
    const firstSteps = await fromBoth(() => send(proxy(), "GET", "/admin/items", { headers: { cookie: session } }), "GET", "/admin/items", 302);
    for (const answer of firstSteps) expect(answer.headers.location).toBe("/admin/security");
    const optional = await postForm("/admin/security", { intent: "require-two-factor", required: "false" }, { cookie: session });
    expect(optional.status).toBe(200);

    // Made on one process, used on both: the back office answers each.
    const backOffice = await fromBoth(() => send(proxy(), "GET", "/admin/items", { headers: { cookie: session } }), "GET", "/admin/items");
    for (const answer of backOffice) {
      expect(answer.status).toBe(200);
      expect(answer.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    }
    // Without the cookie, the back office is closed.
    expect((await send(proxy(), "GET", "/admin/items")).status).toBe(302);
  });

  it("sees the client's real address, not the X-Forwarded-For the client wrote", async () => {
    const refused = await postForm(
      "/auth",
      { email: "nobody@shop.test", password: "not-the-password" },
      { from: "127.0.0.3", headers: { "x-forwarded-for": "203.0.113.66" } },
    );
    expect(refused.status).toBe(401);
    const failures = () => shops.flatMap((shop) => logLines(shop!)).filter((l) => l.msg === "sign-in failed");
    await eventually(() => failures().length > 0, "the failed sign-in in a log");
    expect(failures().map((l) => l.address)).toEqual(["127.0.0.3"]);

    // A client that reaches a process's own port is not the proxy: its X-Forwarded-For is ignored.
    const direct = await sendPlain(shopPorts[1], "POST", "/auth", {
      from: "127.0.0.6",
      body: form({ email: "nobody@shop.test", password: "not-the-password" }),
      headers: {
        // As a browser on that port would write them (React Router refuses a form from another origin).
        host: `localhost:${shopPorts[1]}`,
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://localhost:${shopPorts[1]}`,
        "x-forwarded-for": "203.0.113.67",
      },
    });
    expect(direct.status, direct.body.slice(0, 300)).toBe(401);
    await eventually(() => failures().length > 1, "the second failed sign-in in a log");
    expect(failures().map((l) => l.address)).toEqual(["127.0.0.3", "127.0.0.6"]);
    expect(shops.map((shop) => shop!.output()).join("\n")).not.toMatch(/203\.0\.113\.6[67]/);
    // The start log said whom the shop believes.
    for (const shop of shops) {
      expect(shop!.output()).toContain(
        "Behind a proxy: the client's address (X-Forwarded-For) and HTTPS (X-Forwarded-Proto) are believed only from 127.0.0.1\n",
      );
    }
  });

  it("keeps a sign-in lock made on one process on the other, counted on the real address", async () => {
    const attempt = (i: number, from: string) =>
      postForm(
        "/auth",
        { email: `guess-${i}@shop.test`, password: "wrong-guess" },
        { from, headers: { "x-forwarded-for": `198.51.100.${i}` } },
      );
    let tries = 0;
    let answer: Answer;
    do answer = await attempt(++tries, "127.0.0.4");
    while (answer.status === 401 && tries < 40);
    expect(answer.status).toBe(429);

    // Each process refuses the locked address, whatever X-Forwarded-For says.
    let next = 100;
    const locked = await fromBoth(() => attempt(next++, "127.0.0.4"), "POST", "/auth", 429);
    for (const refused of locked) expect(refused.status).toBe(429);
    // Another client is not locked out.
    expect((await attempt(next++, "127.0.0.5")).status).toBe(401);
  });

  it("stores an uploaded image in the bucket, served from its public address on both processes' pages", async () => {
    const upload = new FormData();
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#b86" } }).jpeg().toBuffer();
    upload.append("files", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "tote.jpg");
    const multipart = new Response(upload);
    const answer = await send(proxy(), "POST", "/admin/uploads?folder=items", {
      body: Buffer.from(await multipart.arrayBuffer()),
      headers: { "content-type": multipart.headers.get("content-type")!, cookie: session, origin },
    });
    expect(answer.status).toBe(200);
    item.images = (JSON.parse(answer.body) as { urls: string[] }).urls;
    expect(item.images).toHaveLength(1);
    expect(item.images[0].startsWith(`https://images.localhost:${ports.bucket}/${bucketName}/items/`)).toBe(true);

    const saved = await postForm(
      "/admin/items",
      { intent: "save-item", nameEn: "Topology Tote", slug: item.slug, price: item.price, stock: "500", active: "on", images: item.images },
      { cookie: session },
    );
    expect(saved.status).toBeLessThan(400);
    item.id = await itemId(item.slug);
    // The shop takes order requests once its seller is named in full (docs/product/cart-and-orders.md#seller-identity).
    await stateSeller();

    const pages = await fromBoth(() => send(proxy(), "GET", `/product/${item.slug}`), "GET", `/product/${item.slug}`);
    for (const page of pages) {
      expect(page.status).toBe(200);
      const pictures = new Set(page.body.match(new RegExp(`https://images.localhost:${ports.bucket}/${bucketName}/items/[^"'\\s,\\\\]+`, "g")));
      expect(pictures.size).toBeGreaterThan(0);
      for (const picture of pictures) {
        const image = await send(bucket(), "GET", new URL(picture.replaceAll("&amp;", "&")).pathname);
        expect(image.status, picture).toBe(200);
        expect(image.headers["content-type"]).toMatch(/^image\//);
      }
    }
  });

  it("shows a price written on one process on the other's page at the next request", async () => {
    // Both processes keep the page with the old price…
    for (const page of await fromBoth(() => send(proxy(), "GET", `/product/${item.slug}`), "GET", `/product/${item.slug}`)) {
      expect(page.body).toContain("24.50");
    }
    // …one of them takes the write…
    item.price = "31.75";
    const saved = await postForm(
      "/admin/items",
      { intent: "save-item", id: item.id, nameEn: "Topology Tote", slug: item.slug, price: item.price, stock: "500", active: "on", images: item.images },
      { cookie: session },
    );
    expect(saved.status).toBeLessThan(400);
    // …and each serves the new one from then on.
    for (const page of await fromBoth(() => send(proxy(), "GET", `/product/${item.slug}`), "GET", `/product/${item.slug}`)) {
      expect(page.status).toBe(200);
      expect(page.body).toContain("31.75");
      expect(page.body).not.toContain("24.50");
    }
  });

  it("loses no acknowledged order request when a process is killed, and takes it back when it restarts", async () => {
    const load = startLoad();
    await load.reach(requestsPerStep / 3);
    expect(await shops[0]!.stop("SIGKILL")).toBeNull();
    const killedAt = load.outcomes.length;
    await load.reach(killedAt + requestsPerStep);
    shops[0] = await startShopProcess(0);
    await rejoins(0, load);
    const outcomes = await load.stop();

    // Pages are retried on the other process by the proxy; only order requests in flight on the
    // killed process can go unanswered (the proxy does not send a POST twice).
    expect(outcomes.filter((o) => o.what === "page" && o.status !== 200)).toEqual([]);
    const unanswered = outcomes.filter((o) => o.what === "order" && !isAcknowledged(o));
    const cutOff = (o: Outcome) => o.status === 201 && o.error?.startsWith("cut off") === true;
    expect(unanswered.every((o) => o.status === 502 || cutOff(o)), `${JSON.stringify(unanswered)}\n${loggedErrors()}`).toBe(true);
    expect(unanswered.length).toBeLessThanOrEqual(shoppers);
    await expectOrdersKept(outcomes);
  });

  it("loses no request in a rolling restart under load", async () => {
    const load = startLoad();
    await load.reach(requestsPerStep / 3);
    for (const slot of [0, 1]) {
      expect(await shops[slot]!.stop("SIGTERM")).toBe(0);
      await load.reach(load.outcomes.length + requestsPerStep / 3);
      shops[slot] = await startShopProcess(slot);
      await rejoins(slot, load);
    }
    const outcomes = await load.stop();
    expect(outcomes.filter((o) => (o.what === "page" ? o.status !== 200 : !isAcknowledged(o))), loggedErrors()).toEqual([]);
    await expectOrdersKept(outcomes);
  });
});

describe("the systemd units in deploy/", () => {
  it("pass systemd-analyze verify", (context) => {
    let analyze = "";
    try {
      analyze = execFileSync("sh", ["-c", "command -v systemd-analyze"], { encoding: "utf8" }).trim();
    } catch {
      context.skip("systemd-analyze is not installed (Debian package systemd): the units are not checked");
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-units-"));
    try {
      // The units name /usr/bin/node and /usr/bin/npm, where Debian's and NodeSource's packages put
      // them; verify checks that the programs exist, so elsewhere it checks this machine's.
      const node = fs.existsSync("/usr/bin/node") ? "/usr/bin/node" : process.execPath;
      const npm = fs.existsSync("/usr/bin/npm") ? "/usr/bin/npm" : path.join(path.dirname(process.execPath), "npm");
      const units = ["shop@.service", "shop-backup.service", "shop-backup.timer"];
      for (const unit of units) {
        const text = fs.readFileSync(path.join(repoRoot, "deploy", unit), "utf8");
        fs.writeFileSync(path.join(dir, unit), text.replaceAll("/usr/bin/node", node).replaceAll("/usr/bin/npm", npm));
      }
      const output = execFileSync(analyze, ["verify", ...units.map((unit) => path.join(dir, unit))], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
      expect(output).toBe("");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Names the demo's fictitious seller, as the owner would in Settings. */
async function stateSeller(): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("INSERT INTO shop_settings (id, seller) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET seller = EXCLUDED.seller", [
      JSON.stringify(demoSeller),
    ]);
  } finally {
    await client.end();
  }
}

async function itemId(slug: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("SELECT id FROM items WHERE slug = $1", [slug]);
    expect(rows).toHaveLength(1);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

type Outcome = { what: "page" | "order"; status: number; key?: string; from?: string; reference?: number; error?: string };

let clientCounter = 0;
/** A loopback address of its own for each order request, so the per-address limit never applies. */
const nextClient = () => {
  clientCounter++;
  return `127.${10 + ((clientCounter >> 16) & 127)}.${(clientCounter >> 8) & 255}.${(clientCounter & 255) || 1}`;
};

function sendOrder(key: string, from: string): Promise<Outcome> {
  return postForm(
    "/order-requests",
    {
      name: "Topology Shopper",
      email: "shopper@example.com",
      "lines[0].itemId": item.id,
      "lines[0].qty": "1",
      "lines[0].unitPrice": item.price,
      idempotencyKey: key,
    },
    { from },
  ).then(
    (answer) => {
      if (answer.status !== 201 && answer.status !== 200) return { what: "order" as const, status: answer.status, key, from };
      try {
        const reply = JSON.parse(answer.body) as { reference?: number };
        return { what: "order" as const, status: answer.status, key, from, reference: reply.reference };
      } catch {
        // Caddy before 2.7.6 (Debian's 2.6.2) ends a response whose upstream died mid-body as if it
        // were whole: the shopper gets our status and a cut body, which the order dialog takes as
        // "failed" and sends again with the same key.
        return { what: "order" as const, status: answer.status, key, from, error: `cut off: ${JSON.stringify(answer.body)}` };
      }
    },
    (error: Error) => ({ what: "order" as const, status: 0, key, from, error: error.message }),
  );
}

/** Shoppers reading the item's page and sending order requests, one after the other, until stopped. */
function startLoad() {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const waiting: { count: number; resolve: () => void }[] = [];
  const record = (outcome: Outcome) => {
    outcomes.push(outcome);
    for (const wait of waiting.filter((w) => outcomes.length >= w.count)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
  };
  const shopper = async () => {
    while (!stopped) {
      record(
        await send(proxy(), "GET", `/product/${item.slug}`).then(
          (answer) => ({ what: "page" as const, status: answer.status }),
          (error: Error) => ({ what: "page" as const, status: 0, error: error.message }),
        ),
      );
      if (!stopped) record(await sendOrder(randomUUID(), nextClient()));
    }
  };
  const running = Array.from({ length: shoppers }, shopper);
  return {
    outcomes,
    /** Resolves once `count` requests have been answered. */
    reach: (count: number) =>
      outcomes.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count: Math.ceil(count), resolve })),
    async stop() {
      stopped = true;
      await Promise.all(running);
      return outcomes;
    },
  };
}

/** The restarted process is given requests again by the proxy (its health check passes). */
async function rejoins(slot: number, load: ReturnType<typeof startLoad>) {
  // The proxy keeps a process that failed aside for a few seconds (fail_duration in the Caddyfile).
  const giveUpAt = Date.now() + 60_000;
  while (served(shops[slot]!, "GET", `/product/${item.slug}`) === 0 && Date.now() < giveUpAt) {
    await load.reach(load.outcomes.length + 1);
  }
  expect(served(shops[slot]!, "GET", `/product/${item.slug}`), `process ${slot} takes requests again`).toBeGreaterThan(0);
}

/**
 * Every acknowledged order request is stored once under its reference; one that went unanswered
 * and is sent again with the same key is stored once too.
 */
/** The shopper was told the request is stored: our 201 and its reference arrived whole. */
const isAcknowledged = (o: Outcome) => o.status === 201 && o.reference !== undefined;

async function expectOrdersKept(outcomes: Outcome[]) {
  const orders = outcomes.filter((o) => o.what === "order");
  const acknowledged = orders.filter(isAcknowledged);
  expect(acknowledged.length).toBeGreaterThan(0);
  const resent = await Promise.all(orders.filter((o) => !isAcknowledged(o)).map((o) => sendOrder(o.key!, o.from!)));
  for (const again of resent) expect([200, 201]).toContain(again.status);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ key: string; reference: number }>(
    "SELECT idempotency_key AS key, reference FROM order_requests WHERE idempotency_key = ANY($1)",
    [orders.map((o) => o.key!)],
  );
  await client.end();
  const stored = new Map<string, number[]>();
  for (const row of rows) stored.set(row.key, [...(stored.get(row.key) ?? []), Number(row.reference)]);
  for (const order of [...acknowledged, ...resent]) {
    expect(stored.get(order.key!), `order request ${order.key}`).toEqual([order.reference]);
  }
  expect(stored.size).toBe(orders.length);
}
