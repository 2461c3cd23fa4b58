import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { repoRoot } from "../support/shop-server";

/** The Caddyfile an owner installs (docs/deploy.md); the test runs it with its own addresses. */
export const deployCaddyfile = path.join(repoRoot, "deploy/Caddyfile");

export type ProxyPorts = { http: number; https: number; bucket: number };

/**
 * deploy/Caddyfile with the test's addresses: the site is `localhost` on a free port (so that the
 * redirect from http:// names that port, it is not set as https_port, which Caddy takes for 443
 * seen from outside), and the shop's upstream is the two processes. A global block adds the free
 * port for http://, and keeps Caddy on loopback, without its admin
 * endpoint, with certificates from its own local authority (`local_certs`, as `tls internal`) that
 * are not added to this machine's trust store. A second site stands for the bucket's public
 * address (a CDN in front of it, https as the shop asks of image addresses).
 */
export function testCaddyfile(options: { ports: ProxyPorts; shops: string[]; bucketOrigin: string }): string {
  const deployed = fs.readFileSync(deployCaddyfile, "utf8");
  const site = "shop.example.com {";
  const upstream = "reverse_proxy 127.0.0.1:3000 {";
  if (!deployed.includes(site) || !deployed.includes(upstream)) {
    throw new Error(`deploy/Caddyfile no longer has "${site}" and "${upstream}": update the topology test with it`);
  }
  const shop = deployed.replace(site, `localhost:${options.ports.https} {`).replace(upstream, `reverse_proxy ${options.shops.join(" ")} {`);
  return `{
	admin off
	default_bind 127.0.0.1
	http_port ${options.ports.http}
	local_certs
	skip_install_trust
}

${shop}

https://images.localhost:${options.ports.bucket} {
	reverse_proxy ${options.bucketOrigin.replace(/^http:\/\//, "")}
}
`;
}

export type Caddy = {
  pid: number;
  /** Caddy's local certificate authority, the one root the test's clients trust. */
  rootCertificate: Buffer;
  output(): string;
  stop(): Promise<void>;
};

/** Runs Debian's caddy with the given Caddyfile, its state in `dir`, until its HTTPS site answers. */
export async function startCaddy(options: { caddyfile: string; dir: string; httpsPort: number }): Promise<Caddy> {
  fs.mkdirSync(options.dir, { recursive: true });
  const configFile = path.join(options.dir, "Caddyfile");
  fs.writeFileSync(configFile, options.caddyfile);
  const child: ChildProcess = spawn("caddy", ["run", "--config", configFile, "--adapter", "caddyfile"], {
    cwd: options.dir,
    env: {
      PATH: process.env.PATH,
      HOME: options.dir,
      XDG_DATA_HOME: path.join(options.dir, "data"),
      XDG_CONFIG_HOME: path.join(options.dir, "config"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const spawnError = new Promise<never>((_, reject) =>
    child.once("error", (error) => reject(new Error(`caddy could not be started (Debian: apt-get install caddy): ${error.message}`))),
  );
  spawnError.catch(() => undefined);
  const caddy: Caddy = {
    pid: child.pid ?? -1,
    rootCertificate: Buffer.alloc(0),
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(child.pid!, "SIGTERM");
        await exited;
      }
    },
  };

  const rootFile = path.join(options.dir, "data/caddy/pki/authorities/local/root.crt");
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`caddy exited:\n${output}`);
    await Promise.race([spawnError, new Promise((r) => setTimeout(r, 250))]);
    if (!fs.existsSync(rootFile)) continue;
    caddy.rootCertificate = fs.readFileSync(rootFile);
    const answer = await send(
      { host: "localhost", httpsPort: options.httpsPort, ca: caddy.rootCertificate },
      "GET",
      "/healthz",
    ).catch(() => undefined);
    if (answer?.status === 200) return caddy;
    if (Date.now() > deadline) {
      await caddy.stop();
      throw new Error(`caddy did not serve https://localhost:${options.httpsPort} in time:\n${output}`);
    }
  }
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** Reads a whole response into an Answer. */
const answerTo = (resolve: (answer: Answer) => void, reject: (error: Error) => void) => (response: http.IncomingMessage) => {
  const chunks: Buffer[] = [];
  response.on("data", (chunk: Buffer) => chunks.push(chunk));
  response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
  response.on("error", reject);
};

export type Destination = { host: string; httpsPort: number; ca: Buffer };

/**
 * One request over a new TLS connection to the proxy, trusting only Caddy's local authority. `from`
 * is the loopback address the client connects from (any of 127.0.0.0/8): the address the shop
 * must see, whatever X-Forwarded-For the client writes itself.
 */
export function send(
  to: Destination,
  method: string,
  pathAndQuery: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; from?: string; signal?: AbortSignal } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        port: to.httpsPort,
        servername: to.host,
        ca: to.ca,
        method,
        path: pathAndQuery,
        localAddress: options.from,
        agent: false,
        signal: options.signal,
        headers: { host: `${to.host}:${to.httpsPort}`, "accept-language": "en", ...options.headers },
      },
      answerTo(resolve, reject),
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** A request over plain http, to the proxy's http port or straight to a shop process's own. */
export function sendPlain(
  port: number,
  method: string,
  pathAndQuery: string,
  options: { headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method, path: pathAndQuery, localAddress: options.from, agent: false, headers: options.headers },
      answerTo(resolve, reject),
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** The `name=value` parts of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesOf(answer: Answer): string {
  return (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
}
