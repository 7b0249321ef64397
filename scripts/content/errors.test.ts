import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../src/content/schemas';
import { blogPostSchema } from './types/blog';
import { describeIssues, formatGithub } from './errors';

describe('formatGithub', () => {
  it('writes one ::error annotation with file, line, column and the field as title', () => {
    expect(
      formatGithub({
        file: 'content/blog/x.md',
        line: 6,
        column: 11,
        field: 'category',
        message: '"Pateint Care" is not one of the allowed values',
        hint: 'did you mean "Patient Care"? allowed: Patient Care, Technology',
      }),
    ).toBe(
      '::error file=content/blog/x.md,line=6,col=11,title=category::"Pateint Care" is not one of the allowed values (did you mean "Patient Care"? allowed: Patient Care, Technology)',
    );
  });

  it('leaves out the parentheses when there is no hint', () => {
    expect(formatGithub({ file: 'content/blog/x.md', line: 1, column: 1, field: 'title', message: 'is required' })).toBe(
      '::error file=content/blog/x.md,line=1,col=1,title=title::is required',
    );
  });

  it('escapes %, CR and LF in the message, and also : and , in the properties', () => {
    expect(
      formatGithub({ file: 'content/a,b:c%.md', line: 2, column: 3, field: 'demos.0:x,y', message: '100% wrong\r\nnext: line, here' }),
    ).toBe('::error file=content/a%2Cb%3Ac%25.md,line=2,col=3,title=demos.0%3Ax%2Cy::100%25 wrong%0D%0Anext: line, here');
  });
});

describe('describeIssues: one mistake, one message with its hint', () => {
  const post = { title: 'T', excerpt: 'E', author: 'A', date: '2026-11-26', category: 'Technology', image: '/images/x.svg', imageAlt: 'A nurse' };
  const problems = (data: Record<string, unknown>) => {
    const result = blogPostSchema.safeParse(data);
    if (result.success) throw new Error('the front matter is valid');
    return describeIssues(result.error.issues, data, Object.keys(blogPostSchema.shape)).map(({ field, message, hint }) => ({ field, message, hint }));
  };

  it.each([
    ['11/26/2026', '2026-11-26'],
    ['1/5/2027', '2027-01-05'],
    ['2026/11/26', '2026-11-26'],
    ['2026-11-5', '2026-11-05'],
    ['November 26, 2026', '2026-11-26'],
    ['Nov 26 2026', '2026-11-26'],
    ['26 November 2026', '2026-11-26'],
    ['2026-11-26T09:00', '2026-11-26'],
  ])('a date written %s is one message that writes it as %s', (date, written) => {
    expect(problems({ ...post, date })).toEqual([{ field: 'date', message: 'must be a date written as YYYY-MM-DD', hint: `write it as ${written}` }]);
  });

  it('a date it cannot read is one message with the form to use', () => {
    expect(problems({ ...post, date: 'next Tuesday' })).toEqual([
      { field: 'date', message: 'must be a date written as YYYY-MM-DD', hint: 'write it as YYYY-MM-DD, like 2025-03-01' },
    ]);
  });

  it('a misspelt field is one message, not also the field it meant as missing', () => {
    const { excerpt, ...rest } = post;
    expect(problems({ ...rest, excrept: excerpt })).toEqual([{ field: 'excrept', message: 'is not a known field', hint: 'did you mean "excerpt"?' }]);
  });

  it('a misspelt copy of a field that is also written is named on its own', () => {
    expect(problems({ ...post, excrept: 'E' })).toEqual([{ field: 'excrept', message: 'is not a known field', hint: 'did you mean "excerpt"?' }]);
  });

  it('an empty field says so and lists what it may hold', () => {
    expect(problems({ ...post, category: null })).toEqual([
      { field: 'category', message: 'is empty', hint: 'write one of: Patient Care, Technology, Industry News, Best Practices, Case Management' },
    ]);
  });

  it('points at the key of an unknown field, nested too, and at the value of a wrong one', () => {
    const data = { name: 'CareBridge', zzzzzz: 1, footer: { columns: [], legal: [], extra: 1 }, phone: 42 };
    const result = siteSchema.safeParse(data);
    const found = describeIssues(result.error!.issues, data, Object.keys(siteSchema.shape));
    const keys = found.filter((problem) => problem.part === 'key');
    expect(keys).toHaveLength(2);
    expect(keys).toContainEqual(expect.objectContaining({ path: ['zzzzzz'], field: 'zzzzzz' }));
    expect(keys).toContainEqual({ path: ['footer', 'extra'], part: 'key', field: 'footer.extra', message: 'is not a known field', hint: 'check its spelling, or remove it' });
    expect(found.find((problem) => problem.field === 'phone')).toMatchObject({ path: ['phone'], part: 'value' });
  });
});
