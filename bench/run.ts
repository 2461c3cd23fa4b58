/**
 * `npm run bench`: the shop's performance against its budgets. It serves the built shop (run
 * `npm run build` first) as `npm start` runs it, logging every request, loads its public pages with
 * wrk (Debian's `wrk`), as visitors arrive on them and rendered for every request, beside the same
 * pages served as files by nginx and the same answers sent by a bare Node server, repeats that
 * on a 10,000-item catalogue and on PostgreSQL, audits four pages with Lighthouse beside their
 * no-script twins, prints one summary and exits 1 when a budget is missed.
 *
 *   npm run bench                       everything (about an hour)
 *   npm run bench -- --quick            short loads, embedded database only
 *   npm run bench -- --only=scale       one part: throughput | scale | feeds | lighthouse | first-tap
 *   npm run bench -- --duration=20      seconds per load (default 10, 3 with --quick)
 *   npm run bench -- --db=postgres      pglite | postgres | both (default both, pglite with --quick)
 *   npm run bench -- --encoding=identity  load without compression on either side (default gzip:
 *                                       Accept-Encoding: gzip as every browser sends it, nginx
 *                                       answering with its gzip_static copy)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sidebarCookieName } from "~/admin/sidebar-state";
import { storeImagesIn } from "~/media/images.server";
import { localDiskStorage } from "~/media/storage.server";
import { openDatabase } from "~db/client";
import { importDemo } from "~db/demo/import.server";
import { createEmptyDatabase, startTemporaryPostgres, type TemporaryPostgres } from "../tests/support/postgres-server";
import { repoRoot, startShopServer, type ShopServer } from "../tests/support/shop-server";
import { firstLoadScripts, runLighthouse, visitOnce } from "./browser";
import { firstTapControls, measureFirstTaps } from "./first-tap";
import { startTwinServer } from "./no-script-twin";
import { type BareNodeServer, recordAnswer, startBareNodeServer } from "./bare-node";
import {
  type Arrival,
  type BenchReport,
  backOfficeConnections,
  headroom,
  type PageLoad,
  budgets,
  checkBudgets,
  ratio,
  ratioToNode,
  table,
  twinSuffix,
} from "./budgets";
import { measureFeeds } from "./feeds";
import { checkProductImage } from "./product-image";
import { generateScaleCatalogue } from "./scale/generate";
import { startStaticServer, type StaticServer } from "./static-server";
import { load, loadFromTwo, type LoadEncoding, residentMb, sampleMemory, settle } from "./throughput";

type Part = "throughput" | "scale" | "feeds" | "lighthouse" | "first-tap";
type DatabaseKind = "pglite" | "postgres";

export type BenchOptions = {
  parts: Part[];
  databases: DatabaseKind[];
  durationS: number;
  quick: boolean;
  encoding: LoadEncoding;
};

export function parseOptions(argv: readonly string[]): BenchOptions {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const quick = argv.includes("--quick");
  const only = value("only");
  const parts: Part[] = ["throughput", "scale", "feeds", "lighthouse", "first-tap"];
  if (only && !parts.includes(only as Part)) throw new Error(`--only must be one of ${parts.join(", ")}`);
  const db = value("db") ?? (quick ? "pglite" : "both");
  if (!["pglite", "postgres", "both"].includes(db)) throw new Error("--db must be pglite, postgres or both");
  const durationS = Number(value("duration") ?? (quick ? 3 : 10));
  if (!Number.isFinite(durationS) || durationS < 1) throw new Error("--duration must be a number of seconds >= 1");
  const encoding = value("encoding") ?? "gzip";
  if (encoding !== "identity" && encoding !== "gzip") throw new Error("--encoding must be identity or gzip");
  return {
    parts: only ? [only as Part] : parts,
    databases: db === "both" ? ["pglite", "postgres"] : [db as DatabaseKind],
    durationS,
    quick,
    encoding,
  };
}

/** Public pages, with the product and article picked from the sitemap of the demo shop. */
type Page = { page: string; path: string };

