import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { contentDir, publicDir } from '../../scripts/content/paths';
import { runPipeline } from '../../scripts/content/pipeline';
import { NotFoundError, type DataSource } from '../../src/data/source';

/**
 * The site's data compiled from a copy of content/ in `dir` where an author has edited one file
 * (`file`, relative to content/), as the pages' loaders read it. The edit must leave the content valid.
 */
export function contentWithEdit(dir: string, file: string, edit: (text: string) => string): DataSource {
  cpSync(contentDir, dir, { recursive: true });
  const target = path.join(dir, file);
  writeFileSync(target, edit(readFileSync(target, 'utf8')));
  const { errors, files } = runPipeline({ contentDir: dir, publicDir, includeDrafts: false });
  expect(errors).toEqual([]);
  return {
    load: async (name: string) => {
      if (!files.has(name)) throw new NotFoundError(name);
      return files.get(name);
    },
  };
}
