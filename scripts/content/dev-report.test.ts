import { describe, expect, it } from 'vitest';
import { errorPage, heldAnnouncements, overlayPayload } from './dev-report';
import { formatError, type ContentError } from './errors';

const errors: ContentError[] = [
  { file: 'content/blog/a.md', line: 6, column: 11, field: 'category', message: '"Pateint Care" is not one of the allowed values', hint: 'did you mean "Patient Care"?' },
  { file: 'content/blog/b.md', line: 3, column: 1, field: 'body', message: 'image "/x.svg" has no alt text' },
];

describe('overlayPayload', () => {
  it('carries the same lines as the command line and points at the first problem', () => {
    const payload = overlayPayload(errors, (file) => `/project/${file}`);
    expect(payload.type).toBe('error');
    for (const error of errors) expect(payload.err.message).toContain(formatError(error));
    expect(payload.err.message).toMatch(/^Content has 2 problems\. Fix them and save the files: the page reloads by itself/);
    expect(payload.err.stack).toBe('');
    // Vite would print a plugin's name as "[plugin:...]" above the message.
    expect(payload.err.plugin).toBeUndefined();
    expect(payload.err.loc).toEqual({ file: '/project/content/blog/a.md', line: 6, column: 11 });
  });
});

describe('errorPage', () => {
  it('lists every problem, escaped, and loads the client that reloads the page after the fix', () => {
    const html = errorPage(errors);
    expect(html).toContain('content/blog/a.md:6:11  category  &quot;Pateint Care&quot; is not one of the allowed values');
    expect(html).toContain('content/blog/b.md:3:1  body  image &quot;/x.svg&quot; has no alt text');
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
  });
});

describe('heldAnnouncements', () => {
  it('names each scheduled or expired file once across recompiles', () => {
    const announced = new Set<string>();
    const held = [
      { file: 'content/blog/x.md', reason: 'scheduled' as const, date: '2026-12-02' },
      { file: 'content/jobs/y.md', reason: 'expired' as const, date: '2026-11-30' },
    ];
    expect(heldAnnouncements(held, announced)).toEqual([
      'Scheduled: content/blog/x.md appears on 2026-12-02; shown here, left out of the build until then.',
      'Expired: content/jobs/y.md was listed through 2026-11-30; shown here, left out of the build.',
    ]);
    expect(heldAnnouncements(held, announced)).toEqual([]);
  });

  it('announces a file again when its date changes', () => {
    const announced = new Set<string>();
    heldAnnouncements([{ file: 'content/blog/x.md', reason: 'scheduled', date: '2026-12-02' }], announced);
    expect(heldAnnouncements([{ file: 'content/blog/x.md', reason: 'scheduled', date: '2026-12-03' }], announced)).toHaveLength(1);
  });
});
