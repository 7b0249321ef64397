/**
 * npm run content [-- --drafts] [-- --check] [-- --format github]
 * Validates content/ and writes the site's JSON (public/data/). --drafts keeps draft entries;
 * --check validates without writing; --format github prints problems as GitHub Actions
 * annotations. Translations whose English changed since they were made are warnings, printed
 * after the errors: they do not fail the check (npm run translations lists them).
 */
import { parseArgs } from 'node:util';
import { compile } from './content/compile';
import { errorFormats, type ErrorFormat } from './content/errors';
import { answerHelp } from './help';

answerHelp(`
Usage: npm run content [-- --check] [--drafts] [--format text|github]

Validates content/ and writes the site's JSON to public/data/, leaving out drafts, entries dated
after today in Houston and jobs past their validThrough. Then lists, as warnings that do not fail
it, the translations whose English changed since they were made.

Options:
  --check            validate only; write nothing
  --drafts           keep draft entries
  --format github    print each problem as a GitHub Actions annotation (default: text)
  -h, --help         show this help

Examples:
  npm run content
  npm run content -- --check --format github
`);

function options() {
  try {
    return parseArgs({
      options: {
        drafts: { type: 'boolean', default: false },
        check: { type: 'boolean', default: false },
        format: { type: 'string', default: 'text' },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}. Usage: npm run content [-- --drafts] [-- --check] [-- --format github]`);
    process.exit(1);
  }
}
const values = options();
if (!(errorFormats as readonly string[]).includes(values.format)) {
  console.error(`Unknown --format "${values.format}"; use one of: ${errorFormats.join(', ')}.`);
  process.exit(1);
}
const result = compile({ includeDrafts: values.drafts, write: !values.check, format: values.format as ErrorFormat });
// The warnings, printed by compile after the errors, never fail the check.
process.exitCode = result.ok ? 0 : 1;
