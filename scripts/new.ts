/**
 * npm run new -- <post|guide|resource|faq|job> "<title>"
 * npm run new -- translation <English file> ["<Spanish title>"]
 * Writes a draft with valid front matter under content/ (or CONTENT_DIR, as `npm run dev` reads
 * it) and says where `npm run dev` shows it; or the Spanish translation of an English file, with
 * the English text to translate, and says what to do next.
 */
import path from 'node:path';
import { todayCalendarDate } from '../src/lib/dates';
import { contentDir as defaultContentDir } from './content/paths';
import { previewLine } from './dev-address';
import { ScaffoldError, scaffold, scaffoldTypes, writeScaffold, type ScaffoldType } from './content/scaffold';
import { nextSteps, scaffoldTranslation, writeTranslation } from './content/translation-scaffold';
import { answerHelp } from './help';

const types = Object.keys(scaffoldTypes);
answerHelp(`
Usage: npm run new -- <${types.join('|')}> "<title>"
       npm run new -- translation <English file> ["<Spanish title>"]

Starts a draft under content/ with valid front matter, today's date in Houston and the allowed
categories in a comment, and prints where npm run dev shows it. Never overwrites a file.

With translation, writes the Spanish file of an English one in its folder under content/es/:
the English text to translate, translationOf and the sourceHash of the English as it is now (a
post, FAQ or resource as a draft, named by the Spanish title when given), then says what to do
next. Refuses a file that is not translated, or that already has its Spanish file.

Options:
  -h, --help         show this help

Environment:
  CONTENT_DIR        the content folder to write into (default: content/)
  PORT               the port of npm run dev, for the preview address

Examples:
  npm run new -- post "Wound Care at Home"
  npm run new -- faq "Do you serve Fort Bend County?"
  npm run new -- translation content/blog/first-week-home-preventing-readmissions.md "La primera semana en casa"
`);
const [type, title, ...extra] = process.argv.slice(2);
const translation = type === 'translation';
if (!type || !(types.includes(type) || translation) || !title?.trim() || extra.length > (translation ? 1 : 0)) {
  console.error(
    `Usage: npm run new -- <${types.join('|')}> "<title>", like: npm run new -- post "Wound Care at Home"\n` +
      '   or: npm run new -- translation <English file> ["<Spanish title>"], like: npm run new -- translation content/faq/what-does-it-cost.md',
  );
  process.exit(1);
}

const contentDir = path.resolve(process.env.CONTENT_DIR || defaultContentDir);

try {
  if (translation) {
    const item = scaffoldTranslation(contentDir, title.trim(), extra[0] === undefined ? {} : { title: extra[0] });
    writeTranslation(contentDir, item);
    for (const line of nextSteps(item)) console.log(line);
    console.log(previewLine(process.env, item.previewPath));
    process.exit(0);
  }
  const item = scaffold(type as ScaffoldType, title.trim(), todayCalendarDate());
  const written = writeScaffold(contentDir, item);
  console.log(`Wrote ${path.relative(path.dirname(contentDir), written).split(path.sep).join('/')} (a draft: remove "draft: true" to publish it).`);
  console.log(previewLine(process.env, item.previewPath));
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(error.message);
  process.exit(1);
}
