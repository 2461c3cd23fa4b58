/**
 * Rendered public pages, kept in memory per language and address while the shop's content stays
 * the same (docs/decisions/0010). An entry belongs to one content version: a page of an older
 * version is never served, whichever process made the write that moved the version on.
 */
import { createHash } from "node:crypto";
import { catalogSearchParams, parseCatalogFilters } from "~/catalog/catalog-filters";
import { colorParam } from "~/shop/shopper-item";
import { blogListHref, parseBlogListParams } from "~/blog/blog-list-params";
import { isAuthCookieName } from "~/auth/cookie-names";
import { sidebarCookieName } from "~/admin/sidebar-state";
import { toastCookieName } from "~/toasts/toast-note.server";
import type { Language } from "~shared/languages";
import { isPublicPagePath } from "~/public-pages";

/** The encodings a kept page is stored in, compressed once when it is kept. */
export type PageEncoding = "br" | "gzip" | "identity";

export type CachedPage = {
  /** The content version (and year) the page was rendered from. */
  version: string;
  /** Its validator (see pageEtag). */
  etag: string;
  /**
   * Its Content-Security-Policy: a kept page has no nonce, its inline scripts are allowed by
   * their hashes (docs/decisions/0016), so its bytes are the same for every shopper.
   */
  policy: string;
  /** The page's UTF-8 bytes in each encoding, sent as they are. */
  bodies: Record<PageEncoding, Buffer>;
  /** The response's own headers (content type and the like), never a cookie. */
  headers: [string, string][];
};

/**
 * The address a public page is kept under, or null when the request must be rendered for itself:
 * not a GET or HEAD, one of the cookies the shop sets for a signed-in visit (a session, a toast
 * after a redirect, the back office's menu), or an address that is not a public page. Any other
 * cookie (the language's, which the lookup keys on, or a stranger's: analytics, `x=1`) changes
 * nothing the shop renders, so it neither keeps such a visit from the kept page nor costs a render.
 *
 * The address is the page's canonical one, so every way of asking for the same view shares one
 * entry and one rendering: parameters the page does not read (`utm_*`, `fbclid`, `gclid`, `?lng=`,
 * which only chooses the language…) are dropped, the page's own are written back the way its links
 * write them (order, defaults, empty values), and a percent-encoded path is the decoded one
 * (docs/decisions/0025). The page is rendered for this address, never for the request's own.
 */
export function pageCacheAddress(request: { method: string; url: string; cookies: string | undefined }): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (carriesSignedInCookie(request.cookies)) return null;
  if (request.url.length > rememberedAddressLength) return canonicalAddress(request.url);
  let address = rememberedAddresses.get(request.url);
  if (address === undefined) {
    address = canonicalAddress(request.url);
    if (rememberedAddresses.size >= rememberedAddressesKept) rememberedAddresses.clear();
    rememberedAddresses.set(request.url, address);
  }
  return address;
}

/**
 * The canonical address of the URLs asked for lately. A catalog's filters or a product's colour,
 * read and written again, cost a kept answer 1.5–2 µs, more than the rest of its own work, and
 * shoppers and links ask for the same few addresses over and over (docs/decisions/0094). Bounded
 * in entries and in each URL's length; a run of made-up queries only empties it.
 */
const rememberedAddresses = new Map<string, string | null>();
const rememberedAddressesKept = 500;
const rememberedAddressLength = 256;

function canonicalAddress(url: string): string | null {
  const queryAt = url.indexOf("?");
  const path = canonicalPath(queryAt === -1 ? url : url.slice(0, queryAt));
  if (path === null || !isPublicPagePath(path) || path.endsWith(".data")) return null;
  if (queryAt === -1) return path;
  // Only these pages read their parameters; on the others (a tracked link to the home page…)
  // reading them would be work thrown away on a kept answer.
  const params = () => new URLSearchParams(url.slice(queryAt + 1));
  if (path === "/catalog") return withQuery(path, catalogSearchParams(parseCatalogFilters(params())));
  if (path === "/blog") return blogListHref(parseBlogListParams(params()));
  if (path.startsWith("/product/")) {
    const color = params().get(colorParam)?.trim();
    return color ? withQuery(path, new URLSearchParams({ [colorParam]: color })) : path;
  }
  return path;
}

