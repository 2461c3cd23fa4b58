import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The shop's text meets WCAG's AAA contrast (docs/decisions/0040): 7:1 for every text colour on
 * every ground it is used on. The tokens are read from app.css and the pairs from the classes the
 * components use, so that a new token value or a new pairing that falls short fails here, before
 * an end-to-end run.
 */

const appDir = path.dirname(new URL(import.meta.url).pathname);

type Rgb = [number, number, number];

function themeColours(css: string): Map<string, Rgb> {
  const colours = new Map<string, Rgb>([
    ["white", [255, 255, 255]],
    ["black", [0, 0, 0]],
  ]);
  for (const [, name, hex] of css.matchAll(/--color-([a-z-]+):\s*#([0-9a-f]{6})\s*;/gi)) {
    colours.set(name, [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb);
  }
  return colours;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const contrast = (a: Rgb, b: Rgb) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};
/** A colour at `alpha` % over another, as the browser paints it. */
const over = (top: Rgb, alpha: number, under: Rgb): Rgb => top.map((v, i) => Math.round((v * alpha + under[i] * (100 - alpha)) / 100)) as Rgb;

/** `text-` and `bg-` colour classes with their opacity, leaving out disabled states (WCAG exempts them). */
function colourClasses(source: string, colourNames: Set<string>) {
  const texts = new Set<string>();
  const grounds = new Set<string>();
  for (const word of source.split(/[\s"'`{}(),]+/)) {
    const parts = word.split(":");
    const utility = parts.pop()!;
    if (parts.some((variant) => /disabled/.test(variant))) continue;
    const match = /^(text|bg)-([a-z-]+?)(?:\/(\d+))?$/.exec(utility);
    if (!match || !colourNames.has(match[2])) continue;
    const use = `${match[2]}/${match[3] ?? "100"}`;
    (match[1] === "text" ? texts : grounds).add(use);
  }
  return { texts, grounds };
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Graphics drawn in a text colour, held to the 3:1 of non-text contrast (WCAG 1.4.11), not 7:1. */
const graphicsOnly = new Map([["muted/70", "the icon of a missing picture"]]);
/** Grounds that never carry text: the price slider's track. */
const noText = new Set(["border"]);

const colours = themeColours(fs.readFileSync(path.join(appDir, "app.css"), "utf8"));
const used = colourClasses(sourceFiles(appDir).map((file) => fs.readFileSync(file, "utf8")).join("\n"), new Set(colours.keys()));
const page = [colours.get("background")!, colours.get("surface")!];

const parse = (use: string) => {
  const [name, alpha] = use.split("/");
  return { name, alpha: Number(alpha), colour: colours.get(name)! };
};

/** Light grounds text sits on: the light tokens (at any opacity) and faint washes of the dark ones (hovers), over the page. */
const lightGrounds = [...used.grounds].flatMap((use) => {
  const { name, alpha, colour } = parse(use);
  const dark = luminance(colour) < 0.2;
  if (noText.has(name) || (dark && alpha > 10)) return [];
  return page.map((under, i) => ({ label: `bg-${name}/${alpha} over ${i === 0 ? "background" : "surface"}`, colour: over(colour, alpha, under) }));
});
/** Dark fills light text sits on (buttons, badges, tooltips). */
const darkFills = [...used.grounds].flatMap((use) => {
  const { name, alpha, colour } = parse(use);
  if (luminance(colour) >= 0.2 || alpha < 90) return [];
  return [{ label: `bg-${name}/${alpha}`, colour: over(colour, alpha, page[0]) }];
});

describe("the palette's contrast", () => {
  it("reads the tokens and finds the pairs the shop uses", () => {
    expect(colours.get("ink")).toBeDefined();
    expect([...used.texts]).toEqual(expect.arrayContaining(["ink/100", "muted/100", "accent/100", "white/100", "danger/100", "success/100"]));
    expect([...used.grounds]).toEqual(expect.arrayContaining(["accent/100", "accent-soft/100", "tint/100", "danger-soft/100"]));
    expect(colourClasses('x disabled:text-muted/50 hover:text-accent bg-ink/5 text-sm', new Set(["muted", "accent", "ink"]))).toEqual({
      texts: new Set(["accent/100"]),
      grounds: new Set(["ink/5"]),
    });
  });

  it("gives every text colour at least 7:1 on every ground it may sit on", () => {
    const short: string[] = [];
    for (const use of used.texts) {
      const { name, alpha, colour } = parse(use);
      const light = luminance(colour) > 0.5;
      const minimum = graphicsOnly.has(use) ? 3 : 7;
      for (const ground of light ? darkFills : lightGrounds) {
        const ratio = contrast(over(colour, alpha, ground.colour), ground.colour);
        if (ratio < minimum) short.push(`text-${name}/${alpha} on ${ground.label}: ${ratio.toFixed(2)}:1`);
      }
    }
    expect(short).toEqual([]);
  });

  it("keeps the focus ring visible (3:1) on the page and on cards", () => {
    for (const ground of page) expect(contrast(colours.get("accent")!, ground)).toBeGreaterThanOrEqual(3);
  });

  it("measures contrast as WCAG does", () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2);
  });
});
