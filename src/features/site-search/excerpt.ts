/**
 * The index's passages: plain text with the matched words in <mark>, entities escaped. These read
 * them as pieces of text, so no markup of the index is ever parsed as HTML.
 */

const MARK = /<mark>(.*?)<\/mark>/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

/** A passage as pieces: text, and the words the index matched (the punctuation it marks with a word left out). */
export function excerptParts(excerpt: string): { text: string; marked: boolean }[] {
  return excerpt
    .split(/(<mark>.*?<\/mark>)/)
    .filter(Boolean)
    .flatMap((part) => {
      const marked = /^<mark>([("“«¿¡]*)(.*?)([.,;:!?)"”»]*)<\/mark>$/.exec(part);
      if (!marked) return [{ text: decode(part), marked: false }];
      const [, before = '', word = '', after = ''] = marked;
      return [
        ...(before ? [{ text: decode(before), marked: false }] : []),
        { text: decode(word), marked: true },
        ...(after ? [{ text: decode(after), marked: false }] : []),
      ];
    });
}

/** The words a passage marks: those the index matched. */
export const markedWords = (excerpt: string) => [...excerpt.matchAll(MARK)].map((match) => decode(match[1]!));

/**
 * A passage without the title it starts with: the index reads a page's heading as its first words,
 * which the result shows above the passage already. A passage that starts otherwise is kept whole.
 */
export function withoutLead(excerpt: string, title: string): string {
  const wanted = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  let at = 0;
  let matched = 0;
  while (matched < wanted.length) {
    if (excerpt.startsWith('<mark>', at)) at += '<mark>'.length;
    else if (excerpt.startsWith('</mark>', at)) at += '</mark>'.length;
    else if (excerpt[at] === wanted[matched]) [at, matched] = [at + 1, matched + 1];
    else return excerpt;
  }
  return excerpt.slice(at).replace(/^<\/mark>/, '').replace(/^[.:]?\s*/, '');
}
