/**
 * React Router's default server entry, with the response's CSP nonce on every inline script it
 * writes (docs/decisions/0011), and its scripts held back until the page has shown its first content
 * (docs/decisions/0020). The nonce comes from the load context (app/server/pages.server.ts).
 *
 * The page is rendered whole before it is answered: it is kept or compressed in one piece anyway
 * (pages.server.ts), and handing React's hundreds of small chunks through streams cost more than a
 * tenth of a render (bench/RESULTS.md). No page has data that comes later to stream.
 */
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { hydrationAfterPaint } from "./server/hydration-after-paint.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const { html, failed } = await renderWhole(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, nonce);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(hydrationAfterPaint(html, nonce), {
    headers: responseHeaders,
    status: failed ? 500 : responseStatusCode,
  });
}

/**
 * The page's HTML once everything in it has rendered, and whether a part of it failed before its
 * shell was ready (React leaves that part to the browser). An error in the shell itself rejects:
 * React Router answers with the error page.
 */
function renderWhole(page: ReactNode, nonce: string): Promise<{ html: Buffer; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const chunks: Buffer[] = [];
    const whole = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    whole.on("finish", () => {
      clearTimeout(timeoutId);
      resolve({ html: Buffer.concat(chunks), failed });
    });
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // The page is sent whole, so no part may be left for React's inline script to reveal: a
      // browser without scripts would never show it (docs/product/cart-and-orders.md#cart-without-scripts).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        if (shellRendered) pipe(whole);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        // Errors in the shell are logged by React Router; later ones, in a part the browser will
        // render instead, only here.
        if (shellRendered) console.error(error);
        else failed = true;
      },
    });
  });
}

