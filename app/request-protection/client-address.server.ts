import { isIPv4, isIPv6 } from "node:net";

/**
 * The address the sign-in limits count: an IPv4 address as it is (also when written IPv4-mapped),
 * an IPv6 address by its /64 network, since one subscriber is handed a whole /64 to pick from.
 */
export function throttledAddress(address: string): string {
  const plain = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return mapped[1];
  if (isIPv4(plain) || !isIPv6(plain)) return plain;
  const [head, tail = ""] = plain.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = plain.includes("::") && tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** What Express's names for proxy addresses stand for, spelt out in the start log. */
const proxyNameRanges: Record<string, string> = {
  loopback: "loopback (127.0.0.0/8, ::1)",
  linklocal: "linklocal (169.254.0.0/16, fe80::/10)",
  uniquelocal: "uniquelocal (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7)",
};

/**
 * The start log's line on TRUST_PROXY, none when it is unset. Addresses: which proxies are believed
 * about the client's address (X-Forwarded-For, counted by the sign-in and order-request limits) and
 * about HTTPS (X-Forwarded-Proto). A hop count believes whoever connects, so it is a warning: a
 * client that reaches the shop's port without the proxy picks its own address.
 */
export function proxyTrustLine(trustProxy: number | string[] | undefined): string | undefined {
  if (trustProxy === undefined) return undefined;
  if (typeof trustProxy === "number") {
    const hops = trustProxy === 1 ? "the last address" : `the last ${trustProxy} addresses`;
    return `Warning: TRUST_PROXY=${trustProxy} believes ${hops} in X-Forwarded-For from whoever connects, so a client that reaches this port without the proxy picks its own address for the sign-in limits; set TRUST_PROXY to the proxy's addresses instead (e.g. 127.0.0.1)`;
  }
  const trusted = trustProxy.map((part) => proxyNameRanges[part] ?? part).join(", ");
  return `Behind a proxy: the client's address (X-Forwarded-For) and HTTPS (X-Forwarded-Proto) are believed only from ${trusted}`;
}
