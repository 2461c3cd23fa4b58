import type { RequestHandler } from "express";
import { shopTextsFile } from "~/i18n/messages.server";
import { toLanguage } from "~/i18n/languages";
import type { Language } from "~shared/languages";
import { brotliAt, gzipBest } from "./compression.server";
import { matchesEtag, type PageEncoding, preferredEncoding } from "./page-cache.server";

type Bodies = Record<PageEncoding, Buffer>;

/**
 * Serves `/texts/{language}.json` (app/i18n/shop-texts.ts). Asked for with the current version, a
 * browser may keep the file for a year: a change of the texts changes the address. Any other
 * version gets the current texts, to be checked again each time.
 */
export function shopTextsFiles(): RequestHandler {
  const compressed = new Map<Language, Promise<Bodies>>();
  const bodiesOf = (language: Language) => {
    let bodies = compressed.get(language);
    if (!bodies) {
      const identity = Buffer.from(shopTextsFile(language).json);
      bodies = Promise.all([brotliAt(11, identity), gzipBest(identity)]).then(([br, gzip]) => ({ br, gzip, identity }));
      compressed.set(language, bodies);
    }
    return bodies;
  };
  return async (req, res, next) => {
    const match = /^\/([a-z]{2})\.json$/.exec(req.path);
    const language = toLanguage(match?.[1]);
    if (!match || !language || match[1] !== language || (req.method !== "GET" && req.method !== "HEAD")) return next();
    try {
      const { version } = shopTextsFile(language);
      const etag = `"${language}-${version}"`;
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("ETag", etag);
      res.setHeader("Cache-Control", req.query.v === version ? "public, max-age=31536000, immutable" : "no-cache");
      if (matchesEtag(req.headers["if-none-match"], etag)) {
        res.status(304).end();
        return;
      }
      const encoding = preferredEncoding(req.headers["accept-encoding"]);
      const body = (await bodiesOf(language))[encoding];
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      next(error);
    }
  };
}
