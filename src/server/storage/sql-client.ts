/** The little a store needs from a database client; PGlite and a pg Pool both fit behind it. */
export interface SqlClient {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs `work` inside BEGIN/COMMIT on one connection (rolled back if it throws). */
  transaction<T>(work: (tx: Pick<SqlClient, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