async function publicPages(baseUrl: string): Promise<Page[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replaceAll("&amp;", "&")).pathname);
  const product = paths.find((p) => p.startsWith("/product/"));
  const article = paths.find((p) => /^\/blog\/[^/]+$/.test(p));
  if (!product || !article) throw new Error("the sitemap lists no product or no article: is the demo catalogue there?");
  return [
    { page: "home", path: "/" },
    { page: "catalog", path: "/catalog" },
    { page: "catalog filtered", path: "/catalog?tag=cotton&max=60&sort=price-asc" },
    { page: "product", path: product },
    { page: "blog", path: "/blog" },
    { page: "article", path: article },
  ];
}

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/**
 * The ways a page is asked for (budgets.ts, Arrival): the connection counts each is loaded at and
 * what it adds to the address or the request. A language in the address is served the page of that
 * language, so nginx's copy is fetched the same way.
 */
const arrivals: { arrival: Arrival; connections: readonly number[]; query?: string; headers?: Record<string, string> }[] = [
  { arrival: "as linked", connections: [50, 200] },
  { arrival: "?lng=en", connections: [50], query: "lng=en" },
  { arrival: "?lng=fr", connections: [50], query: "lng=fr" },
  { arrival: "tracked link", connections: [50], query: "fbclid=IwAR2bench&utm_source=instagram&utm_medium=social" },
  // A cookie a signed-in visit carries (the back office's menu): the page cache never shares such a
  // visit, so every request is rendered. A stranger's cookie would be answered from the kept page.
  { arrival: "render", connections: [10], headers: { cookie: `${sidebarCookieName}=true` } },
];

/**
 * Loads of the shop and of bare Node taken in turn where the budget is judged: one pair swings with
 * the machine (bare Node alone went from 16k to 41k req/s within one run; docs/decisions/0105).
 * The pairs after the first load for 5 s at most.
 */
const nodePairCount = 3;

const withQuery = (pagePath: string, query?: string) => (query ? `${pagePath}${pagePath.includes("?") ? "&" : "?"}${query}` : pagePath);

/**
 * Loads each page of a running shop, its static copy under nginx and the shop's answer sent by a bare
 * Node server, as each arrival asks for it. On each page's first load nginx is loaded again from two
 * wrk processes at once, which shows whether one was enough to reach nginx's own limit.
 */
async function measurePages(options: {
  shop: ShopServer;
  nginx: StaticServer;
  node: BareNodeServer;
  pages: Page[];
  database: DatabaseKind;
  catalogue: "demo" | "scale";
  durationS: number;
  encoding: LoadEncoding;
}): Promise<PageLoad[]> {
  const { shop, nginx, node, pages, database, catalogue, durationS, encoding } = options;
  const loads: PageLoad[] = [];
  const pairDurationS = Math.min(durationS, 5);
  for (const { page, path: pagePath } of pages) {
    for (const [a, { arrival, connections, query, headers }] of arrivals.entries()) {
      const address = withQuery(pagePath, query);
      const response = await fetch(shop.url + address, { headers });
      if (!response.ok) throw new Error(`${address} answered ${response.status}`);
      const copy = `${database}-${catalogue}-${page.replaceAll(" ", "-")}-${arrival.replace(/\W+/g, "-")}`;
      const staticPath = nginx.put(copy, Buffer.from(await response.arrayBuffer()));
      // The answer exactly as wrk gets it: the same headers and the same compressed bytes.
      const nodePath = node.put(copy, await recordAnswer(shop.url + address, { ...headers, ...(encoding === "gzip" ? { "accept-encoding": "gzip" } : {}) }));
      // Warm up: the first requests compile code paths and fill caches, which a running shop has done long ago.
      await load(shop.url + address, 10, 1, encoding, headers);
      await load(node.url + nodePath, 10, 1, encoding);
      for (const [i, c] of connections.entries()) {
        await settle(`${shop.url}/healthz`);
        const ours = await load(shop.url + address, c, durationS, encoding, headers);
        const bare = await load(node.url + nodePath, c, durationS, encoding);
        const baseline = await load(nginx.url + staticPath, c, durationS, encoding);
        const nginxFromTwo = a === 0 && i === 0 ? await loadFromTwo(nginx.url + staticPath, c, durationS, encoding) : undefined;
        const nodePairs = [{ ours: ours.requestsPerSecond, node: bare.requestsPerSecond }];
        const loadOurs = async () => {
          await settle(`${shop.url}/healthz`);
          return (await load(shop.url + address, c, pairDurationS, encoding, headers)).requestsPerSecond;
        };
        const loadNode = async () => (await load(node.url + nodePath, c, pairDurationS, encoding)).requestsPerSecond;
        // Where the budget is judged (the embedded database, 50 connections), more pairs, each in the
        // other order from the last (an object literal's values are awaited in the order written).
        for (let pair = 1; database === "pglite" && c === 50 && pair < nodePairCount; pair += 1) {
          nodePairs.push(pair % 2 ? { node: await loadNode(), ours: await loadOurs() } : { ours: await loadOurs(), node: await loadNode() });
        }
        const entry: PageLoad = { database, catalogue, page, arrival, path: address, ours, nginx: baseline, node: bare, nginxFromTwo, nodePairs };
        loads.push(entry);
        const twoGenerators = headroom(entry);
        log(
          `${database} ${catalogue} ${page} (${arrival}) @${c}: ${ours.requestsPerSecond} req/s (bare Node ${bare.requestsPerSecond}, ratio ${ratioToNode(entry).toFixed(3)}${nodePairs.length > 1 ? ` as the median of ${nodePairs.map((p) => (p.ours / p.node).toFixed(2)).join(", ")}` : ""}; nginx ${baseline.requestsPerSecond}${twoGenerators === undefined ? "" : `, from two wrk ${nginxFromTwo}`}, ratio ${ratio(entry).toFixed(3)}), p99 ${ours.latencyP99Ms} ms`,
        );
      }
    }
  }
  return loads;
}

