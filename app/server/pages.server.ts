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
import type { ShopContext } from "../context";
import { type Language } from "../i18n/languages";
import {
  type CachedPage,
  matchesEtag,
  PageCache,
  pageCacheAddress,
  pageEtag,
  preferredEncoding,
} from "./page-cache.server";
import { brotliAt, gzipBest } from "./compression.server";
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

/** Any other page may show a shopper's or the owner's own data: no cache keeps it. */
const privatePage = "private, no-store";

export type PagesOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** The database's content version as this process knows it (db/content-version.ts). */
  contentVersion(): Promise<number>;
  /** The language a request is answered in. */
  languageOf(req: IncomingMessage): Language;
  /** The rest of what loaders get, decided per request (language, client address…). */
  loadContext(req: express.Request, res: express.Response): ShopContext;
  /** The Content-Security-Policy that allows these script sources. */
  policy(scriptSources: string[]): string;
  /** Bytes the cache may hold (every encoding of every page). */
  cacheBytes: number;
};

export type Pages = {
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
  cache: PageCache;
};

/** What a cacheable request is, found by `keptPages` and passed on to `handler`. */
type Lookup = { language: Language; address: string; version: string; etag: string };

type CacheAnswer =
  | { kind: "not modified"; etag: string }
  | { kind: "hit"; page: CachedPage }
  | { kind: "miss"; lookup: Lookup };

export function createPages({ build, mode, contentVersion, languageOf, loadContext, policy, cacheBytes }: PagesOptions): Pages {
  const handleRequest = createRequestHandler(build, mode);
  const cache = new PageCache(cacheBytes);
  // Stands in for the nonce while rendering. Random per process and never sent, so no page text
  // can contain it by accident or on purpose.
  const placeholder = randomBytes(16).toString("base64");
  const nonceAttribute = ` nonce="${placeholder}"`;
  const buildId = typeof build === "function" ? "dev" : build.assets.version;

  function render(req: express.Request, res: express.Response, nonce: string): Promise<Response> {
    const context: AppLoadContext = { ...loadContext(req, res), cspNonce: nonce };
    return handleRequest(toFetchRequest(req, res), context);
  }

  /** What the cache can do for a request: answer it, or tell the renderer what to keep. */
  async function consult(req: IncomingMessage): Promise<CacheAnswer | null> {
    // In development the code changes under the same content version: render every time.
    if (mode === "development") return null;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    const address = pageCacheAddress({ method: req.method ?? "GET", path, url, cookies: req.headers.cookie });
    if (address === null) return null;
    const language = languageOf(req);
    // Read before the page's own queries, so a page is never labelled newer than its data. The
    // footer's copyright year is the one thing on a page that changes without a write.
    const version = `${await contentVersion()}.${new Date().getFullYear()}`;
    const cached = cache.get(language, address, version);
    const etag = cached?.etag ?? pageEtag({ version, language, address, buildId });
    // A validator is only ever sent with a page of that version, so it may be confirmed
    // without rendering, even by a process that has not kept the page itself.
    if (matchesEtag(req.headers["if-none-match"], etag)) return { kind: "not modified", etag };
    if (cached) return { kind: "hit", page: cached };
    return { kind: "miss", lookup: { language, address, version, etag } };
  }

  /** Sends a hit or a 304 after `headers`; says whether there was one to send. */
  function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: CacheAnswer | null, headers: OutgoingHttpHeaders): boolean {
    if (!answer || answer.kind === "miss") return false;
    if (answer.kind === "hit") {
      sendKept(req, res, answer.page, "hit", headers);
    } else {
      // The browser keeps the page it has, with the policy that came with it: a 304's headers
      // replace the stored ones, so it carries none.
      res.removeHeader("Content-Security-Policy");
      const { "Content-Security-Policy": _policy, ...rest } = headers;
      res.writeHead(304, { ...rest, ...publicPageHeaders, ETag: answer.etag }).end();
    }
    return true;
  }

  const answerKept = async (req: IncomingMessage, res: ServerResponse, headers: OutgoingHttpHeaders) =>
    sendAnswer(req, res, await consult(req), headers);

  // Reached when a request did not come through `answerKept` first (or the page was kept
  // meanwhile): Express has set the shop's headers already.
  const keptPages: express.RequestHandler = async (req, res, next) => {
    try {
      const answer = await consult(req);
      if (answer?.kind === "miss") res.locals.pageLookup = answer.lookup;
      if (!sendAnswer(req, res, answer, {})) next();
    } catch (error) {
      next(error);
    }
  };

  // Pages being rendered to be kept. Requests for the same page that arrive meanwhile wait for
  // that one rendering instead of each rendering it again (a burst right after a write).
  const rendering = new Map<string, Promise<CachedPage | undefined>>();

  const handler: express.RequestHandler = async (req, res, next) => {
    let done: ((page?: CachedPage) => void) | undefined;
    let key: string | undefined;
    try {
      const lookup: Lookup | undefined = res.locals.pageLookup;
      const nonce: string = res.locals.cspNonce;
      if (!lookup) {
        await send(res, await render(req, res, nonce));
        return;
      }
      key = `${lookup.language} ${lookup.address} ${lookup.version}`;
      const leader = rendering.get(key);
      if (leader) {
        const page = await leader;
        // The leader's page was not kept (an error, a redirect…): this request renders its own.
        if (page) return sendKept(req, res, page, "hit", {});
      } else {
        rendering.set(key, new Promise((resolve) => (done = resolve)));
      }
      const response = await render(req, res, placeholder);
      const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
      if (!isHtml || !response.body) {
        await send(res, response);
        return;
      }
      const html = await response.text();
      const keep = response.status === 200 && !response.headers.has("set-cookie") && !res.hasHeader("set-cookie");
      if (!keep) {
        const body = html.replaceAll(placeholder, nonce);
        res.status(response.status);
        for (const [name, value] of response.headers) res.append(name, value);
        res.set("Cache-Control", privatePage).set("Content-Length", String(Buffer.byteLength(body)));
        res.end(body);
        return;
      }
      const page = await keptPage(html.replaceAll(nonceAttribute, ""), lookup, response.headers, policy);
      cache.set(lookup.language, lookup.address, page);
      compressHarderLater(page).catch((error: unknown) => console.error("A kept page could not be compressed further:", error));
      done?.(page);
      sendKept(req, res, page, "miss", {});
    } catch (error) {
      next(error);
    } finally {
      if (done) {
        done(undefined);
        rendering.delete(key!);
      }
    }
  };
  return { answerKept, keptPages, handler, cache };
}

