/**
 * npm run new -- <post|guide|resource|faq|job> "<title>"
 * Writes a draft with valid front matter under content/ (or CONTENT_DIR, as `npm run dev` reads
 * it) and says where `npm run dev` shows it.
 */
import path from 'node:path';
import { todayCalendarDate } from '../src/lib/dates';
import { contentDir as defaultContentDir } from './content/paths';
import { previewLine } from './dev-address';
import { ScaffoldError, scaffold, scaffoldTypes, writeScaffold, type ScaffoldType } from './content/scaffold';
import { answerHelp } from './help';

const types = Object.keys(scaffoldTypes);
answerHelp(`
Usage: npm run new -- <${types.join('|')}> "<title>"

Starts a draft under content/ with valid front matter, today's date in Houston and the allowed
categories in a comment, and prints where npm run dev shows it. Never overwrites a file.

Options:
  -h, --help         show this help

Environment:
  CONTENT_DIR        the content folder to write into (default: content/)
  PORT               the port of npm run dev, for the preview address

Examples:
  npm run new -- post "Wound Care at Home"
  npm run new -- faq "Do you serve Fort Bend County?"
`);
const [type, title, ...extra] = process.argv.slice(2);
if (!type || !types.includes(type) || !title?.trim() || extra.length > 0) {
  console.error(`Usage: npm run new -- <${types.join('|')}> "<title>", like: npm run new -- post "Wound Care at Home"`);
  process.exit(1);
}

const contentDir = path.resolve(process.env.CONTENT_DIR || defaultContentDir);

try {
  const item = scaffold(type as ScaffoldType, title.trim(), todayCalendarDate());
  const written = writeScaffold(contentDir, item);
  console.log(`Wrote ${path.relative(path.dirname(contentDir), written).split(path.sep).join('/')} (a draft: remove "draft: true" to publish it).`);
  console.log(previewLine(process.env, item.previewPath));
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(error.message);
  process.exit(1);
}
