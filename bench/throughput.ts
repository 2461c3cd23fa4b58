/** Load with autocannon, and the server's memory read while it runs. */
import fs from "node:fs";
import autocannon from "autocannon";

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

export async function load(url: string, connections: number, durationS: number, encoding: LoadEncoding = "identity"): Promise<LoadResult> {
  const headers = encoding === "gzip" ? { "accept-encoding": "gzip" } : undefined;
  const result = await autocannon({ url, connections, duration: durationS, timeout: 10, headers });
  return {
    connections,
    durationS,
    requestsPerSecond: Math.round(result.requests.average),
    answered: result["2xx"] + result.non2xx,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/**
 * Waits until a server has worked off the requests still queued from the last load (autocannon
 * closes its connections, but requests already read are still rendered), so that one measurement
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
