import { isIPv4, isIPv6 } from "node:net";

/** The part of an IPv6 address that one subscriber or site holds: 4 groups of 16 bits, a /64. */
const IPV6_GROUPS_KEPT = 4;

/** An IPv6 address as its 8 groups of 16 bits; an IPv4 tail (::ffff:1.2.3.4) counts as two groups. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The client address as the sign-in throttle counts it. An IPv4 address is one client; an IPv6
 * address is counted by its /64, since a single subscriber or host is routinely handed a whole
 * /64 and can pick a fresh address from it for every attempt. An IPv4 address written as IPv6
 * (::ffff:a.b.c.d) is the IPv4 address; anything else (no address known) is kept as it is.
 */
export function throttleAddress(address: string): string {
  const text = address.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(text)) return text;
  const prefix = ipv6Groups(text)
    .slice(0, IPV6_GROUPS_KEPT)
    .map((g) => g.toString(16))
    .join(":");
  return `${prefix}::/64`;
}
