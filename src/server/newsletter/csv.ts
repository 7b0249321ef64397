import type { Subscriber } from '../storage/store';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. The file is
 * often opened in a spreadsheet, which runs a cell starting with = + - @ (or a tab or carriage
 * return before one) as a formula, and an address like `=HYPERLINK(...)@x.com` is valid; such a
 * cell gets a leading single quote so it is always read as text (OWASP, CSV injection).
 */
export function csvField(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_HEADER = ['email', 'sources', 'first_subscribed_at', 'last_subscribed_at', 'language'] as const;

/** The list as CSV with CRLF line ends; sources joined by `;`, times in ISO 8601 UTC, the language by its code (`en`, `es`). */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const row of subscribers) {
    lines.push([row.email, row.sources.join(';'), row.firstSubscribedAt.toISOString(), row.lastSubscribedAt.toISOString(), row.language].map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
