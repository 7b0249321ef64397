import type { FaqEntry } from '../../content/types';

/** schema.org FAQPage data of the questions, with the answers as plain text. */
export function faqPageSchema(entries: readonly FaqEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answerText },
    })),
  };
}
