import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetContext, StyleSheetManager } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { contentDir, publicDir } from '../../scripts/content/paths';
import { runPipeline } from '../../scripts/content/pipeline';
import { NotFoundError } from '../data/source';
import { render } from '../entry-server';
import { dataFiles, type BlogPostSummary } from '../content/types';
import { PostCard } from '../features/blog/PostCard';
import { CategoryChips } from '../features/search/CategoryChips';
import { EmptyState } from '../features/search/EmptyState';
import { GlobalStyle } from './GlobalStyle';
import { cachedStylis, styleContext, type Stringifier } from './cached-stylis';
import { InPage } from '../../tests/support/render-in-page';

const { files } = runPipeline({ contentDir, publicDir, includeDrafts: false });
const source = {
  load: async (file: string) => {
    if (!files.has(file)) throw new NotFoundError(file);
    return files.get(file);
  },
};
const styleOf = async (path: string) => (await render(path, source)).headHtml.match(/<style[\s\S]*<\/style>/)?.[0];

describe('cachedStylis', () => {
  it('gives what stylis gives, call after call, in arrays of its own', () => {
    const calls: Parameters<Stringifier>[] = [];
    const base = Object.assign((...args: Parameters<Stringifier>) => {
      calls.push(args);
      return [`${args[1]}{${args[0]}}`];
    }, { hash: 'h' }) as Stringifier;
    const stylis = cachedStylis(base);
    const first = stylis('color:red;', '.a', undefined, 'sc-1');
    first.push('changed by a caller');
    expect(stylis('color:red;', '.a', undefined, 'sc-1')).toEqual(['.a{color:red;}']);
    expect(stylis('color:red;', '.b', undefined, 'sc-1')).toEqual(['.b{color:red;}']);
    expect(calls).toHaveLength(2);
    expect(stylis.hash).toBe('h');
  });

  it('compiles the CSS of real components as styled-components does on its own, the second time too', () => {
    const post = (files.get(dataFiles.blogIndex) as BlogPostSummary[])[0]!;
    const page = (
      <>
        <GlobalStyle />
        <InPage>
          <PostCard post={post} />
        </InPage>
        <CategoryChips label="Filter by category" options={[{ value: 'All', label: 'All' }]} selected="All" />
        <EmptyState title="No articles found" message="Try again" clearLabel="Clear filters" hidden />
      </>
    );
    const plain = new ServerStyleSheet();
    renderToString(<StyleSheetManager sheet={plain.instance}>{page}</StyleSheetManager>);
    const expected = plain.getStyleTags();
    expect(expected).toContain('.');
    const stylis = cachedStylis();
    for (let run = 0; run < 2; run++) {
      const sheet = new ServerStyleSheet();
      renderToString(<StyleSheetContext.Provider value={styleContext(sheet, stylis)}>{page}</StyleSheetContext.Provider>);
      expect(sheet.getStyleTags()).toBe(expected);
    }
  });

  it("keeps each page's styles its own, whatever was rendered before", async () => {
    const home = await styleOf('/');
    const faq = await styleOf('/faq');
    expect(home).toBeTruthy();
    expect(faq).not.toBe(home);
    await styleOf('/blog');
    await styleOf('/services/website-design');
    expect(await styleOf('/')).toBe(home);
    expect(await styleOf('/faq')).toBe(faq);
  });
});
