import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './client-key';

describe('rate limit key of a client address', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:0DB8:85A3:08D3:ffff:ffff:ffff:ffff', '2001:db8:85a3:8d3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:ffff::2', '2001:db8:0:0::/64'],
    ['2001:db8:1::', '2001:db8:1:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['fe80::abcd:1%25', 'fe80:0:0:0::/64'],
    ['[2001:db8:aa:bb::9]', '2001:db8:aa:bb::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['', 'unknown'],
    [undefined, 'unknown'],
    ['not an address', 'not an address'],
  ])('%j counts as %j', (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });

  it('gives every address of one /64 the same key, and the next /64 another', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe(rateLimitKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(rateLimitKey('2001:db8:1:2::1'));
  });
});
