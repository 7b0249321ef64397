import { describe, expect, it } from 'vitest';
import { contentDir, publicDir } from '../../scripts/content/paths';
import { runPipeline } from '../../scripts/content/pipeline';
import { NotFoundError } from '../data/source';
import { render, renderParts } from '../entry-server';
import { partPath } from './part-addresses';

const { files } = runPipeline({ contentDir, publicDir, includeDrafts: false });
const source = {
  load: async (file: string) => {
    if (!files.has(file)) throw new NotFoundError(file);
    return files.get(file);
  },
};

describe('the parts of pages', () => {
  it("renders the search dialog's filters and results in each language, with their components' rules and nothing of a page", async () => {
    const parts = await renderParts(source);
    expect(parts.map(({ name, language }) => `${name} ${language}`).sort()).toEqual(['search-results en', 'search-results es']);
    for (const { language, html } of parts) {
      expect(html).toMatch(/^<style[^>]*>[^<]*\[data-result-title\][^<]*<\/style><div role="group"/);
      expect(html).toContain('<template data-site-search-result="">');
      expect(html).not.toMatch(/<(html|head|header|main|footer|dialog)[\s>]/);
      expect(html).toContain(language === 'en' ? '>All<' : '>Todo<');
      // A Spanish page's search shows the English pages last, under a group of their own.
      expect(html.includes('data-group="other-language"')).toBe(language === 'es');
    }
  });

  it("gives a page the address of its language's part, and its rules stay out of the page; without one, the page has the part in place", async () => {
    const parts = { en: { 'search-results': partPath('search-results', 'en', 'aaaaaaaaaa') }, es: { 'search-results': partPath('search-results', 'es', 'bbbbbbbbbb') } } as const;
    for (const [path, language] of [['/about', 'en'], ['/es/contacto', 'es']] as const) {
      const deferred = await render(path, source, { parts });
      expect(deferred.appHtml).toContain(`data-results="${parts[language]['search-results']}"`);
      expect(deferred.appHtml).not.toContain('data-site-search-results');
      expect(deferred.headHtml).not.toContain('[data-result-title]');
      const whole = await render(path, source);
      expect(whole.appHtml).not.toContain('data-results=');
      expect(whole.appHtml).toContain('data-site-search-results');
      expect(whole.headHtml).toContain('[data-result-title]');
    }
  });
});
