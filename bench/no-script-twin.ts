/**
 * A page's no-script twin: the same HTML with its scripts taken out, every other file (styles,
 * fonts, pictures) served by the shop as usual. Audited in the same run and browser as the page, it
 * is the limit for that markup, so a slower machine or browser shows in both (docs/decisions/0026).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync } from "node:zlib";
import { heldModulePreloadRel, heldPreloadRel } from "~/lib/after-first-paint";

/** The HTML without a script of any kind, nor the preloads that only the scripts use. */
export function withoutScripts(html: string): string {
  const preloads = new RegExp(`<link\\b[^>]*\\brel="(?:modulepreload|${heldModulePreloadRel}|${heldPreloadRel})"[^>]*>`, "g");
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(preloads, "");
}

export type TwinServer = { url: string; stop(): Promise<void> };

/**
 * Serves, at the pages' own paths, their twins, and passes every other request to the shop. The
 * twins are sent compressed, as the shop sends its kept pages.
 */
export async function startTwinServer(shopUrl: string, paths: readonly string[]): Promise<TwinServer> {
  const twins = new Map<string, Buffer>();
  for (const pagePath of paths) {
    const html = await (await fetch(new URL(pagePath, shopUrl), { headers: { "accept-language": "en-US,en;q=0.9" } })).text();
    twins.set(pagePath, brotliCompressSync(withoutScripts(html)));
  }
  const shop = new URL(shopUrl);
  const server = http.createServer((req, res) => {
    const twin = twins.get(req.url ?? "/");
    if (twin) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "br", "Content-Length": twin.length }).end(twin);
      return;
    }
    const upstream = http.request(
      { host: shop.hostname, port: shop.port, path: req.url, method: req.method, headers: { ...req.headers, host: shop.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
