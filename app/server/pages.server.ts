/**
 * Hands requests to React Router and sends its answers, serving public pages from the page cache
 * with HTTP validators (docs/decisions/0010). Every HTML answer carries the nonce of its own
 * response (docs/decisions/0011): cached pages hold a placeholder that is replaced on the way out.
 */
import { randomBytes } from "node:crypto";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type express from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contentVersion } from "../../db/schema";
import type { ShopContext } from "../context";
import { type Language } from "../i18n/languages";
import { matchesEtag, PageCache, pageCacheAddress, pageEtag } from "./page-cache.server";

declare module "react-router" {
  interface AppLoadContext {
    /** The nonce the page's inline scripts carry (entry.server.tsx). */
    cspNonce: string;
  }
}

/** The content version of the database: one primary-key read (migration 0002 keeps it current). */
export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Browsers and shared caches may keep a public page but must ask each time whether it is still
 * current; the answer to that question is a 304 without rendering. The page depends on the
 * language, which comes from the cookie or Accept-Language.
 */
const publicPageHeaders = {
  "Cache-Control": "public, max-age=0, must-revalidate",
  Vary: "Cookie, Accept-Language",
};

/** Any other page may show a shopper's or the owner's own data: no cache keeps it. */
const privatePage = "private, no-store";

export type PagesOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  db: Database;
  /** The rest of what loaders get, decided per request (language, client address…). */
  loadContext(req: express.Request, res: express.Response): ShopContext;
  /** Bytes of HTML the cache may hold. */
  cacheBytes: number;
};

export type Pages = { handler: express.RequestHandler; cache: PageCache };

export function createPages({ build, mode, db, loadContext, cacheBytes }: PagesOptions): Pages {
  const handleRequest = createRequestHandler(build, mode);
  const cache = new PageCache(cacheBytes);
  // Stands in for the nonce in cached HTML. Random per process and never sent, so no page text
  // can contain it by accident or on purpose.
  const placeholder = randomBytes(16).toString("base64");
  const buildId = async () => (typeof build === "function" ? "dev" : build.assets.version);

  function render(req: express.Request, res: express.Response, context: ShopContext, nonce: string): Promise<Response> {
    const withNonce: AppLoadContext = { ...context, cspNonce: nonce };
    return handleRequest(toFetchRequest(req, res), withNonce);
  }

  const handler: express.RequestHandler = async (req, res, next) => {
    try {
      const nonce: string = res.locals.cspNonce;
      const address = pageCacheAddress({ method: req.method, path: req.path, url: req.url, cookies: req.headers.cookie });
      const context = loadContext(req, res);
      if (address === null) {
        await send(res, await render(req, res, context, nonce));
        return;
      }
      const language: Language = context.language;
      // The footer's copyright year is the one thing on a page that changes without a write.
      const version = `${await readContentVersion(db)}.${new Date().getFullYear()}`;
      const etag = pageEtag({ version, language, address, buildId: await buildId() });
      // A validator is only ever sent with a page of that version, so it may be confirmed
      // without rendering, even by a process that has not kept the page itself.
      if (matchesEtag(req.headers["if-none-match"], etag)) {
        // The browser keeps the page it has, with the policy that came with it: a 304's headers
        // replace the stored ones, and a new nonce would block the kept page's scripts.
        res.removeHeader("Content-Security-Policy");
        res.status(304).set(publicPageHeaders).set("ETag", etag).end();
        return;
      }
      const cached = cache.get(language, address, version);
      if (cached) {
        for (const [name, value] of cached.headers) res.setHeader(name, value);
        res.status(200).set(publicPageHeaders).set("ETag", etag).set("X-Page-Cache", "hit");
        sendParts(res, cached.parts, nonce);
        return;
      }
      const response = await render(req, res, context, placeholder);
      const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
      if (!isHtml || !response.body) {
        await send(res, response);
        return;
      }
      const parts = (await response.text()).split(placeholder).map((part) => Buffer.from(part));
      const headers = [...response.headers].filter(([name]) => !["content-length", "set-cookie"].includes(name));
      const keep = response.status === 200 && !response.headers.has("set-cookie") && !res.hasHeader("set-cookie");
      if (keep) cache.set(language, address, { version, parts, headers });
      res.status(response.status);
      for (const [name, value] of response.headers) res.append(name, value);
      if (keep) res.set(publicPageHeaders).set("ETag", etag).set("X-Page-Cache", "miss");
      else res.set("Cache-Control", privatePage);
      sendParts(res, parts, nonce);
    } catch (error) {
      next(error);
    }
  };
  return { handler, cache };
}

/** Writes a page's parts with the response's nonce between them. */
function sendParts(res: express.Response, parts: Buffer[], nonce: string): void {
  const between = Buffer.from(nonce);
  const length = parts.reduce((sum, part) => sum + part.length, 0) + between.length * (parts.length - 1);
  res.setHeader("Content-Length", length);
  res.cork();
  parts.forEach((part, i) => {
    if (i > 0) res.write(between);
    res.write(part);
  });
  res.end();
  res.uncork();
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
