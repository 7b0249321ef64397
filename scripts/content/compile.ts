import path from 'node:path';
import { formatError, formatGithub, type ContentError, type ErrorFormat } from './errors';
import { contentDir as defaultContentDir, dataDir, publicDir, root } from './paths';
import { runPipeline, type ContentImage, type ContentSources, type HeldEntry, type ParsedEntry } from './pipeline';
import { formatSummary } from './summary';
import { formatWarnings, type ContentWarning } from './translations';
import { writeOutput } from './write';

export interface CompileOptions {
  includeDrafts: boolean;
  write?: boolean;
  format?: ErrorFormat;
  /** Another content folder (development on a copy); messages name files relative to its parent. */
  contentDir?: string;
  /** The content files already read, and those the build's workers parsed (see PipelineOptions). */
  sources?: ContentSources;
  parsed?: ReadonlyMap<string, ParsedEntry>;
}

export interface CompileResult {
  ok: boolean;
  errors: ContentError[];
  /** Problems that do not stop the site (translations whose English changed since); printed as warnings. */
  warnings: ContentWarning[];
  held: HeldEntry[];
  /** The generated files by path relative to the data folder; empty when there are errors. */
  files: Map<string, unknown>;
  /** The source file of each published post, by slug. */
  postSources: Map<string, string>;
  /** The source file of each published entry with a page of its own, in every language, by its page's address. */
  pageSources: Map<string, string>;
  /** The data file of each entry's page, published or ended, by its address (see PipelineResult). */
  entryPages: Map<string, string>;
  /** The addresses of the ended entries' pages, which neither the sitemap nor the search holds. */
  endedPages: string[];
  /** The raster images under public/ the published content shows (see PipelineResult); empty when there are errors. */
  images: ContentImage[];
}

/**
 * Prints the warnings after the errors or the summary, where every command that compiles (check,
 * dev, build) shows them: they never fail it. The runner reads annotations from standard output.
 */
function printWarnings(warnings: readonly ContentWarning[], format: ErrorFormat = 'text'): void {
  const lines = formatWarnings(warnings, format);
  if (format === 'github') for (const line of lines) console.log(line);
  else for (const line of lines) console.error(line);
}

/** Validates and compiles the content folder; prints every problem, and the warnings. */
export function compile(options: CompileOptions): CompileResult {
  const started = performance.now();
  const contentDir = options.contentDir ?? defaultContentDir;
  const displayRoot = options.contentDir ? path.dirname(contentDir) : root;
  const result = runPipeline({ contentDir, publicDir, includeDrafts: options.includeDrafts, displayRoot, sources: options.sources, parsed: options.parsed });
  if (result.errors.length > 0) {
    console.error(`Content has ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'}; nothing was written:\n`);
    // The runner reads workflow commands from standard output.
    if (options.format === 'github') for (const error of result.errors) console.log(formatGithub(error));
    else for (const error of result.errors) console.error(formatError(error));
    console.error('');
    printWarnings(result.warnings, options.format);
    return { ok: false, errors: result.errors, warnings: result.warnings, held: result.held, files: result.files, postSources: result.postSources, pageSources: result.pageSources, entryPages: result.entryPages, endedPages: result.endedPages, images: result.images };
  }
  if (options.write !== false) writeOutput(dataDir, result.files);
  const ms = Math.round(performance.now() - started);
  console.log(formatSummary(result.counts, { draftsKept: options.includeDrafts, action: options.write === false ? 'checked' : 'written', ms }));
  printWarnings(result.warnings, options.format);
  return { ok: true, errors: [], warnings: result.warnings, held: result.held, files: result.files, postSources: result.postSources, pageSources: result.pageSources, entryPages: result.entryPages, endedPages: result.endedPages, images: result.images };
}

/** Validates and compiles `content/`; prints every problem and returns false on any. */
export function compileContent(options: CompileOptions): boolean {
  return compile(options).ok;
}
