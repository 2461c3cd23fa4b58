import { describe, expect, it } from "vitest";
import { parseWrk } from "./throughput";

const report = `Running 5s test @ http://127.0.0.1:3311/product/shell-stitch-market-tote?lng=en
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.43ms  512.22us  44.14ms   91.20%
    Req/Sec    31.34k     1.22k   33.10k    78.00%
  Latency Distribution
     50%    1.39ms
     75%    1.52ms
     90%    1.71ms
     99%  940.00us
  155902 requests in 5.00s, 1.45GB read
  Socket errors: connect 0, read 3, write 1, timeout 2
  Non-2xx or 3xx responses: 7
Requests/sec:  31178.93
Transfer/sec:    297.70MB
`;

describe("wrk's report", () => {
  it("gives the rate, the latencies in ms, the failures and the bytes per answer", () => {
    expect(parseWrk(report)).toEqual({
      requestsPerSecond: 31179,
      answered: 155902,
      latencyP50Ms: 1.39,
      latencyP99Ms: 0.94,
      non2xx: 7,
      errors: 4,
      timeouts: 2,
      bytesPerRequest: Math.round((1.45 * 1024 ** 3) / 155902),
    });
  });

  it("gives zeros when nothing was answered", () => {
    const failed = parseWrk("unable to connect to 127.0.0.1:1 Connection refused\n");
    expect(failed.answered).toBe(0);
    expect(failed.requestsPerSecond).toBe(0);
  });
});

describe("wrk's latencies", () => {
  it("reads seconds, which wrk pads with a space", () => {
    const slow = report.replace("     50%    1.39ms", "     50%  820.10ms").replace("     99%  940.00us", "     99%    1.07s ");
    expect(parseWrk(slow)).toMatchObject({ latencyP50Ms: 820.1, latencyP99Ms: 1070 });
  });
});
