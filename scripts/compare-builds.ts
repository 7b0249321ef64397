/**
 * Compares what two builds serve: every page, feed, sitemap and data file under `client/`.
 * A restructuring of the code is meant to change no byte a visitor receives; this says which
 * files differ and where, so each difference is either explained or mended.
 *
 *   npx tsx scripts/compare-builds.ts <old dist> [new dist, default dist]
 *
 * Exits 1 when a file differs, is missing or is new.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** What a visitor or a crawler reads; hashed assets are named by their content and compared by name. */
const compared = /\.(html|xml|json|txt|webmanifest)$|^_headers$|^_redirects$/;

async function listFiles(root: string, dir = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(root, relative);
      return compared.test(entry.name) || relative.startsWith(`assets${path.sep}`) ? [relative] : [];
    }),
  );
  return files.flat().sort();
}

/** The first place two texts part, with a little of each around it. */
export function firstDifference(before: string, after: string, context = 80): string {
  let at = 0;
  while (at < before.length && at < after.length && before[at] === after[at]) at += 1;
  const line = before.slice(0, at).split('\n').length;
  const start = Math.max(0, at - context);
  return [
    `  line ${line}, character ${at}:`,
    `  - ${JSON.stringify(before.slice(start, at + context))}`,
    `  + ${JSON.stringify(after.slice(start, at + context))}`,
  ].join('\n');
}

export async function compareBuilds(oldDist: string, newDist: string): Promise<string[]> {
  const [oldFiles, newFiles] = await Promise.all([listFiles(path.join(oldDist, 'client')), listFiles(path.join(newDist, 'client'))]);
  const newSet = new Set(newFiles);
  const oldSet = new Set(oldFiles);
  const report: string[] = [];
  for (const file of oldFiles) if (!newSet.has(file)) report.push(`missing: ${file}`);
  for (const file of newFiles) if (!oldSet.has(file)) report.push(`new: ${file}`);
  for (const file of oldFiles) {
    if (!newSet.has(file) || file.startsWith(`assets${path.sep}`)) continue;
    const [before, after] = await Promise.all([
      readFile(path.join(oldDist, 'client', file), 'utf8'),
      readFile(path.join(newDist, 'client', file), 'utf8'),
    ]);
    if (before !== after) report.push(`differs: ${file} (${before.length} -> ${after.length} characters)\n${firstDifference(before, after)}`);
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [oldDist, newDist = 'dist'] = process.argv.slice(2);
  if (!oldDist) {
    console.error('Usage: npx tsx scripts/compare-builds.ts <old dist> [new dist]');
    process.exit(2);
  }
  const report = await compareBuilds(oldDist, newDist);
  console.log(report.length === 0 ? 'The two builds serve the same files, byte for byte.' : report.join('\n'));
  process.exitCode = report.length === 0 ? 0 : 1;
}
