import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { heldModulePreloadRel, heldModuleScriptAttribute, heldModuleScriptType } from "~/lib/after-first-paint";
import { hydrationAfterPaint, replaceInStream } from "./hydration-after-paint.server";

/** Sends `chunks` through `transform` as bytes and reads what comes out. */
function through(transform: NodeJS.ReadWriteStream, chunks: (string | Buffer)[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(transform));
}

const page =
  '<html><head><link rel="preload" href="/f.woff2" as="font"/></head><body><p>Borsa «Conchiglia» – 35,00 €</p>' +
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
  '<script nonce="N">window.__ctx = {}</script><script nonce="N" type="module" async="">import("/assets/a.js");</script></body></html>';

describe("hydrationAfterPaint", () => {
  it("holds back the module preloads and the module script, and adds the script that starts them", async () => {
    const out = await through(hydrationAfterPaint("N", "after paint"), [page]);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain(`<link rel="${heldModulePreloadRel}" href="/assets/a.js"/><link rel="${heldModulePreloadRel}" href="/assets/b.js"/>`);
    expect(out).toContain(`<script nonce="N" type="${heldModuleScriptType}" ${heldModuleScriptAttribute}="">import("/assets/a.js");</script>`);
    expect(out).not.toContain('type="module"');
    expect(out).toContain('<link rel="preload" href="/f.woff2" as="font"/>');
    expect(out).toContain("<p>Borsa «Conchiglia» – 35,00 €</p>");
    expect(out).toContain('<script nonce="N">window.__ctx = {}</script>');
    expect(out).toMatch(/<script nonce="N">\(function startScriptsAfterFirstPaint\b[\s\S]*<\/script><\/body><\/html>$/);
  });

  it("has pages that are mostly read wait for the shopper to reach for a control, unless a cart is to be shown", async () => {
    const afterPaint = await through(hydrationAfterPaint("N", "after paint"), [page]);
    const onInteraction = await through(hydrationAfterPaint("N", "on interaction"), [page]);
    expect(afterPaint).toMatch(/\(function startScriptsAfterFirstPaint\b[\s\S]*,null\)<\/script>/);
    expect(onInteraction).toMatch(/\(function startScriptsAfterFirstPaint\b[\s\S]*,\{"cartKey":"crochet_cart_v1"\}\)<\/script>/);
  });

  it("gives the same page whichever byte a chunk ends on, inside a tag or inside a character", async () => {
    const whole = await through(hydrationAfterPaint("N", "after paint"), [page]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through(hydrationAfterPaint("N", "after paint"), [bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at byte ${cut}`).toBe(whole);
    }
  });
});

describe("replaceInStream", () => {
  it("lets through text that only starts like a string to replace", async () => {
    expect(await through(replaceInStream([["<link", "<a"]]), ["<p>x</p><li", "nk? <lin"])).toBe("<p>x</p><a? <lin");
  });

  it("replaces strings that arrive one byte at a time", async () => {
    expect(await through(replaceInStream([["abc", "X"]]), [..."zabcabz"])).toBe("zXabz");
  });
});
