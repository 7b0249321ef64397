import { describe, expect, it } from 'vitest';
import { isAppRoute, mailtoHref } from './links';

describe('isAppRoute', () => {
  it.each([
    ['/', true],
    ['/how-it-works', true],
    ['/resources?category=Case+Studies', true],
    ['/blog/care-transitions#best-practices', true],
    ['/guides/intake.pdf', false],
    ['/sitemap.xml', false],
    ['//cdn.example.com/x', false],
    ['https://www.example.com/', false],
    ['tel:+17135550142', false],
    ['mailto:hello@example.com', false],
    ['#main', false],
    [undefined, false],
  ])('%s -> %s', (href, expected) => {
    expect(isAppRoute(href)).toBe(expected);
  });
});

describe('mailtoHref', () => {
  it('encodes the subject', () => {
    expect(mailtoHref('jobs@example.com', 'Application: Senior Care Coordinator')).toBe(
      'mailto:jobs@example.com?subject=Application%3A%20Senior%20Care%20Coordinator',
    );
  });
});
