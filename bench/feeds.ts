/**
 * The product feeds at the bench's 10,000-item catalogue (docs/product/feeds.md): the first fetch
 * after a start, which reads and builds the feed; a fetch of the kept feed; and a platform's
 * fetcher asking again with the validator it holds, loaded with wrk, which the shop answers 304.
 */
import http from "node:http";
import zlib from "node:zlib";
import { languages } from "~shared/languages";
import { load, residentMb, type LoadResult } from "./throughput";

export type FeedMeasure = {
  database: "pglite" | "postgres";
  feed: string;
  entries: number;
  gzipKb: number;
  textKb: number;
  /** The first fetch after the start: one query, the build, the compression. */
  firstMs: number;
  /** The slowest of five fetches of the kept feed, gzipped. */
  keptMs: number;
  /** Fetches with the validator the shop gave (If-None-Match), each answered 304. */
  unchanged: LoadResult;
  /** The shop's resident memory once every feed of every language is kept. */
  rssMb?: number;
};

type Fetched = { status: number; etag: string; bytes: Buffer; ms: number };

/** A GET that keeps the bytes as sent (fetch would unzip them), timed to its last byte. */
function get(url: string, headers: Record<string, string>): Promise<Fetched> {
  const began = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, etag: String(response.headers.etag ?? ""), bytes: Buffer.concat(chunks), ms: performance.now() - began }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

const paths = { google: "/feeds/google.xml", meta: "/feeds/meta.csv" } as const;

export async function measureFeeds(options: {
  shopUrl: string;
  pid: number;
  database: "pglite" | "postgres";
  durationS: number;
}): Promise<FeedMeasure[]> {
  const measures: FeedMeasure[] = [];
  for (const [format, feedPath] of Object.entries(paths)) {
    for (const language of languages) {
      const url = `${options.shopUrl}${feedPath}?lng=${language}`;
      const first = await get(url, { "accept-encoding": "gzip" });
      if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
      let keptMs = 0;
      for (let i = 0; i < 5; i += 1) keptMs = Math.max(keptMs, (await get(url, { "accept-encoding": "gzip" })).ms);
      const text = zlib.gunzipSync(first.bytes).toString("utf8");
      const entries = format === "google" ? text.split("<item>").length - 1 : text.split("\r\n").length - 2;
      const unchanged = await load(url, 10, options.durationS, "gzip", { "if-none-match": first.etag });
      measures.push({
        database: options.database,
        feed: `${format} ${language}`,
        entries,
        gzipKb: Math.round(first.bytes.length / 1024),
        textKb: Math.round(Buffer.byteLength(text) / 1024),
        firstMs: Math.round(first.ms),
        keptMs: Math.round(keptMs),
        unchanged,
      });
    }
  }
  const rssMb = residentMb(options.pid);
  return measures.map((measure) => ({ ...measure, rssMb }));
}
