import { languages, type Language } from '../../src/config/languages';
import { categoryKey, howItWorksGroupKey } from '../../src/features/search/island-text';
import type { InterfaceText } from '../../src/i18n/text';
import { closest } from './errors';
import { INTERFACE_DIR } from './interface-text';

/** A value written without its accents or case, to match what a translator wrote to a label. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The key of the interface words that show a field's fixed value, by field: what the pages translate them with. */
const labelKeys: Readonly<Record<string, (value: string) => string>> = { category: categoryKey, howItWorks: howItWorksGroupKey };

/**
 * The hint for a value of a translated file that must be one of a field's fixed values (a
 * category): those stay in English in every language, since the listings filter by them and the
 * site shows each in the page's language from the interface words. Names the English value whose
 * label was written (`Atención al paciente` is Patient Care), and where the label comes from.
 */
export function englishValueHint(options: { field: string; value: string; allowed: readonly string[]; language: Language; text: InterfaceText | undefined }): string {
  const { field, value, allowed, language, text } = options;
  const name = languages[language].englishName;
  const labelKey = labelKeys[field];
  const labels = allowed.flatMap((english) => {
    const key = labelKey?.(english);
    if (key === undefined) return [];
    const label = text && Object.hasOwn(text, key) ? text[key] : undefined;
    return label ? [{ english, key, label }] : [];
  });
  const stays = `${field} stays in English in every language`;
  if (labels.length === 0) return `${stays}: write one of: ${allowed.join(', ')}`;
  const written = plain(value);
  const meant =
    labels.find((label) => plain(label.label) === written) ??
    labels.find((label) => plain(label.label) === closest(written, labels.map((other) => plain(other.label)))) ??
    labels.find((label) => plain(label.english) === closest(written, labels.map((other) => plain(other.english))));
  const catalogue = `content/${INTERFACE_DIR}/${language}.yml`;
  if (meant) return `${stays}: write ${field}: ${meant.english}; the ${name} page shows it as "${meant.label}", from ${meant.key} in ${catalogue}`;
  const group = labels[0]!.key.slice(0, labels[0]!.key.lastIndexOf('.'));
  return `${stays}: write one of: ${allowed.join(', ')}; the ${name} page shows each in ${name} from ${group} in ${catalogue}`;
}
