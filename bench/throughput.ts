/**
 * Load with wrk, and the server's memory read while it runs. wrk is a C program: with two threads
 * on this 2-core machine it drives nginx to nginx's own limit, where a load generator written for
 * Node, or wrk with one thread, tops out first and hides how far the shop is from a static file
 * (docs/decisions/0025, 0080).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";

const run = promisify(execFile);

export type LoadResult = {
  connections: number;
  durationS: number;
  requestsPerSecond: number;
  /** Answers received; latencies mean nothing when it is 0. */
  answered: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerRequest: number;
};

/** What the load asks for: the page as it is, or gzip as every browser accepts it. */
export type LoadEncoding = "identity" | "gzip";

export class WrkMissingError extends Error {
  override name = "WrkMissingError";
}

/**
 * Two threads: one wrk thread tops out below nginx on this machine (66–84,000 requests a second
 * against 130–150,000 with two), so the figure was the generator's, not the server's.
 */
const wrkThreads = 2;

/**
 * A phone browser's user agent on every request, as shoppers send it: wrk sends none, and the shop
 * counts no visit without one (docs/product/statistics.md#what-is-not-counted), so without it the
 * load would measure the shop with its counting skipped.
 */
const browserAgent = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

export async function load(
  url: string,
  connections: number,
  durationS: number,
  encoding: LoadEncoding = "identity",
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const all = { "user-agent": browserAgent, ...headers, ...(encoding === "gzip" ? { "accept-encoding": "gzip" } : {}) };
  const args = [`-t${wrkThreads}`, `-c${connections}`, `-d${durationS}s`, "--timeout", "10s", "--latency"];
  for (const [name, value] of Object.entries(all)) args.push("-H", `${name}: ${value}`);
  let stdout: string;
  try {
    ({ stdout } = await run("wrk", [...args, url], { maxBuffer: 1024 * 1024 }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new WrkMissingError("The bench loads pages with wrk: install it (Debian: apt-get install wrk).");
    }
    throw error;
  }
  return { connections, durationS, ...parseWrk(stdout) };
}

/**
 * The same load from two wrk processes at once, half the connections each: their summed rate. When
 * it is no higher than one process's, the server, not the generator, set the figure.
 */
export async function loadFromTwo(url: string, connections: number, durationS: number, encoding: LoadEncoding = "identity"): Promise<number> {
  const half = Math.max(1, Math.round(connections / 2));
  const both = await Promise.all([load(url, half, durationS, encoding), load(url, half, durationS, encoding)]);
  return both[0].requestsPerSecond + both[1].requestsPerSecond;
}

const units: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const sizes: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** The figures of wrk's report (`--latency`). */
export function parseWrk(report: string): Omit<LoadResult, "connections" | "durationS"> {
  const number = (pattern: RegExp) => Number(pattern.exec(report)?.[1] ?? 0);
  const latency = (percent: number) => {
    // wrk pads a value in seconds with a space after its unit.
    const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(report);
    return match ? Math.round(Number(match[1]) * units[match[2]] * 100) / 100 : 0;
  };
  const total = /^\s*(\d+) requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read$/m.exec(report);
  const answered = total ? Number(total[1]) : 0;
  const bytes = total ? Number(total[2]) * sizes[total[3]] : 0;
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  return {
    requestsPerSecond: Math.round(number(/^Requests\/sec:\s+([\d.]+)/m)),
    answered,
    latencyP50Ms: latency(50),
    latencyP99Ms: latency(99),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
    bytesPerRequest: answered ? Math.round(bytes / answered) : 0,
  };
}

/**
 * Waits until a server has worked off the requests still queued from the last load (the load
 * generator closes its connections, but requests already read are still rendered), so that one measurement
 * does not slow the next. Idle means a quick answer to a cheap request, twice in a row.
 */
export async function settle(url: string, quickMs = 50, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const began = performance.now();
    await fetch(url).then((r) => r.arrayBuffer(), () => undefined);
    quick = performance.now() - began < quickMs ? quick + 1 : 0;
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resident memory of a process in MB (Linux), or undefined when it cannot be read. */
export function residentMb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's resident memory a few times a second and keeps the highest. */
export function sampleMemory(pid: number, everyMs = 250): { stop(): { maxMb?: number; lastMb?: number } } {
  let maxMb: number | undefined;
  let lastMb: number | undefined;
  const take = () => {
    lastMb = residentMb(pid) ?? lastMb;
    if (lastMb !== undefined && (maxMb === undefined || lastMb > maxMb)) maxMb = lastMb;
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { maxMb, lastMb };
    },
  };
}
