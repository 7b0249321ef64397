import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The entry script is requested once the page has painted (two animation frames), not from the
 * head: a slow phone's connection then carries the page alone until it is on screen, and the
 * script follows. Lighthouse mobile (simulated throttling) on six pages: first paint 0.80-0.90 s
 * with the script in the head, 0.70-0.75 s so; largest paint 0.88-1.15 s, 0.76-0.92 s so.
 * The frames are counted from the end of the body, once the whole page is parsed: counted from
 * the head, the first frame could come while the parser was still short of the rest of the page.
 */
function entryAfterFirstPaint(): Plugin {
  return {
    name: 'entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
        const src = entry.exec(html)?.[1];
        if (!src || !html.includes('</body>')) throw new Error('entry-after-first-paint: no entry script or no </body> in the page template');
        const loader = `<script>requestAnimationFrame(function(){requestAnimationFrame(function(){var s=document.createElement('script');s.type='module';s.src='${src}';document.head.appendChild(s)})})</script>`;
        return html.replace(entry, '').replace('</body>', `  ${loader}\n  </body>`);
      },
    },
  };
}

// Content is compiled outside Vite (npm run content) into public/data/, never imported as
// modules: the bundle stays the same size however many posts there are.
export default defineConfig({
  plugins: [react(), entryAfterFirstPaint()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser of the es2022 target but Safari 16 preloads modules itself; the polyfill cost
    // each page 0.2 KB gzip (and Safari 16 only loses a preload, never a script).
    modulePreload: { polyfill: false },
  },
  server: { host: '127.0.0.1' },
});
