/**
 * The index's passages: HTML of a page's text (the index escapes < and >, a bare & stays as it is)
 * with the matched words in <mark>. These read them as the text they show, in pieces, so no markup
 * of the index is ever parsed as HTML.
 */

const MARK_TAG = /<(\/?)mark>/g;
const ENTITY = /&(amp|lt|gt|quot|apos|#39|#x27);/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };

/** A stretch of a passage's text, decoded: `mark` numbers the mark it is in, from 1; 0 is outside the marks. */
interface Run {
  text: string;
  mark: number;
}

/**
 * A passage as stretches of decoded text, each in one mark or outside them. The tags come out
 * before the entities are decoded, so an entity reads as its character wherever a tag falls in it
 * (`&g</mark>t;`), marked if any of it is; and each is decoded once (`&amp;lt;` reads `&lt;`).
 */
function runs(excerpt: string): Run[] {
  // The passage's escaped text without the tags, and the mark each of its characters is in.
  let escaped = '';
  const markOf: number[] = [];
  let marks = 0;
  let mark = 0;
  let at = 0;
  const keep = (end: number) => {
    const piece = excerpt.slice(at, end);
    escaped += piece;
    for (let i = 0; i < piece.length; i++) markOf.push(mark);
  };
  for (const tag of excerpt.matchAll(MARK_TAG)) {
    keep(tag.index);
    mark = tag[1] ? 0 : ++marks;
    at = tag.index + tag[0].length;
  }
  keep(excerpt.length);

  const result: Run[] = [];
  const add = (text: string, mark: number) => {
    const last = result.at(-1);
    if (last?.mark === mark) last.text += text;
    else result.push({ text, mark });
  };
  let from = 0;
  for (const entity of escaped.matchAll(ENTITY)) {
    for (let i = from; i < entity.index; i++) add(escaped[i]!, markOf[i]!);
    from = entity.index + entity[0].length;
    add(ENTITIES[entity[1]!]!, markOf.slice(entity.index, from).find((each) => each > 0) ?? 0);
  }
  for (let i = from; i < escaped.length; i++) add(escaped[i]!, markOf[i]!);
  return result;
}

/** A passage as pieces: text, and the words the index matched (the punctuation it marks with a word left out). */
export function excerptParts(excerpt: string): { text: string; marked: boolean }[] {
  return runs(excerpt)
    .flatMap(({ text, mark }) => {
      if (!mark) return [{ text, marked: false }];
      const [, before = '', word = '', after = ''] = /^([("“«¿¡]*)(.*?)([.,;:!?)"”»]*)$/s.exec(text)!;
      return [
        { text: before, marked: false },
        { text: word, marked: true },
        { text: after, marked: false },
      ];
    })
    .filter((part) => part.text);
}

/** The words a passage marks: those the index matched. */
export const markedWords = (excerpt: string) => runs(excerpt).flatMap(({ text, mark }) => (mark ? [text] : []));

/** A letter or digit (or a mark on one): a title that ends before one ends inside a word. */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

/**
 * A passage without the title it starts with: the index reads a page's heading as its first words,
 * which the result shows above the passage already. A passage that starts otherwise is kept whole,
 * and so is one whose first words only begin like the title ("Checklists" under "Checklist"): no
 * word is cut.
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
  const rest = excerpt.slice(at).replace(/^<\/mark>/, '');
  if (WORD_CHARACTER.test(rest.replace(/^<\/?mark>/, '').charAt(0))) return excerpt;
  return rest.replace(/^[.:]?\s*/, '');
}