/** The owner of the bench's shops, signed in to load the back office. */
const owner = { email: "owner@bench.example", password: "granny-squares-in-moss-and-mustard" };

/** The session cookie of the owner, signed in through the sign-in page as a browser would. */
async function signedIn(shopUrl: string): Promise<string> {
  const response = await fetch(`${shopUrl}/auth`, {
    method: "POST",
    headers: { origin: shopUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(owner),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`signing in to the back office answered ${response.status} without a session`);
  return cookie;
}

/**
 * The back office's longest lists, signed in, on the 10,000-item catalogue (rendered for every
 * request): opened by their address (HTML), and as the back office moves between its pages once
 * loaded (their data, `.data`; docs/decisions/0048).
 */
async function measureBackOffice(options: {
  shop: ShopServer;
  nginx: StaticServer;
  database: DatabaseKind;
  durationS: number;
  encoding: LoadEncoding;
}): Promise<PageLoad[]> {
  const { shop, nginx, database, durationS, encoding } = options;
  const headers = { cookie: await signedIn(shop.url) };
  const loads: PageLoad[] = [];
  const lists = [
    ["admin items", "/admin/items"],
    ["admin orders", "/admin/orders"],
    ["admin items data", "/admin/items.data"],
    ["admin orders data", "/admin/orders.data"],
  ] as const;
  for (const [page, address] of lists) {
    const response = await fetch(shop.url + address, { headers });
    if (response.status !== 200) throw new Error(`${address} answered ${response.status} to the signed-in owner`);
    const staticPath = nginx.put(`${database}-scale-${page.replaceAll(" ", "-")}`, Buffer.from(await response.arrayBuffer()));
    await load(shop.url + address, 2, 1, encoding, headers);
    await settle(`${shop.url}/healthz`);
    const ours = await load(shop.url + address, backOfficeConnections, durationS, encoding, headers);
    const baseline = await load(nginx.url + staticPath, backOfficeConnections, durationS, encoding);
    const entry: PageLoad = { database, catalogue: "scale", page, arrival: "signed in", path: address, ours, nginx: baseline };
    loads.push(entry);
    log(`${database} scale ${page} (signed in) @${backOfficeConnections}: ${ours.requestsPerSecond} req/s, p99 ${ours.latencyP99Ms} ms`);
  }
  return loads;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (!fs.existsSync(path.join(repoRoot, "build/shop/server.js"))) {
    console.error("The shop is not built: run `npm run build` first (the bench measures the production build).");
    return 2;
  }
  const started = new Date();
  const resultsDir = path.join(repoRoot, "bench/results");
  fs.mkdirSync(resultsDir, { recursive: true });
  const report: BenchReport = { loads: [], lighthouse: [], scripts: [], memory: [] };
  const wantsLoad = options.parts.includes("throughput") || options.parts.includes("scale");
  const cleanups: (() => Promise<void>)[] = [];
  let nginx: StaticServer | undefined;
  let node: BareNodeServer | undefined;
  let postgres: TemporaryPostgres | undefined;

  try {
    if (wantsLoad) {
      nginx = await startStaticServer();
      cleanups.push(nginx.stop);
      log(`nginx serving the static copies at ${nginx.url} (pid ${nginx.pid})`);
      node = await startBareNodeServer();
      cleanups.push(node.stop);
      log(`bare Node server sending the shop's answers at ${node.url} (pid ${node.pid})`);
    }
    let pages: Page[] | undefined;

    for (const database of options.databases) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${database}-`));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      let databaseUrl: string | undefined;
      if (database === "postgres") {
        if (!postgres) {
          postgres = await startTemporaryPostgres();
          cleanups.push(postgres.stop);
        }
        databaseUrl = (await createEmptyDatabase(postgres.url)).url;
        log("PostgreSQL: importing the demo catalogue");
        const handle = await openDatabase({ dataDir, databaseUrl });
        await importDemo(handle.db, storeImagesIn(localDiskStorage(path.join(dataDir, "uploads"))));
        await handle.close();
      }
      // The log level `npm start` has (a line per request), the log going to a file as a service's
      // output goes to its journal, not read by the bench's own process.
      const env = { DEMO_DATA: "on", DATABASE_URL: databaseUrl, ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password };
      const outputFile = `${dataDir}.log`;
      cleanups.push(async () => fs.rmSync(outputFile, { force: true }));
      const serve = async () => {
        const shop = await startShopServer({ dataDir, env, timeoutMs: 300_000, outputFile });
        log(`${database}: shop at ${shop.url} (pid ${shop.pid}, ${residentMb(shop.pid) ?? "?"} MB after start)`);
        return shop;
      };

      const demoParts = options.parts.filter((p) => p === "throughput" || ((p === "lighthouse" || p === "first-tap") && database === "pglite"));
      if (demoParts.length) {
        // On the embedded database this first start imports the demo, as `npm start` does.
        const shop = await serve();
        try {
          pages ??= await publicPages(shop.url);
          if (demoParts.includes("throughput")) {
            const memory = sampleMemory(shop.pid);
            report.loads.push(...(await measurePages({ shop, nginx: nginx!, node: node!, pages, database, catalogue: "demo", durationS: options.durationS, encoding: options.encoding })));
            report.memory.push({ database, catalogue: "demo", maxMb: memory.stop().maxMb });
          }
          if (demoParts.includes("lighthouse")) {
            const audited = pages.filter((p) => ["home", "catalog", "product", "article"].includes(p.page));
            log(`Lighthouse (mobile) on ${audited.map((p) => p.page).join(", ")}`);
            await visitOnce(audited.map((p) => shop.url + p.path));
            // Each page beside its no-script twin, one after the other in the same browser.
            const twins = await startTwinServer(shop.url, audited.map((p) => p.path));
            try {
              report.lighthouse = await runLighthouse(
                audited.flatMap((p) => [
                  { page: p.page, url: shop.url + p.path },
                  { page: `${p.page}${twinSuffix}`, url: twins.url + p.path },
                ]),
                resultsDir,
              );
            } finally {
              await twins.stop();
            }
            const scriptPages = [
              ...pages.filter((p) => p.page !== "catalog filtered"),
              { page: "about", path: "/about" },
              { page: "cart", path: "/cart" },
            ];
            report.scripts = await firstLoadScripts(shop.url, scriptPages);
            report.productImage = await checkProductImage(shop.url, pages.find((p) => p.page === "product")!.path);
          }
          if (demoParts.includes("first-tap")) {
            const pathOf = (name: string) => pages!.find((p) => p.page === name)!.path;
            log("First tap on the phone profile (4x CPU, 150 ms, 1.6 Mbit/s)");
            await visitOnce([shop.url]);
            report.firstTaps = await measureFirstTaps(shop.url, firstTapControls({ product: pathOf("product"), article: pathOf("article") }));
          }
        } finally {
          await shop.stop();
        }
      }

      // The product feeds are measured on the same 10,000-item catalogue.
      if (options.parts.includes("scale") || options.parts.includes("feeds")) {
        const handle = await openDatabase({
          dataDir,
          databaseUrl,
          // --only=scale on the embedded database: the demo is not there yet.
          onCreate: (db) => importDemo(db, storeImagesIn(localDiskStorage(path.join(dataDir, "uploads")))),
        });
        try {
          const began = Date.now();
          const size = await generateScaleCatalogue(handle.db);
          log(`${database}: scale catalogue of ${size.items} items, ${size.articles} articles, ${size.orderRequests} order requests in ${((Date.now() - began) / 1000).toFixed(1)} s`);
        } finally {
          await handle.close();
        }
        const shop = await serve();
        try {
          if (options.parts.includes("feeds")) {
            // First, on a fresh start: the first fetch of each feed reads and builds it.
            report.feeds = [...(report.feeds ?? []), ...(await measureFeeds({ shopUrl: shop.url, pid: shop.pid, database, durationS: options.durationS }))];
          }
          if (options.parts.includes("scale")) {
            pages ??= await publicPages(shop.url);
            const memory = sampleMemory(shop.pid);
            report.loads.push(...(await measurePages({ shop, nginx: nginx!, node: node!, pages, database, catalogue: "scale", durationS: options.durationS, encoding: options.encoding })));
            report.loads.push(...(await measureBackOffice({ shop, nginx: nginx!, database, durationS: options.durationS, encoding: options.encoding })));
            report.memory.push({ database, catalogue: "scale", maxMb: memory.stop().maxMb });
          }
        } finally {
          await shop.stop();
        }
      }
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
  }

  const checks = checkBudgets(report);
  const missed = checks.filter((c) => !c.ok);
  printSummary(report, checks, options);
  const file = path.join(resultsDir, `bench-${started.toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, JSON.stringify({ started, options, machine: machine(), budgets, report, checks }, null, 2));
  console.log(`\nRaw results: ${path.relative(repoRoot, file)}`);
  console.log(missed.length ? `${missed.length} budget(s) missed` : "Every budget met");
  return missed.length ? 1 : 0;
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? "unknown",
    cores: os.availableParallelism(),
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

function printSummary(report: BenchReport, checks: ReturnType<typeof checkBudgets>, options: BenchOptions) {
  const m = machine();
  console.log(`\n${m.cores} cores, ${m.cpu}, ${m.memoryGb} GB, Node ${m.node}; ${options.durationS} s per load, ${options.encoding === "gzip" ? "Accept-Encoding: gzip" : "no compression"}`);
  if (report.loads.length) {
    console.log(
      "\n" +
        table(
          ["db", "catalogue", "page", "arrival", "conns", "ours req/s", "bare Node req/s", "/Node", "nginx req/s", "two wrk", "/nginx", "p50 ms", "p99 ms", "nginx p99 ms", "non-2xx", "errors"],
          report.loads.map((l) => [
            l.database,
            l.catalogue,
            l.page,
            l.arrival,
            l.ours.connections,
            l.ours.requestsPerSecond,
            l.node?.requestsPerSecond ?? "",
            l.node ? ratioToNode(l).toFixed(3) : "",
            l.nginx.requestsPerSecond,
            // nginx loaded from two wrk processes at once: about the same figure when one is enough.
            l.nginxFromTwo ?? "",
            ratio(l).toFixed(3),
            l.ours.latencyP50Ms,
            l.ours.latencyP99Ms,
            // The same load on a static file: how much of the tail is the machine's own.
            l.nginx.latencyP99Ms,
            l.ours.non2xx,
            l.ours.errors + l.ours.timeouts,
          ]),
        ),
    );
  }
  const growth = report.loads.filter((l) => l.catalogue === "scale" && l.arrival === "as linked" && l.ours.connections === 50);
  const growthRows = growth.flatMap((scaled) => {
    const demo = report.loads.find(
      (l) => l.catalogue === "demo" && l.database === scaled.database && l.page === scaled.page && l.arrival === "as linked" && l.ours.connections === 50,
    );
    return demo && scaled.ours.requestsPerSecond > 0
      ? [[scaled.database, scaled.page, demo.ours.requestsPerSecond, scaled.ours.requestsPerSecond, (demo.ours.requestsPerSecond / scaled.ours.requestsPerSecond).toFixed(2)]]
      : [];
  });
  if (growthRows.length) {
    console.log("\nCost of a page at 10,000 items against the demo catalogue (50 connections; 1.00 = the same):");
    console.log(table(["db", "page", "demo req/s", "scale req/s", "cost ratio"], growthRows));
  }
  if (report.feeds?.length) {
    console.log(
      "\nProduct feeds at 10,000 items (first fetch after a start builds it; 304: fetches with its ETag, 10 connections):\n" +
        table(
          ["db", "feed", "entries", "gzip kB", "text kB", "first fetch ms", "kept fetch ms", "304 req/s", "304 p99 ms", "RSS MB"],
          report.feeds.map((f) => [f.database, f.feed, f.entries, f.gzipKb, f.textKb, f.firstMs, f.keptMs, f.unchanged.requestsPerSecond, f.unchanged.latencyP99Ms, f.rssMb ?? "?"]),
        ),
    );
  }
  if (report.memory.length) {
    console.log("\n" + table(["db", "catalogue", "max RSS under load (MB)"], report.memory.map((r) => [r.database, r.catalogue, r.maxMb ?? "?"])));
  }
  if (report.lighthouse.length) {
    console.log(
      "\n" +
        table(
          ["page", "performance", "accessibility", "best practices", "SEO", "LCP ms", "CLS", "TBT ms", "CPU index"],
          report.lighthouse.map((l) => [l.page, l.performance, l.accessibility, l.bestPractices, l.seo, l.lcpMs, l.cls, l.tbtMs, l.cpuIndex]),
        ),
    );
    for (const l of report.lighthouse.filter((r) => r.findings.length)) console.log(`  ${l.page}: ${l.findings.join("; ")}`);
  }
  if (report.firstTaps?.length) {
    console.log(
      `\nFirst tap 3 s after load, phone profile (budget ${budgets.firstTapMs} ms; longest task ${budgets.longTaskMs} ms):\n` +
        table(
          ["page", "control", "answered ms", "longest task of the scripts ms", "their tasks > 50 ms", "longest task from the tap ms", "its handlers ms", "longest task of the visit ms", "scripts took over (ms)"],
          report.firstTaps.map((f) => [f.page, f.control, f.answerMs ?? "never", f.longestTaskMs, f.longTasks, f.tapTaskMs, f.handlersMs, f.longestPageTaskMs, f.hydratedMs ?? "after the tap"]),
        ),
    );
  }
  if (report.scripts.length) {
    console.log(
      "\n" +
        table(
          ["page", "first-load JS (kB gzip)", "files", "inline data (kB)", "back office"],
          report.scripts.map((s) => [s.page, (s.gzipBytes / 1024).toFixed(1), s.files, (s.inlineBytes / 1024).toFixed(1), s.loadsBackOffice ? "LOADED" : "no"]),
        ),
    );
  }
  if (report.productImage) {
    const p = report.productImage;
    console.log(`\nMain product image at 375 px (DPR 2): ${p.url}, ${p.type}, ${(p.bytes / 1024).toFixed(1)} kB`);
  }
  const missed = checks.filter((c) => !c.ok);
  console.log(`\nBudgets: ${checks.length - missed.length} of ${checks.length} met`);
  if (missed.length) console.log(table(["missed budget", "where", "measured"], missed.map((c) => [c.budget, c.subject, c.value])));
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error && ["NginxMissingError", "WrkMissingError"].includes(error.name) ? error.message : error);
  process.exitCode = 2;
}
