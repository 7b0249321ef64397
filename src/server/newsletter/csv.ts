import type { Subscriber } from './store';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. Addresses are
 * written exactly as stored (no spreadsheet-formula escaping), because the file is for an email
 * provider's import, which must receive the address itself.
 */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export const CSV_HEADER = ['email', 'sources', 'first_subscribed_at', 'last_subscribed_at'] as const;

/** The list as CSV with CRLF line ends; sources joined by `;`, times in ISO 8601 UTC. */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const row of subscribers) {
    lines.push([row.email, row.sources.join(';'), row.firstSubscribedAt.toISOString(), row.lastSubscribedAt.toISOString()].map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