/**
 * A rendered page as the cache keeps it. Compressed once here, at the strongest settings that
 * cost a first visitor a few milliseconds (in libuv's threads, not the event loop's).
 */
async function keptPage(
  html: string,
  { version, etag }: Lookup,
  responseHeaders: Headers,
  policy: PagesOptions["policy"],
): Promise<CachedPage> {
  const identity = Buffer.from(html);
  const [br, gzipped] = await Promise.all([brotliAt(6, identity), gzipBest(identity)]);
  const headers = [...responseHeaders].filter(([name]) => !["content-length", "set-cookie"].includes(name));
  return { version, etag, policy: policy(inlineScriptSources(html)), bodies: { br, gzip: gzipped, identity }, headers };
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

/** Sends a kept page in the encoding the browser prefers, after `headers`. */
function sendKept(req: IncomingMessage, res: ServerResponse, page: CachedPage, cacheState: "hit" | "miss", headers: OutgoingHttpHeaders): void {
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const body = page.bodies[encoding];
  res.writeHead(200, {
    ...headers,
    ...Object.fromEntries(page.headers),
    ...publicPageHeaders,
    ETag: page.etag,
    "Content-Security-Policy": page.policy,
    "X-Page-Cache": cacheState,
    ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    "Content-Length": body.length,
  });
  res.end(body);
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
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** Streams a Fetch response into Express's. */
async function send(res: express.Response, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.headers.has("cache-control") && response.headers.get("content-type")?.startsWith("text/html")) {
    res.set("Cache-Control", privatePage);
  }
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
