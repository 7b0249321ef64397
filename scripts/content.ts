/**
 * npm run content [-- --drafts] [-- --check]
 * Validates content/ and writes the site's JSON (public/data/). --drafts keeps draft entries;
 * --check validates without writing.
 */
import { compileContent } from './content/compile';

const args = new Set(process.argv.slice(2));
const ok = compileContent({ includeDrafts: args.has('--drafts'), write: !args.has('--check') });
process.exitCode = ok ? 0 : 1;
