/**
 * The address a limit per household counts by. A home has one public IPv4 address, but
 * an IPv6 home is given a whole prefix (RFC 6177: a /56 for a residential customer) and
 * each device picks, and keeps changing, its own addresses in it. Counting IPv6 by the
 * full address would let one machine be thousands of households; counting by the /56
 * counts the home once.
 */
import { isIPv6 } from 'node:net';
import { normaliseIp } from '../admin/blocked-ips.ts';

/** The prefix length an IPv6 household is counted by. */
export const IPV6_HOUSEHOLD_PREFIX = 56;

/** The 8 groups of an IPv6 address (zone dropped, '::' expanded), or undefined when it is not one. */
function ipv6Groups(ip: string): number[] | undefined {
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return undefined;
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const parse = (part: string | undefined): number[] => {
    if (!part) return [];
    return part.split(':').flatMap((group) => {
      // An embedded IPv4 (::ffff:192.0.2.1 style) is the last two groups.
      if (!group.includes('.')) return [Number.parseInt(group, 16)];
      const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const first = parse(head);
  const last = parse(tail);
  return [...first, ...Array(8 - first.length - last.length).fill(0), ...last];
}

/**
 * The household an address belongs to: an IPv4 address itself (IPv4-mapped IPv6
 * included), an IPv6 address's /56 written `2001:db8:1:100::/56`; anything else (a test's
 * 'local') as it is.
 */
export function householdOf(ip: string): string {
  const address = normaliseIp(ip);
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const kept = Math.floor(IPV6_HOUSEHOLD_PREFIX / 16);
  const prefix = groups.slice(0, kept).map((g) => g.toString(16));
  const bits = IPV6_HOUSEHOLD_PREFIX % 16;
  if (bits > 0) prefix.push((groups[kept]! & (0xffff << (16 - bits)) & 0xffff).toString(16));
  return `${prefix.join(':')}::/${IPV6_HOUSEHOLD_PREFIX}`;
}
