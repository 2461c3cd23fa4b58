import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli at `quality` (0–11), told the input's size so that it sizes its window to it. */
export function brotliAt(quality: number, content: Buffer): Promise<Buffer> {
  return brotli(content, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
}

/** Gzip at its strongest level: every browser and client takes it. */
export function gzipBest(content: Buffer): Promise<Buffer> {
  return gzip(content, { level: 9 });
}

/**
 * Brotli for an answer made per request (a page rendered for one visitor, data, JSON): quality 4,
 * and a 256 kB window instead of the default 4 MB, which would cost that much memory per answer
 * being compressed; answers are far smaller.
 */
export const answerBrotliParams = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 };

/**
 * A page sent once (rendered for one visitor): brotli at 4 and gzip at 6, the settings the
 * compression middleware uses for everything else (start.server.ts), in one call instead of a
 * stream.
 */
export function compressedOnce(encoding: "br" | "gzip", content: Buffer): Promise<Buffer> {
  if (encoding === "gzip") return gzip(content);
  return brotli(content, { params: { ...answerBrotliParams, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
}
