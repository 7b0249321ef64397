import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes the generated files into a fresh folder beside `outDir`, then swaps it into place, so
 * a reader never sees half of one run and half of another.
 */
export function writeOutput(outDir: string, files: Map<string, unknown>): void {
  const staging = `${outDir}.next-${process.pid}`;
  const previous = `${outDir}.previous-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  for (const [relative, data] of files) {
    const file = path.join(staging, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(data));
  }
  mkdirSync(path.dirname(outDir), { recursive: true });
  try {
    renameSync(outDir, previous);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  renameSync(staging, outDir);
  rmSync(previous, { recursive: true, force: true });
}
