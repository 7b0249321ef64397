import { formatError, formatGithub, type ErrorFormat } from './errors';
import { contentDir, dataDir, publicDir, root } from './paths';
import { runPipeline } from './pipeline';
import { writeOutput } from './write';

/** Validates and compiles `content/`; prints every problem and returns false on any. */
export function compileContent(options: { includeDrafts: boolean; write?: boolean; format?: ErrorFormat }): boolean {
  const started = performance.now();
  const result = runPipeline({ contentDir, publicDir, includeDrafts: options.includeDrafts, displayRoot: root });
  if (result.errors.length > 0) {
    console.error(`Content has ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'}; nothing was written:\n`);
    // The runner reads workflow commands from standard output.
    if (options.format === 'github') for (const error of result.errors) console.log(formatGithub(error));
    else for (const error of result.errors) console.error(formatError(error));
    console.error('');
    return false;
  }
  if (options.write !== false) writeOutput(dataDir, result.files);
  const ms = Math.round(performance.now() - started);
  console.log(`Content ok: ${result.blogSlugs.length} posts, ${result.files.size} files ${options.write === false ? 'checked' : 'written'} in ${ms} ms.`);
  return true;
}
