import { describe, expect, it } from 'vitest';
import { mailtoHref, textIsAddress } from './links';

describe('mailtoHref', () => {
  it('encodes the subject', () => {
    expect(mailtoHref('jobs@example.com', 'Application: Senior Care Coordinator')).toBe(
      'mailto:jobs@example.com?subject=Application%3A%20Senior%20Care%20Coordinator',
    );
  });
});

describe('textIsAddress', () => {
  it.each([
    ['https://example.com/guide', 'https://example.com/guide'],
    ['example.com', 'https://example.com/'],
    ['help@example.com', 'mailto:help@example.com'],
    ['/blog', '/blog'],
  ])('%s is the address %s', (text, href) => {
    expect(textIsAddress(text, href)).toBe(true);
  });

  it.each([
    ['case managers page', '/how-it-works/case-managers'],
    ['example.com', 'https://example.com/guide'],
  ])('%s is not the address %s', (text, href) => {
    expect(textIsAddress(text, href)).toBe(false);
  });
});
