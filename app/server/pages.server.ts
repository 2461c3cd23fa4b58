/**
 * Hands requests to React Router and sends its answers, serving public pages from the page cache
 * with HTTP validators (docs/decisions/0010, 0016). A page is rendered with a placeholder nonce;
 * a page that is kept loses it and has its inline scripts allowed by hash, so it can be stored
 * compressed once and sent as it is; any other answer gets the response's own nonce
 * (docs/decisions/0011).
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type express from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import type { ShopContext } from "~/context";
import { languageCookieName } from "~/i18n/languages";
import { type Language, languages } from "~shared/languages";
import { matchesEtag } from "~/lib/entity-tag";
import { type CachedPage, PageCache, pageCacheAddress, pageEtag, preferredEncoding } from "./page-cache.server";
import { brotliAt, compressedOnce, gzipBest } from "./compression.server";
import { takingTurns } from "./reading-turns.server";
import { inlineScriptSources } from "./security-headers.server";

declare module "react-router" {
  interface AppLoadContext {
    /** The nonce the page's inline scripts carry (entry.server.tsx). */
    cspNonce: string;
  }
}

/**
 * Browsers and shared caches may keep a public page but must ask each time whether it is still
 * current; the answer to that question is a 304 without rendering. The page depends on the
 * language, which comes from the cookie or Accept-Language, and is sent compressed when asked.
 */
const publicPageHeaders = {
  "Cache-Control": "public, max-age=0, must-revalidate",
  Vary: "Cookie, Accept-Language, Accept-Encoding",
};

/**
 * Any other answer may show a shopper's or the owner's own data (a page, its `.data`, JSON): no
 * cache keeps it (docs/decisions/0032).
 */
const privatePage = "private, no-store";

export type PagesOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** The database's content version as this process knows it (db/content-version.ts). */
  contentVersion(): Promise<number>;
  /** The same version when it is known without waiting (KnownContentVersion.settled), else undefined. */
  settledContentVersion(): number | undefined;
  /** The language a request is answered in, and whether its address chose it (`?lng=`). */
  languageOf(req: IncomingMessage): { language: Language; fromQuery: boolean };
  /** The rest of what loaders get: the database, the settings… for this language and client. */
  loadContext(language: Language, clientAddress: string): ShopContext;
  /** The Content-Security-Policy that allows these script sources. */
  policy(scriptSources: string[]): string;
  /** Bytes the cache may hold (every encoding of every page). */
  cacheBytes: number;
  /** The shop's own origin: kept pages are rendered for their canonical address on it. */
  origin: string;
  /**
   * How many reading requests React Router works on at once; the others wait their turn, in
   * order of arrival (docs/decisions/0049).
   */
  rendersAtOnce: number;
  /** Told of each page view answered, to count it (app/statistics): never waited for. */
  viewed?: PageViews;
};

/** A page sent whole (its canonical address), or its data once scripts run and a link is followed. */
export type PageViews = {
  document(req: IncomingMessage, address: string): void;
  navigation(req: IncomingMessage, address: string): void;
};

export type Pages = {
  /**
   * Answers a kept page or a 304 at once, without a turn of the event loop, when the content
   * version is known without reading it: most requests to a running shop. `headers` are the shop's
   * headers for every response. Says whether it answered; if not, `answerKept` decides.
   */
  answerKeptAtOnce(req: IncomingMessage, res: ServerResponse, headers: OutgoingHttpHeaders): boolean;
  /**
   * Answers from the cache when it can (a kept page, or 304), before Express: such an answer costs
   * less than Express's own handling of a request (docs/decisions/0023). `headers` are the shop's
   * headers for every response. Says whether it answered.
   */
  answerKept(req: IncomingMessage, res: ServerResponse, headers: OutgoingHttpHeaders): Promise<boolean>;
  /** The same answers, as Express middleware; whatever else is cacheable goes on to `handler`. */
  keptPages: express.RequestHandler;
  /** Renders what the cache could not answer, and keeps what it may. */
  handler: express.RequestHandler;
  /**
   * Renders again, in the background, the kept pages a write has made stale, most visited first,
   * so that the next shoppers find them kept (docs/decisions/0025). Called on every change of the
   * content version; changes that come while it works are taken in the same round.
   */
  refresh(): void;
  /** Resolves once no refresh is under way (tests, shutdown). */
  refreshed(): Promise<void>;
  cache: PageCache;
};

