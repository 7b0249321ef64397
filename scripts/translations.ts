/**
 * npm run translations [-- --update <file> ...]
 * Lists every translation under content/<language>/ with its state: current, out of date (with
 * what changed in the English), or wrong; then the English files still missing a translation.
 * --update records in a translation the version of its English file as it is now, once a
 * translator has brought it up to date. Reads CONTENT_DIR instead of content/ when set.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentDir as defaultContentDir } from './content/paths';
import { formatError } from './content/errors';
import { checkTranslations, formatTranslationList, recordSourceHash, resolveTranslation, TranslationUpdateError } from './content/translations';
import { answerHelp } from './help';

const usage = 'Usage: npm run translations [-- --update content/es/<file> ...]';
answerHelp(`
${usage}

Lists every translation under content/<language>/ as current, out of date (with what changed in
the English since) or wrong, then the English files that have no translation yet.

Options:
  --update FILE      record in the translation FILE the version of its English as it is now,
                     once it is brought up to date (may be given more than once)
  -h, --help         show this help

Environment:
  CONTENT_DIR        the content folder to read (default: content/)

Examples:
  npm run translations
  npm run translations -- --update content/es/pages/privacy.md
`);
function options() {
  try {
    return parseArgs({ options: { update: { type: 'string', multiple: true, default: [] } } }).values;
  } catch (error) {
    console.error(`${(error as Error).message}. ${usage}`);
    process.exit(1);
  }
}

const values = options();
const contentDir = path.resolve(process.env.CONTENT_DIR || defaultContentDir);
const display = (file: string) => path.relative(path.dirname(contentDir), file).split(path.sep).join('/');

if (values.update.length > 0) {
  let failed = false;
  for (const typed of values.update) {
    const file = resolveTranslation(contentDir, typed);
    if (!file) {
      console.error(`${typed}: not a translation file under ${display(contentDir)}/<language>/. ${usage}`);
      failed = true;
      continue;
    }
    try {
      const { source, hash, changed } = recordSourceHash(contentDir, file);
      const english = display(path.join(contentDir, source));
      console.log(changed ? `${display(file)}: recorded sourceHash "${hash}", the version of ${english} as it is now.` : `${display(file)}: already records ${english} as it is now ("${hash}").`);
    } catch (error) {
      if (!(error instanceof TranslationUpdateError)) throw error;
      console.error(`${display(file)}: ${error.message}`);
      failed = true;
    }
  }
  process.exitCode = failed ? 1 : 0;
} else {
  const report = checkTranslations(contentDir, display);
  for (const line of formatTranslationList(report, contentDir, display)) console.log(line);
  if (report.errors.length > 0) {
    console.error(`${report.errors.length} problem${report.errors.length === 1 ? '' : 's'} with translations:\n`);
    for (const error of report.errors) console.error(formatError(error));
    process.exitCode = 1;
  }
}
