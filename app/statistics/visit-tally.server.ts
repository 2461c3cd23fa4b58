/**
 * The shop's own audience counts (docs/product/statistics.md), gathered in memory on the request's
 * path and taken by the flush (statistic-days.server.ts): a visit adds one to a few counters and nothing
 * else. No cookie is read for counting or set, and nothing of the visitor (address, user agent,
 * the referrer's page) is kept: only the page's path and where the visit came from, as a word.
 */
import type { IncomingMessage } from "node:http";
import { pathOf } from "~/lib/same-origin-path";
import { sourcePartLength, tagValue } from "./tags";

/** What one flush writes: page views by path, arrivals by source. */
export type TallyCounts = { pages: Map<string, number>; sources: Map<string, number> };

/**
 * The most distinct sources one flush carries; the rest count as `other`. Pages need no cap of
 * their own: only the paths the page cache keeps (pages that exist and answered 200) are counted.
 */
export const sourcesPerFlush = 100;

/** The sources the shop's own words and charts know, and the key that takes every source past the caps. */
export const directSource = "direct";
export const otherSource = "other";

/**
 * Visits that are not a person reading a page: crawlers and link previews by name, anything that
 * calls itself a bot, crawler or spider, headless browsers and scripts. No user agent at all is
 * a script too.
 */
const notAPerson =
  /bot|crawler|spider|crawling|slurp|headless|lighthouse|facebookexternalhit|meta-externalagent|whatsapp|telegram|pinterest\/|embedly|preview|curl|wget|python|go-http-client|node-fetch|undici|axios|java\/|okhttp|libwww|httpclient/i;

/** What a visit is, read from its request: counted or not, and if so where it came from. */
export type Visit = { counted: false } | { counted: true; source: string | null };

export type VisitTally = {
  /**
   * Counts a view of a kept page (its canonical address, query included, as the page cache keys
   * it) opened as a document: the page, and the visit's source when it arrived from outside.
   */
  countDocument(req: IncomingMessage, address: string): void;
  /**
   * Counts a view of a page the browser moved to with the page's data (`.data`), once scripts
   * run: the page only, and only when it is not the page the browser is on (a reload of its data
   * after a form is not a view).
   */
  countNavigation(req: IncomingMessage, address: string): void;
  /** The counts since the last take; counting starts again from nothing. */
  take(): TallyCounts;
};

/** A tally that counts, for the shop's hosts (the public address's, and whatever Host a request names). */
export function visitTally(shopHost: string): VisitTally {
  let pages = new Map<string, number>();
  let sources = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  return {
    countDocument(req, address) {
      if (!isPersonReading(req)) return;
      add(pages, pathOf(address));
      const source = sourceOf(req.url ?? "/", header(req, "referer"), [shopHost, header(req, "host")]);
      if (source === null) return;
      add(sources, sources.has(source) || sources.size < sourcesPerFlush ? source : otherSource);
    },
    countNavigation(req, address) {
      if (!isPersonReading(req)) return;
      const path = pathOf(address);
      if (referrerPath(header(req, "referer")) === path) return;
      add(pages, path);
    },
    take() {
      const taken = { pages, sources };
      pages = new Map();
      sources = new Map();
      return taken;
    },
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A kept page is answered in tens of microseconds, and the pattern above takes about one to test:
 * the verdicts of the user agents seen last are kept, since browsers of one kind send the same
 * string every time. Bounded: forgotten all at once when full.
 */
const verdicts = new Map<string, boolean>();
const verdictsKept = 256;
/** The last one asked about, compared before the map: a load of one kind of browser skips hashing its string. */
let lastAgent = "";
let lastVerdict = false;

/** A GET by a person's browser, not a prefetch (which may never be shown). HEAD reads no page. */
function isPersonReading(req: IncomingMessage): boolean {
  if (req.method !== "GET") return false;
  const agent = req.headers["user-agent"];
  if (!agent) return false;
  let person = agent === lastAgent ? lastVerdict : verdicts.get(agent);
  if (person === undefined) {
    person = !notAPerson.test(agent);
    if (verdicts.size >= verdictsKept) verdicts.clear();
    verdicts.set(agent, person);
  }
  lastAgent = agent;
  lastVerdict = person;
  if (!person) return false;
  const purpose = req.headers["sec-purpose"] ?? req.headers.purpose ?? req.headers["x-moz"];
  return !(typeof purpose === "string" && purpose.includes("prefetch"));
}

/**
 * Where a visit came from, as one short key: `utm:source|medium|campaign` when the address carries
 * tags, else `ref:host` when another site linked to it, else `direct`; null when it came from the
 * shop's own pages (a move inside the shop is no arrival).
 */
export function sourceOf(url: string, referer: string | undefined, ownHosts: (string | undefined)[]): string | null {
  const queryAt = url.indexOf("?");
  if (queryAt !== -1 && url.includes("utm_", queryAt)) {
    const tagged = url === lastTaggedUrl ? lastTaggedSource : taggedSource(url.slice(queryAt + 1));
    lastTaggedUrl = url;
    lastTaggedSource = tagged;
    if (tagged) return tagged;
  }
  if (!referer) return directSource;
  const host = referrerHost(referer);
  if (host === null) return directSource;
  if (ownHosts.some((own) => own !== undefined && own.toLowerCase() === host)) return null;
  const bare = host.replace(/^www\./, "");
  return `ref:${bare.slice(0, sourcePartLength)}`;
}

/**
 * The source a query's tags name, or "" when it names none. A tagged link is followed by many
 * visitors with the same query, so the last answers are kept (bounded, forgotten all at once).
 */
function taggedSource(query: string): string {
  let source = taggedSources.get(query);
  if (source === undefined) {
    const params = new URLSearchParams(query);
    const name = tagValue(params.get("utm_source"));
    source = name ? `utm:${name}|${tagValue(params.get("utm_medium"))}|${tagValue(params.get("utm_campaign"))}` : "";
    if (taggedSources.size >= taggedSourcesKept) taggedSources.clear();
    taggedSources.set(query, source);
  }
  return source;
}
const taggedSources = new Map<string, string>();
const taggedSourcesKept = 256;
let lastTaggedUrl = "";
let lastTaggedSource = "";

/** The host (with its port, as a Host header names it) of an http(s) referrer, or null. */
function referrerHost(referer: string): string | null {
  const match = /^https?:\/\/([^/?#]+)/i.exec(referer);
  if (!match) return null;
  const host = match[1].toLowerCase();
  const at = host.lastIndexOf("@");
  return at === -1 ? host : host.slice(at + 1);
}

/** The path of the page a referrer names, or undefined. */
function referrerPath(referer: string | undefined): string | undefined {
  const match = referer ? /^https?:\/\/[^/?#]+(\/[^?#]*)?/i.exec(referer) : null;
  return match ? (match[1] ?? "/") : undefined;
}