/** What a cacheable request is, found by `keptPages` and passed on to `handler`. */
type Lookup = { language: Language; address: string; version: string; etag: string; fromQuery: boolean };

type CacheAnswer =
  | { kind: "not modified"; lookup: Lookup; kept: boolean }
  | { kind: "hit"; page: CachedPage; lookup: Lookup }
  | { kind: "miss"; lookup: Lookup };

/**
 * A page rendered for a canonical address, shared by every request that waited for it: kept, or
 * an answer that may not be kept (a redirect, a 404…), its HTML still carrying the placeholder nonce.
 */
type Rendered = { kept: CachedPage } | { status: number; headers: [string, string][]; html: string | null };

/** How many stale pages one refresh renders again, at most. */
const refreshLimit = 32;
/** A write is often several statements in a row (an item and its colours): let them land first. */
const refreshDelayMs = 50;

/** `?lng=` is remembered for a year (docs/product/languages.md#remembered-choice), the header added to kept bytes, never in them. */
const languageCookies = Object.fromEntries(
  languages.map((language) => [language, `${languageCookieName}=${language}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax`]),
) as Record<Language, string>;

export function createPages({
  build,
  mode,
  contentVersion,
  settledContentVersion,
  languageOf,
  loadContext,
  policy,
  cacheBytes,
  origin,
  rendersAtOnce,
  viewed,
}: PagesOptions): Pages {
  const handleRequest = takingTurns(createRequestHandler(build, mode), rendersAtOnce);
  const cache = new PageCache(cacheBytes);
  // Stands in for the nonce while rendering. Random per process and never sent, so no page text
  // can contain it by accident or on purpose.
  const placeholder = randomBytes(16).toString("base64");
  const nonceAttribute = ` nonce="${placeholder}"`;
  const buildId = typeof build === "function" ? "dev" : build.assets.version;

  // Read before the page's own queries, so a page is never labelled newer than its data. The
  // footer's copyright year is the one thing on a page that changes without a write; the date is
  // read again only once the new year has come, not for every kept answer.
  let year = new Date().getFullYear();
  let nextYearAt = new Date(year + 1, 0, 1).getTime();
  const withYear = (version: number) => {
    if (Date.now() >= nextYearAt) {
      year = new Date().getFullYear();
      nextYearAt = new Date(year + 1, 0, 1).getTime();
    }
    return `${version}.${year}`;
  };
  const currentVersion = async () => withYear(await contentVersion());

  /** The address a request's page is kept under, or null when it is rendered for itself. */
  function addressOf(req: IncomingMessage): string | null {
    // In development the code changes under the same content version: render every time.
    if (mode === "development") return null;
    return pageCacheAddress({ method: req.method ?? "GET", url: req.url ?? "/", cookies: req.headers.cookie });
  }

  /** What the cache can do for a request: answer it, or tell the renderer what to keep. */
  async function consult(req: IncomingMessage): Promise<CacheAnswer | null> {
    const address = addressOf(req);
    if (address === null) return null;
    return lookUp(req, address, await currentVersion());
  }

  /** What the cache holds for a request's address in this version. */
  function lookUp(req: IncomingMessage, address: string, version: string): CacheAnswer {
    const { language, fromQuery } = languageOf(req);
    const cached = cache.get(language, address, version);
    const lookup = { language, address, version, fromQuery, etag: cached?.etag ?? pageEtag({ version, language, address, buildId }) };
    // A validator is only ever sent with a page of that version, so it may be confirmed
    // without rendering, even by a process that has not kept the page itself.
    if (matchesEtag(req.headers["if-none-match"], lookup.etag)) return { kind: "not modified", lookup, kept: cached !== undefined };
    if (cached) return { kind: "hit", page: cached, lookup };
    return { kind: "miss", lookup };
  }

  /** Sends a hit or a 304 after `headers`; says whether there was one to send. */
  function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: CacheAnswer | null, headers: OutgoingHttpHeaders): boolean {
    if (!answer || answer.kind === "miss") return false;
    // A browser showing its own copy again is a view too, of a page this process keeps (so a
    // made-up address with a made-up validator counts nothing).
    if (answer.kind === "hit" || answer.kept) viewed?.document(req, answer.lookup.address);
    if (answer.kind === "hit") {
      sendKept(req, res, answer.page, "hit", headers, languageCookieOf(answer.lookup));
    } else {
      // The browser keeps the page it has, with the policy that came with it: a 304's headers
      // replace the stored ones, so it carries none.
      res.removeHeader("Content-Security-Policy");
      const cookie = languageCookieOf(answer.lookup);
      const { "Content-Security-Policy": _policy, ...rest } = cookie ? { ...headers, "Set-Cookie": cookie } : headers;
      res.writeHead(304, { ...rest, ...publicPageHeaders, ETag: answer.lookup.etag }).end();
    }
    return true;
  }

  // What `answerKept` found for a request it left to Express, so that the cache is consulted
  // once per request: a miss's lookup goes on to `handler`, anything else renders for itself.
  const consulted = new WeakMap<IncomingMessage, Lookup | null>();

  const answerKeptAtOnce = (req: IncomingMessage, res: ServerResponse, headers: OutgoingHttpHeaders) => {
    const settled = settledContentVersion();
    if (settled === undefined) return false;
    const address = addressOf(req);
    if (address === null) return false;
    const answer = lookUp(req, address, withYear(settled));
    // A miss is left to answerKept, which notes it for the renderer.
    return answer.kind !== "miss" && sendAnswer(req, res, answer, headers);
  };

  const answerKept = async (req: IncomingMessage, res: ServerResponse, headers: OutgoingHttpHeaders) => {
    const answer = await consult(req);
    if (sendAnswer(req, res, answer, headers)) return true;
    consulted.set(req, answer?.kind === "miss" ? answer.lookup : null);
    return false;
  };

  // Consults the cache for a request that did not come through `answerKept` first: Express has
  // set the shop's headers already.
  const keptPages: express.RequestHandler = async (req, res, next) => {
    try {
      if (consulted.has(req)) {
        const lookup = consulted.get(req);
        if (lookup) res.locals.pageLookup = lookup;
        return next();
      }
      const answer = await consult(req);
      if (answer?.kind === "miss") res.locals.pageLookup = answer.lookup;
      if (!sendAnswer(req, res, answer, setByExpress)) next();
    } catch (error) {
      next(error);
    }
  };

  // Pages being rendered for an address. Requests for the same page that arrive meanwhile, and a
  // background refresh, wait for that one rendering instead of each rendering it again.
  const rendering = new Map<string, Promise<Rendered>>();

  /** The rendering of a page for its address, and whether another request had started it. */
  function renderOnce({ language, address, version, etag }: Lookup, clientAddress: string): { render: Promise<Rendered>; shared: boolean } {
    const key = `${language} ${address} ${version}`;
    const pending = rendering.get(key);
    if (pending) return { render: pending, shared: true };
    const render = (async (): Promise<Rendered> => {
      const context: AppLoadContext = { ...loadContext(language, clientAddress), cspNonce: placeholder };
      const response = await handleRequest(new Request(new URL(address, origin)), context);
      const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
      const html = isHtml && response.body ? await response.text() : (await response.body?.cancel(), null);
      const headers = [...response.headers].filter(([name]) => name !== "content-length");
      if (html === null || response.status !== 200 || response.headers.has("set-cookie")) {
        // A page that is gone (an item deleted, a redirect now) is no longer worth refreshing.
        cache.delete(language, address);
        return { status: response.status, headers, html };
      }
      // The shop's own scripts are told from any other by the nonce they carry until it is removed.
      const scriptSources = inlineScriptSources(html, placeholder);
      const kept = await keptPage(html.replaceAll(nonceAttribute, ""), { version, etag }, headers, policy(scriptSources));
      cache.set(language, address, kept);
      compressHarderLater(kept).catch((error: unknown) => console.error("A kept page could not be compressed further:", error));
      return { kept };
    })();
    rendering.set(key, render);
    void render.then(
      () => rendering.delete(key),
      () => rendering.delete(key),
    );
    return { render, shared: false };
  }

  const handler: express.RequestHandler = async (req, res, next) => {
    try {
      const lookup: Lookup | undefined = res.locals.pageLookup;
      const nonce: string = res.locals.cspNonce;
      const clientAddress = req.ip ?? req.socket.remoteAddress ?? "unknown";
      if (!lookup) {
        const { language, fromQuery } = languageOf(req);
        const context: AppLoadContext = { ...loadContext(language, clientAddress), cspNonce: nonce };
        const response = await handleRequest(toFetchRequest(req, res), context);
        // A page (or its data) remembers the language its address chose; a feed or a file asked for
        // with `?lng=` by a platform's robot does not, and stays an answer shared caches may keep.
        if (fromQuery && (req.path.endsWith(".data") || response.headers.get("content-type")?.startsWith("text/html"))) {
          res.setHeader("Set-Cookie", languageCookies[language]);
        }
        if (viewed && response.status === 200 && req.path.endsWith(".data")) {
          // A public page's data, asked for as its page would be (no signed-in cookie): the page is
          // shown. The home page's data is React Router's `/_root.data`.
          const pagePath = req.path === "/_root.data" ? "/" : req.path.slice(0, -".data".length);
          const address = pageCacheAddress({ method: req.method, url: pagePath + req.url.slice(req.path.length), cookies: req.headers.cookie });
          if (address !== null) viewed.navigation(req, address);
        }
        await send(req, res, response);
        return;
      }
      const { render, shared } = renderOnce(lookup, clientAddress);
      const rendered = await render;
      if ("kept" in rendered) {
        viewed?.document(req, lookup.address);
        return sendKept(req, res, rendered.kept, shared ? "hit" : "miss", setByExpress, languageCookieOf(lookup));
      }
      if (lookup.fromQuery) res.setHeader("Set-Cookie", languageCookies[lookup.language]);
      res.status(rendered.status);
      for (const [name, value] of rendered.headers) res.append(name, value);
      res.set("Cache-Control", privatePage);
      if (rendered.html === null) return void res.end();
      const body = rendered.html.replaceAll(placeholder, nonce);
      res.set("Content-Length", String(Buffer.byteLength(body))).end(body);
    } catch (error) {
      next(error);
    }
  };

  let refreshing: Promise<void> | undefined;
  let again = false;
  async function refreshStale(): Promise<void> {
    do {
      again = false;
      await new Promise((resolve) => setTimeout(resolve, refreshDelayMs));
      const version = await currentVersion();
      for (const { language, address } of cache.toRefresh(version, refreshLimit)) {
        // A newer write makes this round's pages stale again: start over from the first.
        if (again) break;
        const lookup = { language, address, version, fromQuery: false, etag: pageEtag({ version, language, address, buildId }) };
        await renderOnce(lookup, "refresh").render;
      }
    } while (again);
  }
  function refresh(): void {
    if (mode === "development") return;
    if (refreshing) {
      again = true;
      return;
    }
    refreshing = refreshStale()
      .catch((error: unknown) => console.error("Kept pages could not be rendered again:", error))
      .finally(() => (refreshing = undefined));
  }

  return { answerKeptAtOnce, answerKept, keptPages, handler, refresh, refreshed: async () => await refreshing, cache };
}

