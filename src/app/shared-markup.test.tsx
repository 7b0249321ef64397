import { renderToString } from 'react-dom/server';
import { createGlobalStyle, ServerStyleSheet, styled, StyleSheetContext } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { contentDir, publicDir } from '../../scripts/content/paths';
import { runPipeline } from '../../scripts/content/pipeline';
import { pagesToRender } from '../../scripts/prerender/pages';
import { PAGE_ROUTES_FILE, type PageRoutes } from '../content/page-routes';
import { dataFiles, type BlogPostSummary } from '../content/types';
import { NotFoundError } from '../data/source';
import { render } from '../entry-server';
import { cachedStylis, styleContext } from '../styles/cached-stylis';
import { createSharedMarkupCache, SharedMarkupProvider, SharedRegion, type SharedMarkupCache } from './shared-markup';

const { files } = runPipeline({ contentDir, publicDir, includeDrafts: false });
const source = {
  load: async (file: string) => {
    if (!files.has(file)) throw new NotFoundError(file);
    return files.get(file);
  },
};
const count = (file: string) => (files.get(file) as unknown[]).length;
const everyPage = pagesToRender(
  files.get(dataFiles.blogIndex) as BlogPostSummary[],
  {
    '/blog': count(dataFiles.blogIndex),
    '/resources': count(dataFiles.resources),
    '/resources/guides': count(dataFiles.guides),
  },
  undefined,
  [],
  [],
  (files.get(PAGE_ROUTES_FILE) as PageRoutes).routes,
);

describe('the build reusing the header and footer', () => {
  it('writes every page exactly as rendering it whole does, the first time and the next', async () => {
    const whole = new Map<string, unknown>();
    for (const path of everyPage) whole.set(path, await render(path, source));
    for (let pass = 0; pass < 2; pass++) {
      for (const path of everyPage) {
        const page = await render(path, source, { reuseSharedMarkup: true });
        expect(page, `${path}, pass ${pass + 1}`).toEqual(whole.get(path));
      }
    }
  });
});

const Box = styled.div`
  color: rebeccapurple;
`;
const Note = styled.p<{ $tone: 'a' | 'b' }>`
  margin: ${(p) => (p.$tone === 'a' ? '1px' : '2px')};
`;

function renderPage(cache: SharedMarkupCache | undefined, tree: React.ReactNode) {
  const sheet = new ServerStyleSheet();
  cache?.startPage(sheet);
  const markup = renderToString(
    <StyleSheetContext.Provider value={styleContext(sheet, cachedStylis())}>
      <SharedMarkupProvider cache={cache}>{tree}</SharedMarkupProvider>
    </StyleSheetContext.Provider>,
  );
  return { html: cache ? cache.finishPage(markup) : markup, css: sheet.getStyleTags() };
}

describe('SharedRegion', () => {
  it('renders its children once per id and copies them, with their styles, into later pages', () => {
    let renders = 0;
    function Counted({ label }: { label: string }) {
      renders += 1;
      return (
        <Box>
          <Note $tone="a">{label}</Note>
        </Box>
      );
    }
    const page = (label: string, tone: 'a' | 'b') => (
      <main>
        <Note $tone={tone}>before</Note>
        <SharedRegion id="region">
          <Counted label={label} />
        </SharedRegion>
        <Note $tone="b">after</Note>
      </main>
    );
    const cache = createSharedMarkupCache();
    const first = renderPage(cache, page('shared', 'b'));
    // The label differs, but the id says the markup is the same: the copy wins.
    const second = renderPage(cache, page('not rendered', 'a'));
    expect(renders).toBe(1);
    expect(first).toEqual(renderPage(undefined, page('shared', 'b')));
    expect(second).toEqual(renderPage(undefined, page('shared', 'a')));
    expect(second.html).not.toContain('template');
    expect(second.css).toContain('color:rebeccapurple');
  });

  it('renders plain children and no marker without a cache', () => {
    const { html } = renderPage(undefined, <SharedRegion id="x"><Box>hello</Box></SharedRegion>);
    expect(html).toMatch(/^<div class="[^"]+">hello<\/div>$/);
  });

  it('refuses regions inside regions', () => {
    const cache = createSharedMarkupCache();
    const nested = (
      <SharedRegion id="outer">
        <SharedRegion id="inner">
          <Box />
        </SharedRegion>
      </SharedRegion>
    );
    expect(() => renderPage(cache, nested)).toThrow('Shared markup "inner" is inside "outer"; regions do not nest');
  });

  it('refuses to copy a region with global styles, which it cannot replay', () => {
    const Global = createGlobalStyle`body { margin: 0; }`;
    const cache = createSharedMarkupCache();
    const page = (
      <SharedRegion id="with global">
        <Global />
        <Box />
      </SharedRegion>
    );
    expect(() => renderPage(cache, page)).toThrow(/global styles do not belong in a shared region/);
  });
});
