import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

/**
 * The entry script is requested by a small inline script once the page has painted, not from the
 * head (why, and what "painted" is: src/islands/loader.client.ts). That module is compiled here
 * and written before `</body>` with the entry's address, with the listener that keeps a search key
 * pressed before the entry has come (src/features/site-search/search-keys.client.ts).
 * The content editor (admin.html) is an application, not a page to paint first: it keeps its
 * module script, and its policy allows no inline script.
 */
function entryAfterFirstPaint(): Plugin {
  return {
    name: 'entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { filename }) {
        // Its module keeps Vite's attribute, written as the site's markup rules write an empty one.
        if (path.basename(filename) === 'admin.html') return html.replace(/ crossorigin(?=[\s>])/g, ' crossorigin=""');
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
        const src = entry.exec(html)?.[1];
        if (!src || !html.includes('</body>')) throw new Error('entry-after-first-paint: no entry script or no </body> in the page template');
        const { outputFiles } = await esbuild({
          stdin: { contents: `import { loadAfterFirstPaint } from './loader.client';\nimport { keepEarlySearchKey } from '../features/site-search/search-keys.client';\nkeepEarlySearchKey();\nloadAfterFirstPaint(${JSON.stringify(src)});`, resolveDir: path.join(import.meta.dirname, 'src', 'islands'), loader: 'ts' },
          bundle: true,
          write: false,
          minify: true,
          format: 'iife',
          target: 'es2022',
          logLevel: 'warning',
        });
        const loader = outputFiles[0]!.text.trim();
        return html.replace(entry, '').replace('</body>', () => `  <script>${loader}</script>\n  </body>`);
      },
    },
  };
}

/**
 * The icon is written into each page (about 200 bytes compressed) rather than fetched: Chromium
 * fetches a page's icon at its load event, which on a post with a photo came before the photo was
 * painted, on the same connection after it (Lighthouse mobile: 0.15 s more of the post's largest
 * paint). public/favicon.svg stays the one source, and is still served (feeds name it).
 */
function inlineFavicon(): Plugin {
  return {
    name: 'inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      const link = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
      if (!html.includes(link)) throw new Error(`inline-favicon: no ${link} in the page template`);
      const svg = readFileSync(path.join(import.meta.dirname, 'public', 'favicon.svg'), 'utf8').trim();
      return html.replace(link, `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml" />`);
    },
  };
}

// Content is compiled outside Vite (npm run content) into public/data/, never imported as
// modules: the bundle stays the same size however many posts there are.
export default defineConfig({
  plugins: [react(), inlineFavicon(), entryAfterFirstPaint()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser of the es2022 target but Safari 16 preloads modules itself; the polyfill cost
    // each page 0.2 KB gzip (and Safari 16 only loses a preload, never a script).
    modulePreload: { polyfill: false },
    // A chunk is named for its module without the `.client` of browser modules: the names are
    // written into the scripts that load them, so the suffix would weigh on every page.
    rolldownOptions: { output: { chunkFileNames: (chunk) => `assets/${chunk.name.replace(/\.client$/, '')}-[hash].js` } },
  },
  server: { host: '127.0.0.1' },
});
