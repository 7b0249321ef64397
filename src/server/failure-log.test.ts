import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { failureForLog } from './failure-log';
import { StorageUnavailableError } from './storage/unavailable';

describe('failureForLog', () => {
  it('names the request, the fields and the class and code of a database error, and keeps neither its text nor its parameters', () => {
    const error = Object.assign(new Error('value too long: "Ann Secret"'), { name: 'DatabaseError', code: '22001', params: ['Ann Secret'] });
    const logged = failureForLog('A contact form post', error, 'req-1', ['name', 'message']);
    expect(logged.message).toBe('A contact form post failed (request req-1; fields: name, message): DatabaseError 22001');
    expect(inspect(logged)).not.toContain('Secret');
    expect(logged.stack).toMatch(/^RequestFailure: A contact form post failed[^\n]*\n\s+at /);
  });

  it('keeps the message of an error that holds no stored data, and follows its cause', () => {
    const lost = new StorageUnavailableError('PostgreSQL: Connection terminated unexpectedly', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });
    expect(failureForLog('A newsletter subscription', lost, 'req-2').message).toBe(
      'A newsletter subscription failed (request req-2): StorageUnavailableError PostgreSQL: Connection terminated unexpectedly; cause: Error ECONNRESET read ECONNRESET',
    );
    expect(failureForLog('A newsletter subscription', 'a string', 'req-3').message).toBe('A newsletter subscription failed (request req-3): string');
  });
});
