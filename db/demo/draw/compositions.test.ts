import { describe, expect, it } from "vitest";
import { demoItems } from "~db/demo/catalogue";
import { articlePictures, authorPicture, heroPicture, itemPicture } from "~db/demo/draw/compositions";

describe("demo pictures", () => {
  it("come out the same on every run", () => {
    const item = demoItems[0];
    expect(itemPicture(item.piece, item.yarns, "seed") === itemPicture(item.piece, item.yarns, "seed")).toBe(true);
    expect(articlePictures.granny() === articlePictures.granny()).toBe(true);
    expect(heroPicture() === heroPicture()).toBe(true);
  });

  it("draw a variant in its own colour", () => {
    const item = demoItems.find((i) => i.variants)!;
    const [first, second] = item.variants!;
    const a = itemPicture(item.piece, [first.colour.hex], "seed");
    const b = itemPicture(item.piece, [second.colour.hex], "seed");
    // (Booleans rather than toContain: a failure would print whole pictures.)
    expect(a.includes(`stroke="${first.colour.hex}"`)).toBe(true);
    expect(b.includes(`stroke="${second.colour.hex}"`)).toBe(true);
    expect(b.includes(`stroke="${first.colour.hex}"`)).toBe(false);
  });

  it("are well-formed SVG documents of the expected sizes", () => {
    const item = demoItems[0];
    expect(itemPicture(item.piece, item.yarns, "s")).toMatch(/^<svg [^>]*width="1200" height="1500"/);
    expect(articlePictures.care()).toMatch(/^<svg [^>]*width="1200" height="750"/);
    expect(authorPicture("#B95A3E", "#D2A03A", "#efd9cc", "s")).toMatch(/^<svg [^>]*width="600" height="600"/);
    expect(heroPicture()).toMatch(/^<svg [^>]*width="1600" height="1000"/);
  });
});
