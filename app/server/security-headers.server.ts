/**
 * The headers every response carries (docs/decisions/0011): a Content-Security-Policy whose
 * scripts need the response's own nonce, no framing, no type sniffing, a referrer kept to the
 * origin across sites, and HSTS when the request came over https.
 */
import { createHash, randomBytes } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";
import type { ShopConfig } from "~/config";
import { withoutPrivateToken } from "~/request-protection/private-links";

/** A fresh nonce: 128 random bits, as CSP asks for at least. */
function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Where the shop's pictures come from besides itself: the S3 bucket's public address, when set. */
export function imageOrigins(config: Pick<ShopConfig, "s3">): string[] {
  const s3 = config.s3;
  if (!s3) return [];
  // The same base app/media/storage.server.ts writes into image URLs.
  const base = s3.publicUrl ?? s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`;
  try {
    return [new URL(base).origin];
  } catch {
    return [];
  }
}

/** The source that lets a response's inline scripts run by its nonce. */
export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

/**
 * The sources that let exactly the shop's own inline scripts run: the SHA-256 of the text of each
 * script that carried the render's nonce (`nonce`, the placeholder the page was rendered with).
 * A kept public page (docs/decisions/0016) is the same for every shopper, so it is allowed by
 * hashes instead of a nonce. A script that reached the page any other way (HTML injected into an
 * item's or an article's text) never carries that nonce, which is random and never sent, and so
 * stays blocked (docs/decisions/0032). React and React Router escape `<` in script text, so no
 * script's text contains `</script>`.
 */
export function inlineScriptSources(html: string, nonce: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    if (!attributes.includes(` nonce="${nonce}"`)) continue;
    sources.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  return [...sources];
}

/**
 * The policy for one response. Scripts run only from the shop's own files, or inline when the
 * response's nonce or their hash allows them.
 * Styles allow inline ones: sonner adds a <style> element without a nonce, radix's scroll lock
 * another, and server-rendered colour swatches carry style attributes; CSS cannot run code.
 */
export function contentSecurityPolicy(scriptSources: readonly string[], imageSources: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageSources].join(" "),
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join("; ");
}

const oneYear = 365 * 24 * 60 * 60;

/**
 * Sets the headers and keeps the response's nonce in `res.locals.cspNonce` for the page renderer.
 * Development is left without the policy: Vite's client injects inline scripts of its own.
 */
export function securityHeaders(config: Pick<ShopConfig, "s3">, options: { dev: boolean }): RequestHandler {
  const imageSources = imageOrigins(config);
  return (req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    if (!options.dev) res.setHeader("Content-Security-Policy", contentSecurityPolicy([nonceSource(nonce)], imageSources));
    // req.secure believes X-Forwarded-Proto only when TRUST_PROXY says so.
    for (const [name, value] of Object.entries(everyResponseHeaders(req.secure))) res.setHeader(name, value);
    next();
  };
}

/**
 * The headers every response carries besides its policy; HSTS only on HTTPS. One of two objects,
 * the same each time: a kept page's header blocks are made once for each (pages.server.ts).
 */
export function everyResponseHeaders(secure: boolean): Readonly<Record<string, string>> {
  return secure ? secureHeaders : plainHeaders;
}

/**
 * Browser features the shop never uses, turned off for its pages and anything framed in them, so
 * that injected content could not ask for them either.
 */
export const permissionsPolicy = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

const plainHeaders: Readonly<Record<string, string>> = Object.freeze({
  "Permissions-Policy": permissionsPolicy,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
});

const secureHeaders: Readonly<Record<string, string>> = Object.freeze({
  ...plainHeaders,
  "Strict-Transport-Security": `max-age=${oneYear}; includeSubDomains`,
});

/**
 * The last answer to an error no handler took (a page that threw outside React Router, a file that
 * could not be read): the status and its plain name, nothing of the error, and like every answer
 * that is not a kept page, no cache keeps it (docs/decisions/0032).
 */
export function lastResortErrors(log: Pick<Logger, "error">): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const given = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
    const status = typeof given === "number" && given >= 400 && given < 600 ? given : 500;
    if (status >= 500) log.error({ err: error, method: req.method, path: withoutPrivateToken(req.path) }, "request failed");
    res.status(status).set("Cache-Control", "private, no-store").type("text/plain").send(STATUS_CODES[status] ?? "Error");
  };
}
