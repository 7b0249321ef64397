import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The build is one script run from top to bottom: the order of its steps is the order of its text.
const source = readFileSync(path.join(import.meta.dirname, 'build.ts'), 'utf8');
const indexOf = (text: string) => {
  const index = source.indexOf(text);
  expect(index, text).toBeGreaterThanOrEqual(0);
  return index;
};

describe('npm run build', () => {
  it('writes build-info.json, by which npm start serves a build, once, after every step that can fail the build', () => {
    const stamp = indexOf('writeFile(buildInfoFile');
    expect(source.match(/writeFile\(buildInfoFile/g)).toHaveLength(1);
    for (const step of ['await thirdPartyInSite(', 'await writeSecurityHeaders(', 'await productionChecked', 'await precompressDir(clientDir, { done })']) {
      expect(indexOf(step), step).toBeLessThan(stamp);
    }
    const exits = [...source.matchAll(/process\.exit\(/g)].map((match) => match.index);
    expect(exits.length).toBeGreaterThan(0);
    expect(Math.max(...exits)).toBeLessThan(stamp);
  });
});
