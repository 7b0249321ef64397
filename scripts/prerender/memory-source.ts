import type { DataSource } from '../../src/data/source';

/**
 * Serves the build's generated files, handed over as JSON text by the content compile, for server
 * rendering: the build writes none of them to disk to read them back. Each file is parsed once.
 * `NotFound` is the error class of the server bundle that renders.
 */
export function createMemorySource(files: ReadonlyMap<string, string>, NotFound: new (file: string) => Error): DataSource {
  const parsed = new Map<string, unknown>();
  return {
    async load(file) {
      if (parsed.has(file)) return parsed.get(file);
      const text = files.get(file);
      if (text === undefined) throw new NotFound(file);
      const data = JSON.parse(text) as unknown;
      parsed.set(file, data);
      return data;
    },
  };
}
