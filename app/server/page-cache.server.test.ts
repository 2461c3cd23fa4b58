import { describe, expect, it } from "vitest";
import { matchesEtag } from "~/lib/entity-tag";
import { type CachedPage, PageCache, pageCacheAddress, pageEtag, preferredEncoding } from "./page-cache.server";

const visit = (url: string, extra: Partial<Parameters<typeof pageCacheAddress>[0]> = {}) =>
  pageCacheAddress({ method: "GET", url, cookies: undefined, ...extra });

describe("which requests the page cache serves", () => {
  it("keeps public pages under their own address", () => {
    for (const url of ["/", "/catalog", "/about", "/blog", "/product/market-bag", "/blog/granny-squares", "/policies/terms"]) expect(visit(url)).toBe(url);
    expect(visit("/catalog?sort=price-asc&page=2")).toBe("/catalog?sort=price-asc&page=2");
    expect(visit("/blog?category=patterns")).toBe("/blog?category=patterns");
    expect(visit("/product/beret?color=moss")).toBe("/product/beret?color=moss");
    expect(visit("/", { cookies: "lng=fr" })).toBe("/");
    // A stranger's cookie changes nothing the shop renders: it neither misses the kept page nor costs a render.
    for (const cookies of ["x=1", "_ga=GA1.1.1; lng=it", "consent=yes;", "shopping=1", "novalue"]) expect(visit("/", { cookies }), cookies).toBe("/");
    expect(visit("/catalog", { method: "HEAD" })).toBe("/catalog");
  });

  it("serves the addresses visitors arrive on from the entry of the page they show", () => {
    const arrivals: [string, string][] = [
      ["/?lng=en", "/"],
      ["/catalog?lng=fr", "/catalog"],
      ["/product/beret?fbclid=IwAR0abc&lng=en", "/product/beret"],
      ["/?utm_source=instagram&utm_medium=social&utm_campaign=spring", "/"],
      ["/blog/granny-squares?gclid=x&msclkid=y&mc_cid=z&mc_eid=w&igshid=v&ref=a&_ga=1.2", "/blog/granny-squares"],
      ["/about?anything-else=1", "/about"],
      ["/catalog?page=2&sort=price-asc", "/catalog?sort=price-asc&page=2"],
      ["/catalog?page=1&sort=&q=", "/catalog"],
      ["/catalog?utm_source=mail&tag=cotton", "/catalog?tag=cotton"],
      // One kept page per category view, its filters in one order, whatever order the link had.
      ["/catalog?page=2&tag=cotton&category=Bags&lng=it", "/catalog?category=bags&tag=cotton&page=2"],
      ["/catalog?category=%20&sort=price-asc", "/catalog?sort=price-asc"],
      ["/blog?page=1&category=&fbclid=1", "/blog"],
      ["/product/beret?color=&utm_source=x", "/product/beret"],
      ["/product/beret?utm_source=x&color=moss", "/product/beret?color=moss"],
      ["/product/%77ool-beret", "/product/wool-beret"],
      ["/%63atalog?lng=en", "/catalog"],
      ["/product/caf%C3%A9", "/product/caf%C3%A9"],
    ];
    for (const [url, address] of arrivals) expect(visit(url), url).toBe(address);
  });

  it("renders everything else for itself", () => {
    for (const url of ["/cart", "/auth", "/admin", "/admin/items", "/sitemap.xml", "/robots.txt", "/order-requests", "/product/a.data", "/product/a/b"]) {
      expect(visit(url), url).toBeNull();
    }
    expect(visit("/catalog", { method: "POST" })).toBeNull();
    for (const cookies of ["lng=en; shop.session_token=x", "__Secure-shop.session_token=x", "shop.two_factor=x", "admin_flash=signed-in", "sidebar_state=false"]) {
      expect(visit("/catalog", { cookies }), cookies).toBeNull();
    }
    // A path that cannot be decoded, or that decodes to another route, is not a public page's.
    for (const url of ["/product/%E0%A4%A", "/%61dmin", "/product/a%2Fb%2Fc.data"]) expect(visit(url), url).toBeNull();
  });

  it("gives an address it has worked out before only to a request it may serve, however many and long the addresses", () => {
    expect(visit("/catalog?page=2&tag=cotton")).toBe("/catalog?tag=cotton&page=2");
    expect(visit("/catalog?page=2&tag=cotton", { cookies: "shop.session_token=x" })).toBeNull();
    expect(visit("/catalog?page=2&tag=cotton", { method: "POST" })).toBeNull();
    for (let i = 0; i < 600; i++) expect(visit(`/catalog?tag=t${i}&lng=it`)).toBe(`/catalog?tag=t${i}`);
    expect(visit("/catalog?page=2&tag=cotton")).toBe("/catalog?tag=cotton&page=2");
    const long = `/catalog?tag=cotton&utm_content=${"x".repeat(400)}`;
    expect(visit(long)).toBe("/catalog?tag=cotton");
    expect(visit(long, { cookies: "shop.session_token=x" })).toBeNull();
    expect(visit("/admin?x=1")).toBeNull();
    expect(visit("/admin?x=1")).toBeNull();
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
    // The stale page is kept until it is rendered again, to know what to render first.
    expect(cache.toRefresh("2", 10)).toEqual([{ language: "en", address: "/" }]);
    cache.delete("en", "/");
    expect(cache.count).toBe(0);
    expect(cache.size).toBe(0);
  });

  it("names the stale pages to render again: front pages first, then the most visited", () => {
    const cache = new PageCache(10_000);
    for (const address of ["/product/a", "/product/b", "/blog", "/about", "/catalog", "/"]) cache.set("en", address, page(address));
    cache.set("fr", "/product/b", page("b"));
    cache.set("en", "/catalog?page=2", page("current", "2"));
    for (let visit = 0; visit < 3; visit += 1) cache.get("en", "/product/b", "2");
    cache.get("en", "/about", "2");
    expect(cache.toRefresh("2", 10)).toEqual([
      { language: "en", address: "/" },
      { language: "en", address: "/catalog" },
      { language: "en", address: "/blog" },
      { language: "en", address: "/product/b" },
      { language: "en", address: "/about" },
      { language: "en", address: "/product/a" },
      { language: "fr", address: "/product/b" },
    ]);
    expect(cache.toRefresh("2", 2)).toHaveLength(2);
    expect(cache.toRefresh("1", 10).map((entry) => entry.address)).toEqual(["/catalog?page=2"]);
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
    // A page read lately stays over one kept earlier, whichever was rendered first.
    cache.get("en", "/a", "1");
    cache.set("en", "/d", page("d".repeat(60)));
    expect(cache.get("en", "/c", "1")).toBeUndefined();
    expect(cache.get("en", "/a", "1")).toBeDefined();
    expect(cache.get("en", "/d", "1")).toBeDefined();
    cache.set("en", "/e", page("e".repeat(90)));
    expect([cache.get("en", "/a", "1"), cache.get("en", "/d", "1"), cache.get("en", "/e", "1")].map(Boolean)).toEqual([false, false, true]);
  });
});
