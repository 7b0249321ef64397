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
  it("renders the search dialog, the mobile menu's and the theme menu in each language, with their components' rules and nothing of a page", async () => {
    const parts = await renderParts(source);
    expect(parts.map(({ name, language }) => `${name} ${language}`).sort()).toEqual(['mobile-menu en', 'mobile-menu es', 'search-dialog en', 'search-dialog es', 'theme-menu en', 'theme-menu es']);
    for (const { name, language, html } of parts) {
      expect(html).toMatch(name === 'theme-menu' ? /^<style[^>]*>[^<]+<\/style><div popover="auto"/ : /^<style[^>]*>[^<]+<\/style><dialog /);
      expect(html).not.toMatch(/<(html|head|header|main|footer)[\s>]/);
      if (name === 'search-dialog') {
        expect(html).toContain('data-site-search-input');
        expect(html).toContain('<template data-site-search-result="">');
        expect(html).toContain(language === 'en' ? '>All<' : '>Todo<');
        // A Spanish page's search shows the English pages last, under a group of their own.
        expect(html.includes('data-group="other-language"')).toBe(language === 'es');
      } else if (name === 'theme-menu') {
        expect(html).toContain(language === 'en' ? '>Dark<' : '>Oscuro<');
      } else {
        expect(html).toContain('data-mobile-menu=""');
        expect(html).toContain(language === 'en' ? '>How It Works<' : '>Cómo funciona<');
      }
    }
  });

  it("gives a page the addresses of its language's parts, and their markup and rules stay out of the page; without them, the page has them in place", async () => {
    const parts = {
      en: { 'search-dialog': partPath('search-dialog', 'en', 'aaaaaaaaaa'), 'mobile-menu': partPath('mobile-menu', 'en', 'cccccccccc'), 'theme-menu': partPath('theme-menu', 'en', 'eeeeeeeeee') },
      es: { 'search-dialog': partPath('search-dialog', 'es', 'bbbbbbbbbb'), 'mobile-menu': partPath('mobile-menu', 'es', 'dddddddddd'), 'theme-menu': partPath('theme-menu', 'es', 'ffffffffff') },
    } as const;
    for (const [path, language] of [['/about', 'en'], ['/es/contacto', 'es']] as const) {
      const deferred = await render(path, source, { parts });
      // The openers carry their part's address, and name no element the page does not have.
      expect(deferred.appHtml).toContain(`data-site-search-open="" data-part="${parts[language]['search-dialog']}"`);
      expect(deferred.appHtml).toContain(`data-part="${parts[language]['mobile-menu']}"`);
      expect(deferred.appHtml).not.toContain('aria-controls="siteSearch"');
      expect(deferred.appHtml).not.toContain('aria-controls="headerMobileMenu-menu"');
      expect(deferred.appHtml).toContain(`data-part="${parts[language]['theme-menu']}"`);
      expect(deferred.appHtml).not.toMatch(/popovertarget|popover="auto"/i);
      expect(deferred.appHtml).not.toMatch(/<dialog[\s>]/);
      expect(deferred.headHtml).not.toContain('[data-result-title]');
      const whole = await render(path, source);
      expect(whole.appHtml).not.toContain('data-part=');
      expect(whole.appHtml).toContain('data-site-search-results');
      expect(whole.appHtml).toContain('data-mobile-menu=""');
      expect(whole.appHtml).toContain('popover="auto"');
      expect(whole.headHtml).toContain('[data-result-title]');
    }
  });
});
