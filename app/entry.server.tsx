/**
 * React Router's default server entry, with the response's CSP nonce on every inline script it
 * writes (docs/decisions/0011), and its scripts held back until the page has shown its first content
 * (docs/decisions/0020). The nonce comes from the load context (app/server/pages.server.ts).
 */
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import type { ScriptsHandle, ScriptsStart } from "./lib/after-first-paint";
import { hydrationAfterPaint } from "./server/hydration-after-paint.server";

export const streamTimeout = 5_000;

export default function handleRequest(
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

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = hydrationAfterPaint(nonce, scriptsStart(routerContext));
        body.on("finish", () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell are logged by React Router; later ones only here.
        if (shellRendered) console.error(error);
      },
    });
  });
}

/** What the page's routes say of when its scripts start: the deepest that says wins. */
function scriptsStart({ staticHandlerContext, routeModules }: EntryContext): ScriptsStart {
  let start: ScriptsStart = "after paint";
  for (const match of staticHandlerContext.matches) {
    const handle = routeModules[match.route.id]?.handle as ScriptsHandle | undefined;
    if (handle?.scripts) start = handle.scripts;
  }
  return start;
}
