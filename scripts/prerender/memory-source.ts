import type { DataSource } from '../../src/data/source';

/**
 * Serves the build's generated files, handed over as JSON text by the content compile, for server
 * rendering: the build writes none of them to disk to read them back. Each file is parsed once.
 * `NotFound` is the error class of the server bundle that renders. `additions` holds, by file,
 * fields this thread kept in memory instead (a post's body, parsed by the worker that renders it).
 */
export function createMemorySource(
  files: ReadonlyMap<string, string>,
  NotFound: new (file: string) => Error,
  additions: ReadonlyMap<string, object> = new Map(),
): DataSource {
  const parsed = new Map<string, unknown>();
  return {
    async load(file) {
      if (parsed.has(file)) return parsed.get(file);
      const text = files.get(file);
      if (text === undefined) throw new NotFound(file);
      const added = additions.get(file);
      const data = added ? { ...(JSON.parse(text) as object), ...added } : (JSON.parse(text) as unknown);
      parsed.set(file, data);
      return data;
    },
  };
}
