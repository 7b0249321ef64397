/**
 * What the Nu Html Checker calls an error in the built pages although the markup is right: HTML
 * and CSS the browsers already implement and the checker does not know yet. npm run check:html
 * leaves these out and fails on every other error. Each entry matches one message exactly (and,
 * where the message could fit other markup, only the markup named), so a real mistake with a
 * similar message still fails. Remove an entry once the checker stops reporting it (the check
 * says so).
 */
export interface KnownCheckerGap {
  /** What the checker does not know, in a few words, for the check's summary. */
  name: string;
  /** The checker's message, whole, as it writes it with ASCII quotes. */
  message: RegExp;
  /** The markup the checker points at, when the message alone could fit markup that is wrong. */
  markup?: RegExp;
  /** Why the markup is right, and what the checker does not know. */
  reason: string;
}

export const knownCheckerGaps: readonly KnownCheckerGap[] = [
  {
    name: 'CSS @view-transition',
    message: /^CSS: Unrecognized at-rule '@view-transition'$/,
    reason:
      "The global style's `@view-transition { navigation: auto; }` lets the browser cross-fade from one page to the next (Chromium, Safari); " +
      "browsers without it ignore the rule. The checker's CSS grammar has no @view-transition rule yet.",
  },
  {
    name: 'link rel=expect blocking=render',
    message: /^A 'link' element with a 'blocking' attribute must have a 'rel' attribute whose value is 'stylesheet'\.$/,
    markup: /^<link rel="expect" href="#main" blocking="render"/,
    reason:
      'Every page holds its first paint until <main> is parsed (`<link rel="expect" href="#main" blocking="render">`), so the header never paints half drawn. ' +
      'HTML allows blocking="render" on a link whose rel is expect; the checker allows it on style sheets only.',
  },
  {
    name: 'img elementtiming',
    message: /^Attribute 'elementtiming' not allowed on element 'img' at this point\.$/,
    reason:
      "A page's largest picture is named for the Element Timing API (elementtiming), whose report of its paint is when the page's script is requested " +
      "(src/islands/loader.client.ts); browsers without that API ignore the attribute. The checker does not know the attribute.",
  },
];

/** One message of the Nu Html Checker, as its JSON output gives it. */
export interface NuMessage {
  /** `error` for the document's errors, `non-document-error` when a file could not be read or parsed at all. */
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  /** The file's address, like file:/home/site/dist/client/about.html. */
  url?: string;
  message: string;
  /** Where the error starts, when that is not on its last line. */
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  /** Some markup around the error, of which `hiliteLength` characters from `hiliteStart` are the error's own. */
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

/** The markup the checker points at: the highlighted part of its extract. */
export function flaggedMarkup(message: NuMessage): string {
  const { extract = '', hiliteStart = 0, hiliteLength = extract.length } = message;
  return extract.slice(hiliteStart, hiliteStart + hiliteLength);
}

/** The known gap a message is, if any: a non-document error (a file that could not be checked) is none. */
export function knownGapOf(message: NuMessage, gaps: readonly KnownCheckerGap[] = knownCheckerGaps): KnownCheckerGap | undefined {
  if (message.type !== 'error') return undefined;
  return gaps.find((gap) => gap.message.test(message.message) && (!gap.markup || gap.markup.test(flaggedMarkup(message))));
}

export interface SortedMessages {
  /** The errors outside the known gaps: each fails the check. */
  errors: NuMessage[];
  /** How many messages each known gap left out, in the list's order; 0 for a gap no longer seen. */
  known: { gap: KnownCheckerGap; count: number }[];
}

/** Parts the checker's errors into those of the known gaps (counted) and the rest; info messages are neither. */
export function sortByKnownGaps(messages: readonly NuMessage[], gaps: readonly KnownCheckerGap[] = knownCheckerGaps): SortedMessages {
  const counts = new Map(gaps.map((gap) => [gap, 0]));
  const errors: NuMessage[] = [];
  for (const message of messages) {
    if (message.type === 'info') continue;
    const gap = knownGapOf(message, gaps);
    if (gap) counts.set(gap, counts.get(gap)! + 1);
    else errors.push(message);
  }
  return { errors, known: gaps.map((gap) => ({ gap, count: counts.get(gap)! })) };
}
