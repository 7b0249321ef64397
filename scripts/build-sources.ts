import { readFileSync } from 'node:fs';

/**
 * What a build reads: the files and folders of build-sources.json, and what in them the content
 * scripts generate. Plain data, so that start.mjs reads it too without the development dependencies.
 */
export const buildSources = JSON.parse(readFileSync(new URL('./build-sources.json', import.meta.url), 'utf8')) as { files: string[]; generated: string[] };
