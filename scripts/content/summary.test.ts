import { describe, expect, it } from 'vitest';
import { formatSummary, type ContentCounts } from './summary';

const kinds = (posts: number, guides: number, resources: number, faqs: number, jobs: number, pages: number) => [
  { one: 'post', count: posts },
  { one: 'guide', count: guides },
  { one: 'resource', count: resources },
  { one: 'FAQ', count: faqs },
  { one: 'job', count: jobs },
  { one: 'legal page', count: pages },
];
const counts: ContentCounts = { kinds: kinds(6, 8, 5, 21, 3, 4), drafts: 1, scheduled: 1, expired: 0 };

describe('formatSummary', () => {
  it('counts what an author knows: entries of each kind, and those not live yet', () => {
    expect(formatSummary(counts, { draftsKept: false, action: 'checked', ms: 812 })).toBe(
      'Content ok: 6 posts, 8 guides, 5 resources, 21 FAQs, 3 jobs, 4 legal pages (1 draft, 1 scheduled); checked in 812 ms.',
    );
  });

  it('writes one of a kind in the singular and leaves out the parentheses when everything is live', () => {
    const one = { kinds: kinds(1, 1, 1, 1, 1, 4), drafts: 0, scheduled: 0, expired: 0 };
    expect(formatSummary(one, { draftsKept: false, action: 'written', ms: 5 })).toBe(
      'Content ok: 1 post, 1 guide, 1 resource, 1 FAQ, 1 job, 4 legal pages; written in 5 ms.',
    );
  });

  it('names expired jobs, and says drafts and scheduled entries are counted in when they are kept', () => {
    expect(formatSummary({ ...counts, drafts: 2, expired: 1 }, { draftsKept: true, action: 'written', ms: 9 })).toBe(
      'Content ok: 6 posts, 8 guides, 5 resources, 21 FAQs, 3 jobs, 4 legal pages (including 2 drafts, 1 scheduled, 1 expired job); written in 9 ms.',
    );
  });
});
