import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StorageBusyError } from '../src/server/storage/open-store';
import { devStorageConfig, storageFailure } from './dev-storage';

describe('devStorageConfig', () => {
  it('keeps subscribers in memory by default, so dev never opens the folder npm start holds', () => {
    expect(devStorageConfig({}, '/project')).toEqual({ kind: 'memory' });
  });

  it('lets DATABASE_URL win', () => {
    expect(devStorageConfig({ DATABASE_URL: 'postgresql://localhost/site', NEWSLETTER_DATA_DIR: 'x' }, '/project')).toEqual({
      kind: 'postgres',
      url: 'postgresql://localhost/site',
    });
  });

  it('uses a folder only when NEWSLETTER_DATA_DIR names one', () => {
    expect(devStorageConfig({ NEWSLETTER_DATA_DIR: '.data/newsletter-dev' }, '/project')).toEqual({
      kind: 'pglite',
      dir: path.resolve('/project', '.data/newsletter-dev'),
    });
  });
});

describe('storageFailure', () => {
  it('turns a busy folder into one sentence naming the folder and the process', () => {
    expect(storageFailure(new StorageBusyError('/project/.data/newsletter', 4242))).toBe(
      'Newsletter storage /project/.data/newsletter is in use by process 4242 (probably npm start); subscribers of this development server are kept in memory instead.',
    );
  });

  it('keeps only the first line of any other error', () => {
    const error = new Error('connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap');
    expect(storageFailure(error)).toBe(
      'Newsletter storage could not be opened (connect ECONNREFUSED 127.0.0.1:5432); subscribers of this development server are kept in memory instead.',
    );
  });
});
