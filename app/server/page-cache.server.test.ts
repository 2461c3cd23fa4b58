import { describe, expect, it } from "vitest";
import { type CachedPage, matchesEtag, PageCache, pageCacheAddress, pageEtag, preferredEncoding } from "./page-cache.server";

const visit = (url: string, extra: Partial<Parameters<typeof pageCacheAddress>[0]> = {}) =>
  pageCacheAddress({ method: "GET", path: url.split("?")[0], url, cookies: undefined, ...extra });

describe("which requests the page cache serves", () => {
  it("keeps public pages under their own address", () => {
    for (const url of ["/", "/catalog", "/about", "/blog", "/product/market-bag", "/blog/granny-squares"]) expect(visit(url)).toBe(url);
    expect(visit("/catalog?sort=price-asc&page=2")).toBe("/catalog?sort=price-asc&page=2");
    expect(visit("/blog?category=patterns")).toBe("/blog?category=patterns");
    expect(visit("/", { cookies: "lng=fr" })).toBe("/");
  });

  it("renders everything else for itself", () => {
    for (const url of ["/cart", "/auth", "/admin", "/admin/items", "/sitemap.xml", "/robots.txt", "/order-requests", "/product/a.data", "/product/a/b"]) {
      expect(visit(url), url).toBeNull();
    }
    expect(visit("/catalog", { method: "POST" })).toBeNull();
    expect(visit("/catalog", { method: "HEAD" })).toBeNull();
    expect(visit("/catalog", { cookies: "lng=en; shop.session_token=x" })).toBeNull();
    // The language cookie is set by this answer; other or rewritten parameters would multiply entries.
    for (const url of ["/?lng=fr", "/catalog?lng=fr", "/catalog?utm_source=x", "/catalog?page=1", "/product/a?q=x", "/catalog?page=2&sort=price-asc"]) {
      expect(visit(url), url).toBeNull();
    }
  });
});

describe("page validators", () => {
  const parts = { version: "7.2026", language: "en" as const, address: "/catalog", buildId: "abc" };
  it("change with the content, the language, the address and the build", () => {
    const etag = pageEtag(parts);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(pageEtag(parts)).toBe(etag);
    for (const change of [{ version: "8.2026" }, { language: "fr" as const }, { address: "/blog" }, { buildId: "def" }]) {
      expect(pageEtag({ ...parts, ...change })).not.toBe(etag);
    }
  });

  it("match If-None-Match lists, weak or strong", () => {
    const etag = pageEtag(parts);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag.slice(2)}`, etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
    expect(matchesEtag('W/"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});

describe("the encoding a kept page is sent in", () => {
  it("is brotli whenever the browser takes it, else gzip, else none", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBe("identity");
    expect(preferredEncoding("br;q=nonsense")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
  });
});

describe("the page cache", () => {
  const page = (html: string, version = "1"): CachedPage => ({
    version,
    etag: 'W/"x"',
    policy: "",
    bodies: { identity: Buffer.from(html), br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
    headers: [],
  });

  it("gives a page back only for the content version it was rendered from", () => {
    const cache = new PageCache(1_000);
    cache.set("en", "/", page("<p>home</p>"));
    expect(cache.get("en", "/", "1")?.bodies.identity.toString()).toBe("<p>home</p>");
    expect(cache.get("fr", "/", "1")).toBeUndefined();
    expect(cache.get("en", "/", "2")).toBeUndefined();
    // The stale page is gone, with its bytes.
    expect(cache.count).toBe(0);
    expect(cache.size).toBe(0);
  });

  it("stays within its bytes, dropping the least recently used pages first", () => {
    const cache = new PageCache(100);
    cache.set("en", "/a", page("a".repeat(40)));
    cache.set("en", "/b", page("b".repeat(40)));
    cache.get("en", "/a", "1");
    cache.set("en", "/c", page("c".repeat(40)));
    expect(cache.size).toBeLessThanOrEqual(100);
    expect(cache.get("en", "/b", "1")).toBeUndefined();
    expect(cache.get("en", "/a", "1")).toBeDefined();
    expect(cache.get("en", "/c", "1")).toBeDefined();
    cache.set("en", "/huge", page("x".repeat(120)));
    expect(cache.get("en", "/huge", "1")).toBeUndefined();
    expect(cache.size).toBe(80);
  });
});
