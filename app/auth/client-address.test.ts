import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.server";
import { throttledAddress } from "./client-address.server";

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

  it.each(["0", "true", "*", "10.0.0.0/8x"])("refuses %s", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid TRUST_PROXY=/);
  });
});
