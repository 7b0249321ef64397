import { data } from 'react-router-dom';
import { dataFiles } from '../content/types';

/**
 * Where the generated JSON comes from: from disk for the route loaders while prerendering (the
 * server entry installs it), over HTTP in the browser (browser-source, for the search index).
 */
export interface DataSource {
  /** Resolves the file's JSON, or rejects with NotFoundError when there is no such file. */
  load(file: string): Promise<unknown>;
}

export class NotFoundError extends Error {
  constructor(readonly file: string) {
    super(`No content at ${file}`);
    this.name = 'NotFoundError';
  }
}

let source: DataSource | undefined;

export function setDataSource(next: DataSource): void {
  source = next;
}

/** Loads a generated file; a missing one becomes a 404 for the route. */
export async function loadData<T>(file: string): Promise<T> {
  if (!source) throw new Error('No data source installed');
  try {
    return (await source.load(file)) as T;
  } catch (error) {
    if (error instanceof NotFoundError) throw data({ file: error.file }, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}

export { dataFiles };
