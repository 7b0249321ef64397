// @ts-check
import { readFileSync } from 'node:fs';
import { defineConfig } from 'astro/config';

// The site's facts and listing page size, written beside the posts by the bench (scripts/bench/astro-peer.ts).
const site = JSON.parse(readFileSync(new URL('./src/site.json', import.meta.url), 'utf8'));

export default defineConfig({
  site: site.url,
  // Kept in the peer's own folder, so a cold build removes it with dist/ (the default is under
  // node_modules, which the bench's copies share).
  cacheDir: './.astro-cache',
});
