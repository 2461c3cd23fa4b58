import type { RequestHandler } from "express";
import { textsFile } from "~/i18n/messages.server";
import type { TextsPart } from "~/i18n/texts-files";
import { toLanguage } from "~/i18n/languages";
import type { Language } from "~shared/languages";
import { brotliAt, gzipBest } from "./compression.server";
import { matchesEtag } from "~/lib/entity-tag";
import { type PageEncoding, preferredEncoding } from "./page-cache.server";

type Bodies = Record<PageEncoding, Buffer>;

/**
 * Serves `/texts/{language}.json` and `/texts/back-office/{language}.json` (app/i18n/texts-files.ts).
 * Asked for with the current version, a browser may keep the file for a year: a change of the texts
 * changes the address. Any other version gets the current texts, to be checked again each time.
 */
export function textsFiles(): RequestHandler {
  const compressed = new Map<string, Promise<Bodies>>();
  const bodiesOf = (part: TextsPart, language: Language) => {
    const key = `${part} ${language}`;
    let bodies = compressed.get(key);
    if (!bodies) {
      const identity = Buffer.from(textsFile(part, language).json);
      bodies = Promise.all([brotliAt(11, identity), gzipBest(identity)]).then(([br, gzip]) => ({ br, gzip, identity }));
      compressed.set(key, bodies);
    }
    return bodies;
  };
  return async (req, res, next) => {
    const match = /^\/(back-office\/)?([a-z]{2})\.json$/.exec(req.path);
    const language = toLanguage(match?.[2]);
    if (!match || !language || match[2] !== language || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const part: TextsPart = match[1] ? "back-office" : "shop";
    try {
      const { version } = textsFile(part, language);
      const etag = `"${part}-${language}-${version}"`;
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("ETag", etag);
      res.setHeader("Cache-Control", req.query.v === version ? "public, max-age=31536000, immutable" : "no-cache");
      if (matchesEtag(req.headers["if-none-match"], etag)) {
        res.status(304).end();
        return;
      }
      const encoding = preferredEncoding(req.headers["accept-encoding"]);
      const body = (await bodiesOf(part, language))[encoding];
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      next(error);
    }
  };
}
