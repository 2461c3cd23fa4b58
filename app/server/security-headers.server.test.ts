import express from "express";
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { contentSecurityPolicy, imageOrigins, inlineScriptSources, lastResortErrors, nonceSource, permissionsPolicy, securityHeaders } from "./security-headers.server";

type S3 = NonNullable<Parameters<typeof imageOrigins>[0]["s3"]>;
const s3 = (settings: Partial<S3>): S3 => ({
  endpoint: undefined,
  bucket: "shop",
  region: "eu-south-1",
  accessKeyId: "id",
  secretAccessKey: "secret",
  publicUrl: undefined,
  ...settings,
});

async function headersOf(app: express.Express, headers: Record<string, string> = {}) {
  app.get("/", (_req, res) => res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  try {
    return (await fetch(`http://127.0.0.1:${port}/`, { headers })).headers;
  } finally {
    server.close();
  }
}

describe("the content security policy", () => {
  it("allows scripts by nonce only, and no plugins, base or framing", () => {
    const policy = contentSecurityPolicy([nonceSource("abc")], []);
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(policy).toContain(directive);
  });

  it("lets the page show pictures from the S3 bucket's public address", () => {
    expect(imageOrigins({ s3: undefined })).toEqual([]);
    expect(imageOrigins({ s3: s3({ publicUrl: "https://cdn.example.com/shop/" }) })).toEqual(["https://cdn.example.com"]);
    expect(imageOrigins({ s3: s3({ endpoint: "http://127.0.0.1:9000" }) })).toEqual(["http://127.0.0.1:9000"]);
    expect(imageOrigins({ s3: s3({}) })).toEqual(["https://s3.eu-south-1.amazonaws.com"]);
    expect(contentSecurityPolicy([nonceSource("n")], ["https://cdn.example.com"])).toContain("img-src 'self' data: blob: https://cdn.example.com;");
  });
});

describe("inline scripts allowed by hash", () => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  const nonce = "c2hvcCdzIG93bg0Kbm9uY2U=";
  const own = ` nonce="${nonce}"`;

  it("names the hash of each of the shop's own inline scripts' exact text, once, and never a script file", () => {
    const html = [
      `<html><head><script type="module" src="/assets/entry.js"${own}></script></head><body>`,
      `<script${own}>window.__context = {"a":"\\u003c/b\\u003e"};</script>`,
      `<script type="module"${own}>import("/assets/entry.js");</script>`,
      `<script${own}>window.__context = {"a":"\\u003c/b\\u003e"};</script>`,
      `<script async src=/assets/x.js${own}></script></body></html>`,
    ].join("");
    expect(inlineScriptSources(html, nonce)).toEqual([
      sha256('window.__context = {"a":"\\u003c/b\\u003e"};'),
      sha256('import("/assets/entry.js");'),
    ]);
    expect(inlineScriptSources("<p>no scripts</p>", nonce)).toEqual([]);
  });

  it("leaves out every inline script the render did not write, whatever it looks like", () => {
    const injected = [
      "<script>fetch('/admin/orders.data')</script>",
      '<script nonce="">steal()</script>',
      `<script nonce="${nonce.slice(1)}">steal()</script>`,
      `<script data-x='nonce="${nonce}"'>steal()</script>`,
      `<script type="module"${own.toUpperCase()}>steal()</script>`,
    ];
    const html = `<main><p>Soft merino.</p>${injected.join("")}</main><script${own}>window.__ok = 1;</script>`;
    expect(inlineScriptSources(html, nonce)).toEqual([sha256("window.__ok = 1;")]);
  });

  it("puts the hashes in script-src instead of a nonce", () => {
    const policy = contentSecurityPolicy([sha256("a()"), sha256("b()")], []);
    expect(policy).toContain(`script-src 'self' ${sha256("a()")} ${sha256("b()")};`);
    expect(policy).not.toContain("nonce");
  });
});

describe("the headers of every response", () => {
  it("carry a new nonce each time, nosniff and the referrer policy", async () => {
    const app = express();
    app.use(securityHeaders({ s3: undefined }, { dev: false }));
    const first = await headersOf(app);
    const second = await headersOf(app);
    const nonce = (h: Headers) => /'nonce-([^']+)'/.exec(h.get("content-security-policy") ?? "")?.[1];
    expect(nonce(first)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonce(first)).not.toBe(nonce(second));
    expect(first.get("x-content-type-options")).toBe("nosniff");
    expect(first.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.get("strict-transport-security")).toBeNull();
    expect(first.get("permissions-policy")).toBe(permissionsPolicy);
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(permissionsPolicy).toContain(`${feature}=()`);
    // A token the browser does not know is logged on every page ("Unrecognized feature: 'bluetooth'" in Chromium).
    expect(permissionsPolicy).not.toMatch(/\bbluetooth\b/);
  });

  it("send HSTS only when a trusted proxy says the request came over https", async () => {
    const trusting = express().set("trust proxy", 1);
    trusting.use(securityHeaders({ s3: undefined }, { dev: false }));
    expect((await headersOf(trusting, { "x-forwarded-proto": "https" })).get("strict-transport-security")).toMatch(/^max-age=31536000/);
    const direct = express();
    direct.use(securityHeaders({ s3: undefined }, { dev: false }));
    expect((await headersOf(direct, { "x-forwarded-proto": "https" })).get("strict-transport-security")).toBeNull();
  });
});

describe("the last answer to an error no handler took", () => {
  it("says only the status, logs the failure, and is never kept by a cache", async () => {
    const logged: unknown[] = [];
    const app = express();
    app.get("/broken", () => {
      throw new Error("secret detail of the database");
    });
    app.get("/refused", (_req, _res, next) => next(Object.assign(new Error("too large"), { status: 413 })));
    app.use(lastResortErrors({ error: (fields: unknown) => void logged.push(fields) } as never));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    try {
      const broken = await fetch(`http://127.0.0.1:${port}/broken`);
      expect(broken.status).toBe(500);
      expect(broken.headers.get("cache-control")).toBe("private, no-store");
      expect(await broken.text()).toBe("Internal Server Error");
      const refused = await fetch(`http://127.0.0.1:${port}/refused`);
      expect(refused.status).toBe(413);
      expect(refused.headers.get("cache-control")).toBe("private, no-store");
      expect(await refused.text()).toBe("Payload Too Large");
      expect(logged).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});
