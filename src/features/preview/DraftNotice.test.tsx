import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DraftNotice, draftNoticeText } from './DraftNotice';

describe('DraftNotice', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('marks a draft in development, as a status the screen reader finds', () => {
    const html = renderToStaticMarkup(<DraftNotice draft />);
    expect(html).toMatch(/^<p [^>]*role="status"[^>]*>/);
    expect(html).toContain(draftNoticeText);
  });

  it('says nothing about a published entry', () => {
    expect(renderToStaticMarkup(<DraftNotice draft={false} />)).toBe('');
  });

  it('says nothing in a production build, even about a draft', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
    expect(renderToStaticMarkup(<DraftNotice draft />)).toBe('');
  });
});
