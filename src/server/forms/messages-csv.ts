import { answerNames } from '../../contracts/forms/labels';
import { csvField } from '../newsletter/csv';
import type { FormMessage } from './message-store';

/** Columns of the export: both forms' fields, empty where a message's form has no such field. */
export const MESSAGES_CSV_HEADER = [
  'id',
  'kind',
  'received_at',
  'email',
  'name',
  'phone',
  'company',
  'service',
  'agency_name',
  'contact_name',
  'license_number',
  'counties',
  'services',
  'insurances',
  'message',
  'mail_state',
  'language',
] as const;

const fieldOf: Partial<Record<(typeof MESSAGES_CSV_HEADER)[number], string>> = {
  agency_name: 'agencyName',
  contact_name: 'contactName',
  license_number: 'licenseNumber',
};

/** The messages as CSV with CRLF line ends; lists joined by `;`, choices by their names, times in ISO 8601 UTC, the language by its code (`en`, `es`). */
export function messagesCsv(messages: readonly FormMessage[]): string {
  const lines = [MESSAGES_CSV_HEADER.join(',')];
  for (const message of messages) {
    const fields = message.fields as Record<string, string | string[] | undefined>;
    const cells = MESSAGES_CSV_HEADER.map((column) => {
      if (column === 'id') return String(message.id);
      if (column === 'kind') return message.kind;
      if (column === 'received_at') return message.receivedAt.toISOString();
      if (column === 'email') return message.email;
      if (column === 'mail_state') return message.mail.state;
      if (column === 'language') return message.language;
      const name = fieldOf[column] ?? column;
      const value = fields[name];
      return value === undefined ? '' : answerNames(name, value).join(';');
    });
    lines.push(cells.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
