/**
 * What a phone gets: Lighthouse's mobile audit (its default profile: a mid-range phone on a
 * simulated slow 4G network) on the system Chromium, and the JavaScript a first visit downloads.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { heldModulePreloadRel } from "~/lib/after-first-paint";

export type LighthouseResult = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * Lighthouse's measure of the machine's CPU speed during the audit (higher is faster). TBT is
   * the page's main-thread work slowed four times from what it took here, so it moves with this.
   */
  cpuIndex: number;
  /** Audits that lower a score, as "category: audit id". */
  findings: string[];
};

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Chromium as the machine's packages install it; CHROME_PATH points elsewhere. */
export function chromePath(): string | undefined {
  const candidate = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  return fs.existsSync(candidate) ? candidate : undefined;
}

/**
 * Opens each page once, as the shop's earlier shoppers have: the shop keeps a public page after its
 * first answer and then compresses it harder (app/server/pages.server.ts). The audit that follows is
 * still a first-time visitor's: Lighthouse starts from an empty browser cache.
 */
export async function visitOnce(urls: readonly string[]): Promise<void> {
  // In English, as Lighthouse's Chromium asks: the shop keeps each language's page apart.
  const headers = { "accept-encoding": "br, gzip", "accept-language": "en-US,en;q=0.9" };
  for (const url of urls) await (await fetch(url, { headers })).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

/** Audits each page; the full Lighthouse reports (JSON, to open in the Lighthouse viewer) go into `reportDir`. */
export async function runLighthouse(pages: { page: string; url: string }[], reportDir: string): Promise<LighthouseResult[]> {
  const chromePathFound = chromePath();
  if (!chromePathFound) throw new Error("Chromium not found: install it (Debian: apt-get install chromium) or set CHROME_PATH");
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-chromium-"));
  const chrome = await chromeLauncher.launch({
    chromePath: chromePathFound,
    userDataDir,
    // No background traffic to the outside: on a closed network it only adds noise to the timings.
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const { page, url } of pages) {
      const audit = async () => {
        const run = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...categories] });
        if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
        return run.lhr;
      };
      let lhr = await audit();
      // Now and then Chromium's trace misses the navigation's start; Lighthouse asks to run again.
      if (lhr.runtimeError?.code === "NO_NAVSTART") lhr = await audit();
      fs.writeFileSync(path.join(reportDir, `lighthouse-${page.replace(/\W+/g, "-")}.json`), JSON.stringify(lhr));
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const findings: string[] = [];
      for (const id of categories) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            findings.push(`${id}: ${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
          }
        }
      }
      results.push({
        page,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(numeric("largest-contentful-paint")),
        cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
        tbtMs: Math.round(numeric("total-blocking-time")),
        cpuIndex: Math.round(lhr.environment.benchmarkIndex),
        findings,
      });
    }
    return results;
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

export type FirstLoadScripts = {
  page: string;
  /** Gzip-compressed bytes of every script and module preload the HTML references. */
  gzipBytes: number;
  files: number;
  /** Bytes of inline scripts (the page's data for hydration), gzip-compressed with the HTML. */
  inlineBytes: number;
  /** True when a back-office module (the article editor) is among them. */
  loadsBackOffice: boolean;
};

/**
 * Script and module-preload URLs referenced by a page's HTML, in order and without repeats. The
 * preloads held back until the first paint (docs/decisions/0020) are still a first visit's download.
 */
export function referencedScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]);
  const preload = new RegExp(`<link\\b[^>]*\\brel="(?:modulepreload|${heldModulePreloadRel})"[^>]*>`, "g");
  for (const match of html.matchAll(preload)) {
    const href = /\bhref="([^"]+)"/.exec(match[0]);
    if (href) urls.add(href[1]);
  }
  for (const match of html.matchAll(/\bimport\s*\(?\s*"([^"]+\.js)"/g)) urls.add(match[1]);
  return [...urls].map((url) => url.replaceAll("&amp;", "&"));
}

export async function firstLoadScripts(baseUrl: string, pages: { page: string; path: string }[]): Promise<FirstLoadScripts[]> {
  const results: FirstLoadScripts[] = [];
  for (const { page, path: pagePath } of pages) {
    const html = await (await fetch(new URL(pagePath, baseUrl))).text();
    let gzipBytes = 0;
    let loadsBackOffice = false;
    const scripts = referencedScripts(html);
    for (const src of scripts) {
      const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
      gzipBytes += gzipSync(body).length;
      // The article editor is the back office's heaviest part, and only it carries ProseMirror.
      if (body.includes("ProseMirror")) loadsBackOffice = true;
    }
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
    results.push({ page, gzipBytes, files: scripts.length, inlineBytes: Buffer.byteLength(inline), loadsBackOffice });
  }
  return results;
}
