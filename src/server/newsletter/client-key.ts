import { isIPv4, isIPv6 } from 'node:net';

/**
 * The rate limit's key for a client address. One IPv6 subscriber is usually handed a whole /64
 * and can pick a new address in it for every request, so IPv6 clients are counted per /64 (its
 * first four groups). An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, what a dual-stack socket
 * reports) is the IPv4 client it stands for. Zone ids (`%eth0`) name a local interface, not a
 * client, and are dropped. Anything unparsable is kept as it is, so it is still counted.
 */
export function rateLimitKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail split in two. */
export function ipv6Groups(address: string): number[] {
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