/** The language cookie, when the address chose the language. */
function languageCookieOf({ fromQuery, language }: Lookup): string | undefined {
  return fromQuery ? languageCookies[language] : undefined;
}

/** What a kept answer adds when Express has set the shop's headers already. */
const setByExpress: OutgoingHttpHeaders = Object.freeze({});

/**
 * A rendered page as the cache keeps it. Compressed once here, at the strongest settings that
 * cost a first visitor a few milliseconds (in libuv's threads, not the event loop's).
 */
async function keptPage(
  html: string,
  { version, etag }: Pick<Lookup, "version" | "etag">,
  headers: [string, string][],
  policy: string,
): Promise<CachedPage> {
  const identity = Buffer.from(html);
  const [br, gzipped] = await Promise.all([brotliAt(6, identity), gzipBest(identity)]);
  return { version, etag, policy, bodies: { br, gzip: gzipped, identity }, headers };
}

/**
 * Brotli at its strongest (quality 11) takes 50–300 ms for a page, too long to keep its first
 * visitor waiting, and makes it about 10 % smaller than quality 6. On a phone's link that can be
 * the difference between a page that arrives in the first round trip and one that needs two. So
 * it runs once the page has been sent, in libuv's threads, and later visitors get the smaller copy.
 */
async function compressHarderLater(page: CachedPage): Promise<void> {
  const smaller = await brotliAt(11, page.bodies.identity);
  if (smaller.length < page.bodies.br.length) page.bodies.br = smaller;
}

