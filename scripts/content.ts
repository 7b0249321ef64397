/**
 * npm run content [-- --drafts] [-- --check] [-- --format github]
 * Validates content/ and writes the site's JSON (public/data/). --drafts keeps draft entries;
 * --check validates without writing; --format github prints problems as GitHub Actions
 * annotations.
 */
import { parseArgs } from 'node:util';
import { compileContent } from './content/compile';
import { errorFormats, type ErrorFormat } from './content/errors';

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
const ok = compileContent({ includeDrafts: values.drafts, write: !values.check, format: values.format as ErrorFormat });
process.exitCode = ok ? 0 : 1;