/** Each segment decoded and written again as the shop's links write it, or null if it cannot be decoded. */
function canonicalPath(path: string): string | null {
  if (!path.includes("%")) return path;
  try {
    return path
      .split("/")
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
      .join("/");
  } catch {
    return null;
  }
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function carriesSignedInCookie(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(";").some((part) => {
    const name = part.split("=", 1)[0].trim();
    return isAuthCookieName(name) || name === toastCookieName || name === sidebarCookieName;
  });
}

/** The page's validator: the same content version, language, address and build give the same page. */
export function pageEtag(parts: { version: string; language: Language; address: string; buildId: string }): string {
  const digest = createHash("sha256")
    .update(`${parts.version}\n${parts.language}\n${parts.address}\n${parts.buildId}`)
    .digest("base64url")
    .slice(0, 27);
  return `W/"${digest}"`;
}

/**
 * The smallest encoding the browser takes: brotli whenever it is accepted at all (browsers list
 * gzip first and weigh both alike), else gzip, else the page as it is.
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return "identity";
  // Browsers of one kind send the same header on every request: the last answer is kept.
  if (acceptEncoding === lastAsked.header) return lastAsked.encoding;
  const encoding = encodingFor(acceptEncoding);
  lastAsked = { header: acceptEncoding, encoding };
  return encoding;
}

let lastAsked: { header: string; encoding: PageEncoding } = { header: "", encoding: "identity" };

function encodingFor(acceptEncoding: string): PageEncoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const accepted = (encoding: string) => (weights.get(encoding) ?? weights.get("*") ?? 0) > 0;
  if (accepted("br")) return "br";
  if (accepted("gzip")) return "gzip";
  return "identity";
}

/** Where a kept page stands in line to be rendered again after a write: the front pages first. */
const firstToRefresh = ["/", "/catalog", "/blog"];

type Entry = CachedPage & { bytes: number; language: Language; address: string; visits: number; lastUsed: number };

/**
 * A least-recently-used map of pages, bounded by the bytes of their HTML. A page of an older
 * content version is never served, but it stays until it is rendered again or pushed out, so that
 * the shop knows what to render first after a write (`toRefresh`).
 */
export class PageCache {
  private readonly pages = new Map<string, Entry>();
  private bytes = 0;
  /** Counts the uses of kept pages; each entry holds the count at its own last use. */
  private uses = 0;

  constructor(private readonly maxBytes: number) {}

  /** The page kept for this language and address, if it was rendered from this content version. */
  get(language: Language, address: string, version: string): CachedPage | undefined {
    const key = `${language} ${address}`;
    const page = this.pages.get(key);
    if (!page) return undefined;
    page.visits += 1;
    if (page.version !== version) return undefined;
    // A number, not the Map's order: moving the entry to the end on every hit cost each kept
    // answer a delete and an insert into the Map.
    page.lastUsed = ++this.uses;
    return page;
  }

  set(language: Language, address: string, page: CachedPage): void {
    const key = `${language} ${address}`;
    const bytes = Object.values(page.bodies).reduce((sum, body) => sum + body.length, 0);
    const previous = this.pages.get(key);
    if (previous) {
      this.pages.delete(key);
      this.bytes -= previous.bytes;
    }
    if (bytes > this.maxBytes) return;
    // Visits carry over, halved at each new version, so the order follows what shoppers read lately.
    const visits = previous ? Math.ceil(previous.visits / 2) : 0;
    this.pages.set(key, { ...page, bytes, language, address, visits, lastUsed: ++this.uses });
    this.bytes += bytes;
    if (this.bytes <= this.maxBytes) return;
    const leastRecentlyUsed = [...this.pages].sort(([, a], [, b]) => a.lastUsed - b.lastUsed);
    for (const [oldest, entry] of leastRecentlyUsed) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  delete(language: Language, address: string): void {
    const key = `${language} ${address}`;
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }

  /**
   * The pages kept from an older version than `version`, in the order they should be rendered
   * again: the home page, the catalog's first page and the blog, then by how often they were asked
   * for. At most `max`.
   */
  toRefresh(version: string, max: number): { language: Language; address: string }[] {
    const rank = (entry: Entry) => {
      const front = firstToRefresh.indexOf(entry.address);
      return front === -1 ? firstToRefresh.length : front;
    };
    return [...this.pages.values()]
      .filter((entry) => entry.version !== version)
      .sort((a, b) => rank(a) - rank(b) || b.visits - a.visits)
      .slice(0, max)
      .map(({ language, address }) => ({ language, address }));
  }

  /** What the kept pages cost, in bytes. */
  get size(): number {
    return this.bytes;
  }

  get count(): number {
    return this.pages.size;
  }
}