/**
 * The header blocks a kept body has been sent with, made once per body and per way of sending it
 * (the shop's headers, the language cookie, hit or miss): a kept page goes out with the same few
 * blocks thousands of times. Keyed by the body, so a body compressed again starts afresh and a
 * page pushed out of the cache takes its blocks with it; `headers` is one of a few constant objects.
 */
const headerBlocks = new WeakMap<Buffer, Map<OutgoingHttpHeaders, Map<string, OutgoingHttpHeaders>>>();

/** Sends a kept page in the encoding the browser prefers, after `headers`. */
function sendKept(req: IncomingMessage, res: ServerResponse, page: CachedPage, cacheState: "hit" | "miss", headers: OutgoingHttpHeaders, cookie?: string): void {
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const body = page.bodies[encoding];
  let byHeaders = headerBlocks.get(body);
  if (!byHeaders) headerBlocks.set(body, (byHeaders = new Map()));
  let blocks = byHeaders.get(headers);
  if (!blocks) byHeaders.set(headers, (blocks = new Map()));
  const key = cookie ? `${cacheState} ${cookie}` : cacheState;
  let block = blocks.get(key);
  if (!block) {
    block = {
      ...headers,
      ...(cookie ? { "Set-Cookie": cookie } : {}),
      ...Object.fromEntries(page.headers),
      ...publicPageHeaders,
      ETag: page.etag,
      "Content-Security-Policy": page.policy,
      "X-Page-Cache": cacheState,
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
      // A string: Node checks each value with a pattern, which is slower on a number.
      "Content-Length": String(body.length),
    };
    blocks.set(key, block);
  }
  res.writeHead(200, block);
  res.end(body);
}

