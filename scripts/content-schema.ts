/**
 * npm run content:schema
 * Writes a JSON Schema per content type from the zod schemas to .vscode/schemas/, for editors.
 * Run it after changing a schema (a content type's, in scripts/content/types/, or those of
 * src/content/schemas.ts); a unit test fails while the files are stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderJsonSchemas, schemaDir } from './content/json-schemas';
import { root } from './content/paths';
import { answerHelp } from './help';

answerHelp(`
Usage: npm run content:schema

Writes a JSON Schema per content type, from the zod schemas, to .vscode/schemas/, for editors to
complete and check content files. Run it after changing a schema; a unit test fails while the
files are stale.

Options:
  -h, --help         show this help

Example:
  npm run content:schema
`);

const dir = path.join(root, schemaDir);
mkdirSync(dir, { recursive: true });
const files = renderJsonSchemas();
for (const [name, text] of files) writeFileSync(path.join(dir, name), text);
console.log(`Wrote ${files.size} schemas to ${schemaDir}/.`);
