import { describe, expect, it } from 'vitest';
import { interfaceTextStep } from '../../../scripts/content/interface-text';
import { contentDir } from '../../../scripts/content/paths';
import { contentSiteFacts } from '../../../scripts/content/pipeline';
import { dataFiles } from '../../content/types';
import { interfaceTextFile } from '../../i18n/text';
import { listingIslandProps } from './listing-island-props';

const { files } = interfaceTextStep(contentDir, (file) => file, contentSiteFacts(contentDir));
const page = { number: 1, start: 2, count: 1, total: 6 };

describe("a listing island's props", () => {
  it('name the English data files and strings on an English page, with no address prefix', () => {
    const props = listingIslandProps('blog', page, 'en', files.get(interfaceTextFile('en'))!);
    expect(props.files).toEqual({ items: dataFiles.blogIndex, searchIndex: dataFiles.searchIndex('blog') });
    expect(props.text['listing.nouns.blog.other']).toBe('articles');
    expect(props).not.toHaveProperty('home');
  });

  it("name the Spanish data files, the Spanish strings and /es on a Spanish page: the prefix is the only difference", () => {
    const props = listingIslandProps('blog', page, 'es', files.get(interfaceTextFile('es'))!);
    expect(props.files).toEqual({ items: `es/${dataFiles.blogIndex}`, searchIndex: `es/${dataFiles.searchIndex('blog')}` });
    expect(props.text['listing.emptyTitle.blog']).toBe('No se encontraron artículos');
    expect(props.text['post.readTime']).toBe('{minutes} min de lectura');
    expect(props.home).toBe('/es');
    const resources = listingIslandProps('resources', page, 'es', files.get(interfaceTextFile('es'))!);
    expect(resources.files).toEqual({ items: `es/${dataFiles.resources}`, searchIndex: `es/${dataFiles.searchIndex('resources')}` });
  });

  it('carry only the strings the island fills, never the whole catalogue', () => {
    const props = listingIslandProps('guides', page, 'en', files.get(interfaceTextFile('en'))!);
    expect(Object.keys(props.text).every((key) => key.startsWith('listing.'))).toBe(true);
    expect(Object.keys(props.text)).toHaveLength(7);
  });

  it('stop the build naming a string the catalogue lacks', () => {
    expect(() => listingIslandProps('guides', page, 'es', {})).toThrow('Interface string "listing.searching" is not in the catalogue (content/interface/es.yml)');
  });
});
