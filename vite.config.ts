import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The entry script is requested once the page has painted, not from the head: a slow phone's
 * connection then carries the page alone until it is on screen, and the script follows.
 * Lighthouse mobile (simulated throttling) on six pages: first paint 0.80-0.90 s with the script
 * in the head, 0.70-0.75 s so.
 * "Painted" is what the browser reports once the frame is on screen: on a page with a picture of
 * its own (its LCP image, which `fetchpriority="high"` and `elementtiming` mark), the picture by
 * Element Timing; on another page, its first contentful paint. Two animation frames after the
 * body were not enough: the paint, or the picture, could reach the screen later, and the script
 * then shared the connection and the main thread with it (Lighthouse counted it in the largest
 * paint: a post's 0.9 s became 1.05 s, the FAQ's 0.82 s became 0.9 s). A framed page (a form page,
 * kept invisible until its script says it is ready, never reports a paint) still waits two frames.
 * Nothing holds the script for long: a picture that fails, or is decoded but never painted (off
 * screen), lets it go at once or a second later, browsers without these timings wait two frames,
 * and the first key, pointer, touch or scroll asks for it at once.
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
        const loader = [
          '(function(){',
          "var asked=false,img=document.querySelector('img[fetchpriority=high]'),",
          'types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
          `function load(){if(asked)return;asked=true;var s=document.createElement('script');s.type='module';s.src='${src}';document.head.appendChild(s)}`,
          'function frames(){requestAnimationFrame(function(){requestAnimationFrame(load)})}',
          // Loads once the browser reports a paint of `type` that `painted` accepts; two frames where it reports none.
          'function reported(type,painted){if(types.indexOf(type)<0)return frames();',
          'new PerformanceObserver(function(list){list.getEntries().forEach(function(e){if(painted(e))setTimeout(load)})})',
          '.observe({type:type,buffered:true})}',
          "['keydown','pointerdown','touchstart','wheel','scroll'].forEach(function(t){addEventListener(t,load,{once:true,passive:true,capture:true})});",
          'if(window.parent!==window)frames();',
          "else if(!img||!img.decode)reported('paint',function(e){return e.name==='first-contentful-paint'});",
          "else img.decode().then(function(){reported('element',function(e){return e.element===img});setTimeout(load,1000)},frames)",
          '})()',
        ].join('');
        return html.replace(entry, '').replace('</body>', `  <script>${loader}</script>\n  </body>`);
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
