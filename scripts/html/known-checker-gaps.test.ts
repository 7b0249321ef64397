import { describe, expect, it } from 'vitest';
import { knownCheckerGaps, sortByKnownGaps, type KnownCheckerGap, type NuMessage } from './known-checker-gaps';

const gaps: KnownCheckerGap[] = [
  { name: 'CSS @view-transition', message: /^CSS: Unrecognized at-rule '@view-transition'$/, reason: 'browsers know it' },
  {
    name: 'link rel=expect blocking=render',
    message: /^A 'link' element with a 'blocking' attribute must have a 'rel' attribute whose value is 'stylesheet'\.$/,
    markup: /^<link rel="expect" /,
    reason: 'HTML allows it',
  },
];

const blockingMessage = "A 'link' element with a 'blocking' attribute must have a 'rel' attribute whose value is 'stylesheet'.";
const error = (message: string, markup = '<p>', url = 'file:/site/about.html'): NuMessage => ({
  type: 'error',
  url,
  message,
  lastLine: 3,
  firstColumn: 1,
  extract: `before${markup}after`,
  hiliteStart: 'before'.length,
  hiliteLength: markup.length,
});

describe('sortByKnownGaps', () => {
  it("leaves out each known gap's errors, counted by gap, and keeps every other error in its order", () => {
    const skip = error("The heading 'h3' (with computed level 3) follows the heading 'h1' (with computed level 1), skipping 1 heading level.", '<h3>');
    const view = error("CSS: Unrecognized at-rule '@view-transition'", '@view-transition');
    const expectLink = error(blockingMessage, '<link rel="expect" href="#main" blocking="render" />');
    const bad = error("Element 'div' not allowed as child of element 'ul' in this context.", '<div>');
    const { errors, known } = sortByKnownGaps([view, skip, expectLink, view, bad], gaps);
    expect(errors).toEqual([skip, bad]);
    expect(known.map(({ gap, count }) => [gap.name, count])).toEqual([
      ['CSS @view-transition', 2],
      ['link rel=expect blocking=render', 1],
    ]);
  });

  it('a gap that names its markup leaves out that markup only: blocking="render" on a preload link is still an error', () => {
    const preload = error(blockingMessage, '<link rel="preload" href="/app.js" as="script" blocking="render" />');
    expect(sortByKnownGaps([preload], gaps).errors).toEqual([preload]);
  });

  it('matches a message whole: a longer message that starts like a gap is an error', () => {
    const other = error("CSS: Unrecognized at-rule '@view-transition-other'");
    expect(sortByKnownGaps([other], gaps).errors).toEqual([other]);
  });

  it('a file the checker could not read is an error, whatever its message; an info message is neither', () => {
    const unreadable: NuMessage = { type: 'non-document-error', url: 'file:/site/about.html', message: "CSS: Unrecognized at-rule '@view-transition'" };
    const info: NuMessage = { type: 'info', url: 'file:/site/about.html', message: 'Trailing slash on void elements has no effect.' };
    const { errors, known } = sortByKnownGaps([unreadable, info], gaps);
    expect(errors).toEqual([unreadable]);
    expect(known.map(({ count }) => count)).toEqual([0, 0]);
  });

  it('every known gap of the site has a name and says why the markup is right', () => {
    expect(knownCheckerGaps.length).toBeGreaterThan(0);
    for (const gap of knownCheckerGaps) {
      expect(gap.name.trim()).not.toBe('');
      expect(gap.reason.length, gap.name).toBeGreaterThan(40);
      // Anchored both ends, so that no longer or other message slips through.
      expect(gap.message.source, gap.name).toMatch(/^\^.*\$$/);
    }
  });
});
