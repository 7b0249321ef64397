/** What a content run found, in the kinds an author writes. */
export interface ContentCounts {
  /** The entries of each content type, in the types' order. */
  kinds: { one: string; other?: string; count: number }[];
  /** Entries with `draft: true`. */
  drafts: number;
  /** Entries dated after today. */
  scheduled: number;
  /** Jobs past their `validThrough`. */
  expired: number;
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The line a content run ends with when nothing is wrong. The kinds count the entries the site gets;
 * the parentheses name those not live today: left out of a build, counted in when drafts are kept.
 */
export function formatSummary(counts: ContentCounts, run: { draftsKept: boolean; action: 'checked' | 'written'; ms: number }): string {
  const kinds = counts.kinds.map((kind) => count(kind.count, kind.one, kind.other));
  const notLive = [
    ...(counts.drafts ? [count(counts.drafts, 'draft')] : []),
    ...(counts.scheduled ? [`${counts.scheduled} scheduled`] : []),
    ...(counts.expired ? [count(counts.expired, 'expired job')] : []),
  ];
  const aside = notLive.length ? ` (${run.draftsKept ? 'including ' : ''}${notLive.join(', ')})` : '';
  return `Content ok: ${kinds.join(', ')}${aside}; ${run.action} in ${run.ms} ms.`;
}
