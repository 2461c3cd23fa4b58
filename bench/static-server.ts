/**
 * The baseline: the shop's pages saved as plain files and served by nginx on loopback. nginx runs
 * unprivileged from a temporary folder (its pid, logs and temporary files there) and is stopped by
 * its process id.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort } from "../tests/support/postgres-server";

export type StaticServer = {
  url: string;
  pid: number;
  /** Saves a page as a file; it is served at the returned path. */
  put(name: string, body: Buffer): string;
  stop(): Promise<void>;
};

export class NginxMissingError extends Error {
  constructor() {
    super("nginx is not installed: on Debian, `sudo apt-get install -y nginx-light` (the baseline serves the pages as static files)");
    this.name = "NginxMissingError";
  }
}

function nginxBinary(): string {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  try {
    const found = execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim();
    if (found) return found;
  } catch {
    // not on PATH either
  }
  throw new NginxMissingError();
}

/** One worker process, as the shop is one Node process: the ratio compares one core with one core. */
function nginxConf(dir: string, port: number): string {
  const temp = (name: string) => path.join(dir, "temp", name);
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  default_type text/html;
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  # Each page is saved with its gzip copy beside it (level 9, as the shop keeps its pages), sent
  # when the client accepts gzip: the static side of --encoding=gzip.
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${path.join(dir, "pages")};
    location / { try_files $uri =404; }
  }
}
`;
}

export async function startStaticServer(): Promise<StaticServer> {
  const binary = nginxBinary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-nginx-"));
  // Run as root, nginx's worker drops to "nobody", which must be able to read the pages.
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, "pages"), { mode: 0o755 });
  fs.mkdirSync(path.join(dir, "temp"));
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, nginxConf(dir, port));

  const child: ChildProcess = spawn(binary, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", conf], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  fs.writeFileSync(path.join(dir, "pages", "ready.html"), "ok");
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/ready.html`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`nginx did not start: ${stderr || fs.readFileSync(path.join(dir, "error.log"), "utf8")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    pid: child.pid!,
    put(name, body) {
      const file = `${name}.html`;
      fs.writeFileSync(path.join(dir, "pages", file), body, { mode: 0o644 });
      fs.writeFileSync(path.join(dir, "pages", `${file}.gz`), gzipSync(body, { level: 9 }), { mode: 0o644 });
      return `/${file}`;
    },
    async stop() {
      // SIGQUIT: nginx's graceful shutdown.
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
