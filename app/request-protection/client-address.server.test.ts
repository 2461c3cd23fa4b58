import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { proxyTrustLine, throttledAddress } from "./client-address.server";

describe("throttledAddress", () => {
  it("keeps IPv4 addresses, also IPv4-mapped ones", () => {
    expect(throttledAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(throttledAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts IPv6 addresses by their /64 network", () => {
    expect(throttledAddress("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(throttledAddress("2001:0db8:0001:0002:ffff:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(throttledAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(throttledAddress("::1")).toBe("0:0:0:0::/64");
    expect(throttledAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});

describe("TRUST_PROXY", () => {
  it("is off unless set", () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
  });

  it("takes a number of proxies or a list of addresses and subnets", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8, fd00::/8" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::/8",
    ]);
  });

  it.each(["0", "true", "*", "10.0.0.0/8x", "10.0.0.0/33", "fd00::/129"])("refuses %s", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid TRUST_PROXY=/);
  });
});

describe("the start log's line on TRUST_PROXY", () => {
  it("says nothing when no proxy is trusted", () => {
    expect(proxyTrustLine(loadConfig({}).trustProxy)).toBeUndefined();
  });

  it("names the trusted addresses, with what a name stands for", () => {
    const line = proxyTrustLine(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8, uniquelocal" }).trustProxy);
    expect(line).toBe(
      "Behind a proxy: the client's address (X-Forwarded-For) and HTTPS (X-Forwarded-Proto) are believed only from 127.0.0.1, 10.0.0.0/8, uniquelocal (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7)",
    );
    expect(proxyTrustLine(["loopback"])).toContain("only from loopback (127.0.0.0/8, ::1)");
  });

  it("warns that a hop count believes whoever connects, and what to set instead", () => {
    const one = proxyTrustLine(loadConfig({ TRUST_PROXY: "1" }).trustProxy)!;
    expect(one).toMatch(/^Warning: TRUST_PROXY=1 believes the last address in X-Forwarded-For from whoever connects/);
    expect(one).toContain("set TRUST_PROXY to the proxy's addresses instead");
    expect(one).not.toContain("\n");
    expect(proxyTrustLine(2)).toContain("TRUST_PROXY=2 believes the last 2 addresses");
  });
});
