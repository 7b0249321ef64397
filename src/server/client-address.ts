import { isIPv4 } from 'node:net';
import { bareAddress, parseAddress } from './client-key';

/** The proxies in front of the server whose word on the client's address is taken (`TRUSTED_PROXIES`). */
export interface TrustedProxies {
  /** Whether a connection from `address` comes from one of them. */
  trusts(address: string): boolean;
}

interface Address {
  family: 4 | 6;
  bits: bigint;
}

interface Range extends Address {
  prefix: number;
}

/**
 * An address as a number, or undefined when it is not one. An IPv4-mapped IPv6 address
 * (`::ffff:10.0.0.1`, what a dual-stack socket reports) is the IPv4 address it stands for, so
 * `10.0.0.0/8` covers it.
 */
function addressBits(text: string): Address | undefined {
  const parsed = parseAddress(text);
  if (!parsed) return undefined;
  const [parts, width] = parsed.family === 4 ? [parsed.octets, 8n] : [parsed.groups, 16n];
  return { family: parsed.family, bits: parts.reduce((bits, part) => (bits << width) | BigInt(part), 0n) };
}

const WIDTH = { 4: 32, 6: 128 } as const;

function parseRange(entry: string): Range | undefined {
  const [text = '', prefixText, ...rest] = entry.split('/');
  const address = rest.length === 0 ? addressBits(text) : undefined;
  if (!address) return undefined;
  if (prefixText === undefined) return { ...address, prefix: WIDTH[address.family] };
  if (!/^\d{1,3}$/.test(prefixText)) return undefined;
  // A mapped range (::ffff:10.0.0.0/104) is the IPv4 range of its last 32 bits.
  const written = isIPv4(bareAddress(text)) ? 32 : 128;
  const prefix = Number(prefixText) - (written - WIDTH[address.family]);
  return prefix >= 0 && prefix <= WIDTH[address.family] ? { ...address, prefix } : undefined;
}

function contains(range: Range, address: Address): boolean {
  if (range.family !== address.family) return false;
  const shift = BigInt(WIDTH[range.family] - range.prefix);
  return address.bits >> shift === range.bits >> shift;
}

/**
 * `TRUSTED_PROXIES`: comma-separated IP addresses and CIDR ranges, IPv4 and IPv6
 * (`10.0.0.0/8, 127.0.0.1, ::1`). Unset or empty trusts no one. Throws on an entry that is
 * neither, naming it, so a typo stops the server at start instead of trusting nobody quietly.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const ranges = entries.map((entry) => {
    const range = parseRange(entry);
    if (!range) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (like 10.0.0.0/8, 127.0.0.1 or ::1).`);
    return range;
  });
  return {
    trusts(address) {
      const parsed = addressBits(address);
      return parsed !== undefined && ranges.some((range) => contains(range, parsed));
    },
  };
}

/** One entry of X-Forwarded-For without the port some proxies add (`1.2.3.4:5678`, `[2001:db8::1]:443`). */
function hopAddress(hop: string): string | undefined {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  const candidate = bracketed ? bracketed[1]! : /^[\d.]+:\d+$/.test(hop) ? hop.slice(0, hop.lastIndexOf(':')) : hop;
  return parseAddress(candidate) ? candidate : undefined;
}

/**
 * The client's address: the socket's, unless the socket's peer is a trusted proxy. Then
 * X-Forwarded-For is read from the right (each proxy appends the address it was reached from)
 * and the first entry that is not itself a trusted proxy is the client; anything left of it was
 * written by the client and proves nothing. An entry that is not an address ends the walk at the
 * last trusted hop, so a garbled header never becomes a key of its own.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | null, trusted: TrustedProxies): string | undefined {
  if (socketAddress === undefined || forwardedFor === null || !trusted.trusts(socketAddress)) return socketAddress;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  let client = socketAddress;
  for (const hop of hops.reverse()) {
    const address = hopAddress(hop);
    if (address === undefined) return client;
    client = address;
    if (!trusted.trusts(address)) return address;
  }
  // Every hop is a proxy of ours (a health check from inside): the farthest one.
  return client;
}
