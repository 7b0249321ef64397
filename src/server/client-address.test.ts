import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies } from './client-address';

describe('parseTrustedProxies', () => {
  const trusted = parseTrustedProxies(' 10.0.0.0/8, 127.0.0.1 ,::1, 2001:db8:aa::/48, 192.168.1.77/24, ::ffff:172.16.0.0/108 ');

  it.each([
    ['10.0.0.1', true],
    ['10.255.255.255', true],
    ['11.0.0.1', false],
    ['127.0.0.1', true],
    ['127.0.0.2', false],
    ['::1', true],
    ['[::1]', true],
    ['::2', false],
    ['::ffff:10.1.2.3', true],
    ['::FFFF:127.0.0.1', true],
    ['::ffff:11.0.0.1', false],
    ['2001:db8:aa:1::7', true],
    ['2001:DB8:AA:FFFF:FFFF:FFFF:FFFF:FFFF', true],
    ['2001:db8:ab::1', false],
    ['fe80::1%eth0', false],
    // The host bits of an entry are ignored: 192.168.1.77/24 is 192.168.1.0/24.
    ['192.168.1.1', true],
    ['192.168.2.1', false],
    // A mapped range is the IPv4 range of its last 32 bits: ::ffff:172.16.0.0/108 is 172.16.0.0/12.
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['not an address', false],
    ['', false],
  ])('%j is trusted: %s', (address, expected) => {
    expect(trusted.trusts(address)).toBe(expected);
  });

  it('trusts no one when unset, empty or only commas', () => {
    for (const value of [undefined, '', ' ', ',,']) {
      expect(parseTrustedProxies(value).trusts('127.0.0.1')).toBe(false);
      expect(parseTrustedProxies(value).trusts('::1')).toBe(false);
    }
  });

  it('trusts everyone with 0.0.0.0/0 and ::/0, each in its own family', () => {
    expect(parseTrustedProxies('0.0.0.0/0').trusts('203.0.113.7')).toBe(true);
    expect(parseTrustedProxies('0.0.0.0/0').trusts('2001:db8::1')).toBe(false);
    expect(parseTrustedProxies('::/0').trusts('2001:db8::1')).toBe(true);
  });

  it.each(['10.0.0.0/33', '::1/129', '10.0.0.256', '10.0.0', 'localhost', '10.0.0.0/8/8', '10.0.0.0/', '10.0.0.0/-1', '10.0.0.0/8a', '*', '::ffff:10.0.0.0/95'])(
    'refuses %j, naming it',
    (entry) => {
      expect(() => parseTrustedProxies(`127.0.0.1, ${entry}`)).toThrow(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (like 10.0.0.0/8, 127.0.0.1 or ::1).`);
    },
  );
});

describe('clientAddress', () => {
  const trusted = parseTrustedProxies('10.0.0.0/8, ::1');

  it.each<[string, string | undefined, string | null, string | undefined]>([
    ['a direct client, no header', '203.0.113.7', null, '203.0.113.7'],
    ['a direct client spoofing the header', '203.0.113.7', '198.51.100.1', '203.0.113.7'],
    ['a client through one proxy', '10.0.0.2', '198.51.100.1', '198.51.100.1'],
    ['a client through the proxy over IPv6 loopback', '::1', '2001:db8::5', '2001:db8::5'],
    ['a client through the proxy, the socket reporting a mapped address', '::ffff:10.0.0.2', '198.51.100.1', '198.51.100.1'],
    ['a client through two proxies of ours', '10.0.0.2', '198.51.100.1, 10.0.0.9', '198.51.100.1'],
    ['a client through a proxy, spoofing an address left of its own', '10.0.0.2', '1.1.1.1, 198.51.100.1', '198.51.100.1'],
    ['a client claiming to be one of our proxies, left of its own address', '10.0.0.2', '10.0.0.50, 198.51.100.1', '198.51.100.1'],
    ['every hop ours: the farthest', '10.0.0.2', '10.0.0.3, 10.0.0.4', '10.0.0.3'],
    ['an entry with a port', '10.0.0.2', '198.51.100.1:54321', '198.51.100.1'],
    ['an IPv6 entry in brackets with a port', '10.0.0.2', '[2001:db8::5]:443', '2001:db8::5'],
    ['spaces and empty entries', '10.0.0.2', ' 198.51.100.1 ,, ', '198.51.100.1'],
    ['several headers joined', '10.0.0.2', '1.1.1.1, 198.51.100.1, 10.0.0.9', '198.51.100.1'],
    ['a garbled entry right of the client: the last trusted hop', '10.0.0.2', '198.51.100.1, garbage, 10.0.0.9', '10.0.0.9'],
    ['a garbled header: the proxy itself', '10.0.0.2', 'unknown', '10.0.0.2'],
    ['an empty header: the proxy itself', '10.0.0.2', '', '10.0.0.2'],
    ['a proxy without the header', '10.0.0.2', null, '10.0.0.2'],
    ['no socket address', undefined, '198.51.100.1', undefined],
  ])('%s', (_name, socket, forwardedFor, expected) => {
    expect(clientAddress(socket, forwardedFor, trusted)).toBe(expected);
  });

  it('believes no header when no proxy is trusted', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1', parseTrustedProxies(undefined))).toBe('127.0.0.1');
  });
});
