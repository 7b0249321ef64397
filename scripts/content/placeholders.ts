import type { Placeholder, TemplatePlaceholders } from './scaffold';

/** Where an entry still holds a placeholder of its template: a front-matter value, or a line of the body. */
export type PlaceholderUse = { placeholder: Placeholder } & ({ path: [string] | [string, number] } | { bodyLine: number });

// A template line's sentences count one by one, so a line the author wrote around one is still caught.
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== '');

/** The file's lines after its front matter, with their line numbers. */
function bodyLines(raw: string): { text: string; line: number }[] {
  const lines = raw.split(/\r?\n/);
  const end = /^---/.test(lines[0] ?? '') ? lines.findIndex((line, i) => i > 0 && /^---\s*$/.test(line)) : -1;
  return lines.map((text, i) => ({ text, line: i + 1 })).slice(end + 1);
}

/** Every placeholder of the template that an entry's front matter (`data`) or text (`raw`) still holds. */
export function placeholdersIn(template: TemplatePlaceholders, data: Record<string, unknown>, raw: string): PlaceholderUse[] {
  const uses: PlaceholderUse[] = [];
  const same = (value: unknown, placeholder: Placeholder) => typeof value === 'string' && value.trim() === placeholder.text;
  for (const [field, placeholder] of Object.entries(template.fields)) {
    const value = data[field];
    if (Array.isArray(value)) value.forEach((item, i) => same(item, placeholder) && uses.push({ placeholder, path: [field, i] }));
    else if (same(value, placeholder)) uses.push({ placeholder, path: [field] });
  }
  const bodySentences = template.body.map((placeholder) => ({ placeholder, sentences: sentences(placeholder.text) }));
  for (const { text, line } of bodyLines(raw)) {
    const placeholder = bodySentences.find((candidate) => candidate.sentences.some((sentence) => text.includes(sentence)))?.placeholder;
    if (placeholder) uses.push({ placeholder, bodyLine: line });
  }
  return uses;
}
