/**
 * The limit for one Node process: a bare `http` server that answers with the bytes and headers the
 * shop sent for a page, and does nothing else. It runs as the shop runs (`npm start`'s flags and
 * malloc arenas), so the shop's kept pages are measured against what Node itself can do on this
 * machine, beside nginx.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { serverArgs, serverEnv } from "../tests/support/shop-server";

/** One answer as the shop sent it: status, headers (in order, without the connection's own) and body. */
export type RecordedAnswer = { status: number; headers: [string, string][]; body: Buffer };

export type BareNodeServer = {
  url: string;
  pid: number;
  /** Keeps an answer; it is sent for every request to the returned path. */
  put(name: string, answer: RecordedAnswer): string;
  stop(): Promise<void>;
};

/** Headers that belong to one response on one connection, which Node writes itself. */
const connectionHeaders = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** Asks for an address as wrk will and keeps the answer byte for byte (no decompression). */
export function recordAnswer(url: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (!connectionHeaders.has(res.rawHeaders[i].toLowerCase())) pairs.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
          }
          resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
        });
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * The server, in plain JavaScript so that plain `node` runs it as it runs the compiled shop. An
 * answer is read from its two files the first time it is asked for, then sent from memory.
 */
const serverSource = `
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
const dir = process.env.BARE_NODE_DIR;
const answers = new Map();
const server = http.createServer({ keepAliveTimeout: 65000 }, (req, res) => {
  let answer = answers.get(req.url);
  if (!answer) {
    const name = path.join(dir, path.basename(req.url));
    if (!fs.existsSync(name + ".json")) return void res.writeHead(404).end();
    const { status, headers } = JSON.parse(fs.readFileSync(name + ".json", "utf8"));
    answer = { status, headers: Object.fromEntries(headers), body: fs.readFileSync(name + ".body") };
    answers.set(req.url, answer);
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.listen(0, "127.0.0.1", () => console.log("listening on " + server.address().port));
`;

export async function startBareNodeServer(): Promise<BareNodeServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-node-"));
  // The same node flags and environment as the shop (serverArgs ends with the shop's own file).
  const child: ChildProcess = spawn(process.execPath, [...serverArgs.slice(0, -1), "--input-type=module", "-e", serverSource], {
    env: { ...process.env, ...serverEnv, NODE_ENV: "production", BARE_NODE_DIR: dir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error(`the bare Node server exited: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    put(name, { status, headers, body }) {
      fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ status, headers }));
      fs.writeFileSync(path.join(dir, `${name}.body`), body);
      return `/${name}`;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
