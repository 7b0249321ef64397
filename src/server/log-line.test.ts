import { describe, expect, it } from 'vitest';
import { LOGGED_PATH_MAX, notFoundLogLine } from './log-line';

describe('notFoundLogLine', () => {
  it('logs a short path whole', () => {
    expect(notFoundLogLine('/no-such-page')).toBe('404 /no-such-page');
  });

  it('keeps a path of exactly the limit whole', () => {
    const path = `/${'a'.repeat(LOGGED_PATH_MAX - 1)}`;
    expect(notFoundLogLine(path)).toBe(`404 ${path}`);
  });

  it('cuts a huge path to 200 characters and marks the cut with its real length', () => {
    const path = `/${'x'.repeat(100_000)}`;
    const line = notFoundLogLine(path);
    expect(line).toBe(`404 ${path.slice(0, 200)}…(100001 chars)`);
    expect(line.length).toBeLessThan(230);
  });
});