/** The most of a request's body still read and dropped after its answer; past it the connection is closed. */
const unreadBodyDrained = 16 * 1024 * 1024;

/**
 * A body the app left unread (refused before or part-way through reading it, docs/decisions/0053)
 * is read to its end and dropped, up to a bound, so that the browser gets the refusal rather than
 * a reset connection. Node does this itself only for a body nobody has started to read; React
 * Router's stream has started it.
 */
function discardUnreadBody(req: express.Request): void {
  if (req.complete || req.destroyed) return;
  req.removeAllListeners("data");
  let left = unreadBodyDrained;
  req.on("data", (chunk: Buffer) => {
    left -= chunk.byteLength;
    if (left < 0) req.destroy();
  });
  req.resume();
}

/** The Fetch request React Router reads, built as @react-router/express builds it. */
function toFetchRequest(req: express.Request, res: express.Response): Request {
  // X-Forwarded-Host counts only behind a trusted proxy (TRUST_PROXY), as for req.hostname.
  const forwardedPort = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const port = forwardedPort ?? req.get("host")?.split(":")[1];
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port && /^\d+$/.test(port) ? `:${port}` : ""}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => {
    controller = null;
    discardUnreadBody(req);
  });
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/**
 * Sends a Fetch response with Express. A page arrives whole from entry.server.tsx and is compressed
 * in one call; anything else (a page's data, JSON) streams through the compression middleware.
 */
async function send(req: express.Request, res: express.Response, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  // Pages, their data (`.data`) and JSON alike: only a route that says it is public may be kept.
  if (!response.headers.has("cache-control")) res.set("Cache-Control", privatePage);
  if (!response.body) return void res.end();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return writeReadableStreamToWritable(response.body, res);
  // The middleware would pass a whole page through a zlib stream and chunked encoding piece by
  // piece; one call costs less and lets the answer say its length.
  const page = Buffer.from(await response.arrayBuffer());
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const body = encoding === "identity" ? page : await compressedOnce(encoding, page);
  res.vary("Accept-Encoding");
  if (encoding !== "identity") res.set("Content-Encoding", encoding);
  res.set("Content-Length", String(body.length)).end(body);
}
