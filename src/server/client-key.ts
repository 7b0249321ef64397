import { isIPv4, isIPv6 } from 'node:net';

/** A client address: IPv4 as its four octets, IPv6 as its eight 16-bit groups. */
export type ParsedAddress = { family: 4; octets: number[] } | { family: 6; groups: number[] };

/** The address without brackets or a zone id (`%eth0`, a local interface, not a host). */
export const bareAddress = (text: string) => text.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');

/**
 * An IPv4 or IPv6 address, brackets and zone id aside, or undefined when it is neither. An
 * IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, what a dual-stack socket reports) is the IPv4
 * address it stands for.
 */
export function parseAddress(text: string): ParsedAddress | undefined {
  const address = bareAddress(text);
  if (isIPv4(address)) return { family: 4, octets: address.split('.').map(Number) };
  if (!isIPv6(address)) return undefined;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return { family: 4, octets: [high >> 8, high & 0xff, low >> 8, low & 0xff] };
  }
  return { family: 6, groups };
}

/**
 * The rate limit's key for a client address. One IPv6 subscriber is usually handed a whole /64
 * and can pick a new address in it for every request, so IPv6 clients are counted per /64 (its
 * first four groups). An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, what a dual-stack socket
 * reports) is the IPv4 client it stands for. Zone ids (`%eth0`) name a local interface, not a
 * client, and are dropped. Anything unparsable is kept as it is, so it is still counted.
 */
export function rateLimitKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const parsed = parseAddress(address);
  if (!parsed) return address;
  if (parsed.family === 4) return parsed.octets.join('.');
  return `${parsed.groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail split in two. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [parseInt(piece, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.toLowerCase().split('::');
  const before = parse(head);
  if (tail === undefined) return before;
  const after = parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}
