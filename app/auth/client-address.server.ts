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
