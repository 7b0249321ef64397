import { describe, expect, it } from 'vitest';
import { postedHeight } from './posted-height.client';

const hostWindow = { postMessage() {} } as unknown as MessageEventSource;
const frame = { window: hostWindow, origin: 'https://forms.example.com' };
const fromHost = (data: unknown) => ({ data, origin: frame.origin, source: hostWindow });

describe('postedHeight', () => {
  it.each([
    [812, 812],
    [812.2, 813],
    ['812', 812],
    [{ height: 812 }, 812],
    [{ type: 'resize', height: '812px' }, 812],
    ['{"height":812}', 812],
    ['{"height":"812"}', 812],
    ['setHeight:812:241234567890', 812],
    ['setHeight:812', 812],
    ['1e3', 1000],
    [100, 100],
    [10_000, 10_000],
  ])('reads %j as %d', (data, height) => {
    expect(postedHeight(fromHost(data), frame)).toBe(height);
  });

  it.each([
    [0],
    [-812],
    [99],
    [10_001],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['812abc'],
    [{ height: '1e3' }],
    [{ height: ' 812' }],
    ['setHeight:abc'],
    ['setHeight:1.2.3'],
    ['setHeightish:812'],
    ['{"height":'],
    ['{"height":null}'],
    [{ height: null }],
    [{ height: [812] }],
    [{ size: 812 }],
    [[812]],
    [null],
    [undefined],
    [true],
    ['hello'],
  ])('ignores %j', (data) => {
    expect(postedHeight(fromHost(data), frame)).toBeUndefined();
  });

  it('ignores a height from another window, even of the same origin', () => {
    const other = { postMessage() {} } as unknown as MessageEventSource;
    expect(postedHeight({ data: 812, origin: frame.origin, source: other }, frame)).toBeUndefined();
  });

  it('ignores a height from the frame window when it shows another origin', () => {
    expect(postedHeight({ data: 812, origin: 'https://evil.example', source: hostWindow }, frame)).toBeUndefined();
    expect(postedHeight({ data: 812, origin: 'null', source: hostWindow }, frame)).toBeUndefined();
  });

  it('ignores every message once the frame is gone', () => {
    expect(postedHeight({ data: 812, origin: frame.origin, source: null }, { window: null, origin: frame.origin })).toBeUndefined();
  });
});
