import { describe, expect, it } from "vitest";
import { withoutScripts } from "./no-script-twin";

describe("a page's no-script twin", () => {
  it("keeps the markup, the stylesheet, the fonts and the pictures, and drops every script and what only scripts use", () => {
    const page =
      '<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="preload" href="/f.woff2" as="font"/>' +
      '<link id="shop-texts" rel="preload-after-paint" data-as="fetch" href="/texts/en.json"/>' +
      '<link rel="modulepreload-after-paint" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
      '<script type="application/ld+json">{"@type":"Product"}</script></head>' +
      '<body><h1>Tote</h1><img src="/uploads/a.webp" alt=""/><script>window.__ctx = {}</script>' +
      '<script nonce="N" type="text/plain" data-after-paint="">import("/assets/a.js");</script></body></html>';
    expect(withoutScripts(page)).toBe(
      '<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="preload" href="/f.woff2" as="font"/>' +
        '</head><body><h1>Tote</h1><img src="/uploads/a.webp" alt=""/></body></html>',
    );
  });
});
