/**
 * Rendered public pages, kept in memory per language and address while the shop's content stays
 * the same (docs/decisions/0010). An entry belongs to one content version: a page of an older
 * version is never served, whichever process made the write that moved the version on.
 */
import { createHash } from "node:crypto";
import { catalogSearchParams, parseCatalogFilters } from "../catalog/catalog-filters";
import { blogListHref, parseBlogListParams } from "../blog/blog-list-params";
import { languageCookieName, type Language } from "../i18n/languages";

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

/** Public pages: the same for every shopper, so worth keeping (the cart, /auth and /admin never are). */
const publicPage = /^\/(?:catalog|about|blog|product\/[^/]+|blog\/[^/]+)?$/;

/**
 * The address a public page is kept under, or null when the request must be rendered for itself:
 * not a GET, a cookie other than the language's (a session, an admin's), an address that is not
 * a public page, a query a page does not read (it would only multiply entries), or `?lng=` (the
 * answer sets the language cookie).
 */
export function pageCacheAddress(request: { method: string; path: string; url: string; cookies: string | undefined }): string | null {
  if (request.method !== "GET" || !publicPage.test(request.path) || request.path.endsWith(".data")) return null;
  if (!onlyLanguageCookie(request.cookies)) return null;
  const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?") + 1) : "";
  if (!query) return request.path;
  const params = new URLSearchParams(query);
  // The page's own parameters, written back the way its links write them: the same view always
  // has one address, and anything the page would ignore makes the request uncached.
  const canonical =
    request.path === "/catalog"
      ? withQuery("/catalog", catalogSearchParams(parseCatalogFilters(params)))
      : request.path === "/blog"
        ? blogListHref(parseBlogListParams(params))
        : request.path;
  return canonical === `${request.path}?${query}` ? canonical : null;
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function onlyLanguageCookie(header: string | undefined): boolean {
  if (!header) return true;
  return header
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => part.slice(0, part.indexOf("=")).trim() === languageCookieName);
}

/** The page's validator: the same content version, language, address and build give the same page. */
export function pageEtag(parts: { version: string; language: Language; address: string; buildId: string }): string {
  const digest = createHash("sha256")
    .update(`${parts.version}\n${parts.language}\n${parts.address}\n${parts.buildId}`)
    .digest("base64url")
    .slice(0, 27);
  return `W/"${digest}"`;
}

/** Whether an If-None-Match header names the validator (a list, weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * The smallest encoding the browser takes: brotli whenever it is accepted at all (browsers list
 * gzip first and weigh both alike), else gzip, else the page as it is.
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return "identity";
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

/** A least-recently-used map of pages, bounded by the bytes of their HTML. */
export class PageCache {
  private readonly pages = new Map<string, CachedPage & { bytes: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The page kept for this language and address, if it was rendered from this content version. */
  get(language: Language, address: string, version: string): CachedPage | undefined {
    const key = `${language} ${address}`;
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.version !== version) {
      this.bytes -= page.bytes;
      return undefined;
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.pages.set(key, page);
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
    this.pages.set(key, { ...page, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** What the kept pages cost, in bytes. */
  get size(): number {
    return this.bytes;
  }

  get count(): number {
    return this.pages.size;
  }
}
