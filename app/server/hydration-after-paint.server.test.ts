import { describe, expect, it } from "vitest";
import { heldModulePreloadRel, heldModuleScriptAttribute, heldModuleScriptType } from "~/lib/after-first-paint";
import { hydrationAfterPaint } from "./hydration-after-paint.server";

const page =
  '<html><head><link rel="preload" href="/f.woff2" as="font"/></head><body><p>Borsa «Conchiglia» – 35,00 €</p>' +
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
  '<script nonce="N">window.__ctx = {}</script><script nonce="N" type="module" async="">import("/assets/a.js");</script></body></html>';

describe("hydrationAfterPaint", () => {
  it("holds back the module preloads and the module script, and adds the script that starts them", () => {
    const out = hydrationAfterPaint(Buffer.from(page), "N").toString();
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain(`<link rel="${heldModulePreloadRel}" href="/assets/a.js"/><link rel="${heldModulePreloadRel}" href="/assets/b.js"/>`);
    expect(out).toContain(`<script nonce="N" type="${heldModuleScriptType}" ${heldModuleScriptAttribute}="">import("/assets/a.js");</script>`);
    expect(out).not.toContain('type="module"');
    expect(out).toContain('<link rel="preload" href="/f.woff2" as="font"/>');
    expect(out).toContain("<p>Borsa «Conchiglia» – 35,00 €</p>");
    expect(out).toContain('<script nonce="N">window.__ctx = {}</script>');
    expect(out).toMatch(/<script nonce="N">\(function startScriptsAfterFirstPaint\b[\s\S]*<\/script><\/body><\/html>$/);
  });
});
