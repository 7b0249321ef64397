import { describe, expect, it } from 'vitest';
import { formatGithub } from './errors';

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
