import { QueryClient } from '@tanstack/query-core';
import { DATA_BASE } from '../content/types';
import { NotFoundError, type DataSource } from './source';

/** A failed load is tried again 3 times, after min(1000 * 2^n, 30000) ms; unused data is kept 5 minutes. */
export const FETCH_RETRIES = 3;
export const CACHE_MS = 5 * 60 * 1000;
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: CACHE_MS, gcTime: CACHE_MS } },
});

async function fetchJson(file: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(`${DATA_BASE}/${file}`, { signal, headers: { accept: 'application/json' } });
  if (response.status === 404) throw new NotFoundError(file);
  if (!response.ok) throw new Error(`Could not load ${file} (HTTP ${response.status})`);
  return response.json();
}

/** Fetches generated JSON in the browser, retrying failed loads and caching what loaded. */
export const browserSource: DataSource = {
  load: (file) =>
    queryClient.fetchQuery({
      queryKey: ['content', file],
      queryFn: ({ signal }) => fetchJson(file, signal),
      retry: (failures, error) => !(error instanceof NotFoundError) && failures < FETCH_RETRIES,
      retryDelay,
    }),
};
