import { describe, expect, it } from 'vitest';
import { mailtoHref } from './links';

describe('mailtoHref', () => {
  it('encodes the subject', () => {
    expect(mailtoHref('jobs@example.com', 'Application: Senior Care Coordinator')).toBe(
      'mailto:jobs@example.com?subject=Application%3A%20Senior%20Care%20Coordinator',
    );
  });
});
