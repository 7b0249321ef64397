import { data } from 'react-router-dom';
import { dataFiles } from '../content/types';

/**
 * Where route loaders get the generated JSON: from disk while prerendering, over HTTP in the
 * browser. Each entry installs its own source before it creates the router.
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
