import { describe, expect, it } from "vitest";
import { acceptsGzip, feedFormatOf } from "./feeds.server";

describe("a feed's answer", () => {
  it("is gzipped for a fetcher that takes gzip, by name or by `*`, unless it refuses it with q=0", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=0.0, identity")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });

  it("is in the format its address names", () => {
    expect(feedFormatOf("https://shop.example/feeds/meta.csv?lng=it")).toBe("meta");
    expect(feedFormatOf("https://shop.example/feeds/google.xml")).toBe("google");
  });
});
