import { describe, expect, it } from 'vitest';
import { sitemapGroups } from '../pages/sitemap-groups';
import { contentPageAt, crumbsOf, trailOf, type PageRoutes } from './page-routes';
import type { PageHeads } from './page-heads';

const table: PageRoutes = {
  routes: [
    { path: '/services/senior-living', page: 'senior-living', priority: 0.7, es: '/es/servicios/residencias' },
    { path: '/senior-living', page: 'senior-living', priority: 0.7 },
  ],
  sitemap: { '/services/senior-living': { group: 'services', order: 2 }, '/services': { group: 'main' }, '/services/home-care': { group: 'services', order: 1 }, '/a': { group: 'services' } },
  parents: { '/services/senior-living': '/services', '/services/assisted-living': '/services/senior-living', '/es/servicios/residencias': '/es' },
};
const heads: PageHeads = {
  '/': { title: null, description: '' },
  '/es': { title: null, description: '' },
  '/services': { title: 'Services', description: '' },
  '/services/senior-living': { title: 'Senior Living', description: '' },
  '/services/assisted-living': { title: 'Assisted Living', description: '' },
  '/services/home-care': { title: 'Home Care', description: '' },
  '/a': { title: 'A', description: '' },
  '/es/servicios/residencias': { title: 'Residencias', description: '' },
};

describe('the table of the pages the page files give', () => {
  it('finds the page file at each of its addresses, in every language, and no other', () => {
    expect(['/services/senior-living', '/senior-living', '/es/servicios/residencias', '/services'].map((path) => contentPageAt(table, path))).toEqual([
      'senior-living',
      'senior-living',
      'senior-living',
      undefined,
    ]);
  });

  it('leads a page\'s breadcrumbs up its parents to the home page of its language', () => {
    expect(trailOf(table, '/services/assisted-living')).toEqual(['/services', '/services/senior-living']);
    expect(crumbsOf('/services/assisted-living', trailOf(table, '/services/assisted-living')!, heads, 'Home')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Senior Living', path: '/services/senior-living' },
      { name: 'Assisted Living', path: '/services/assisted-living' },
    ]);
    expect(crumbsOf('/es/servicios/residencias', trailOf(table, '/es/servicios/residencias')!, heads, 'Inicio')).toEqual([
      { name: 'Inicio', path: '/es' },
      { name: 'Residencias', path: '/es/servicios/residencias' },
    ]);
    expect(trailOf(table, '/services')).toBeUndefined();
  });

  it('places the pages on the sitemap page in the groups its file titles, by their order, then by address', () => {
    const groups = sitemapGroups(heads, { main: 'Main Pages', services: 'Services' }, [], {}, table.sitemap);
    expect(groups.map((group) => [group.title, group.links.map((link) => link.path)])).toEqual([
      ['Main Pages', ['/services']],
      ['Services', ['/services/home-care', '/services/senior-living', '/a']],
    ]);
  });
});
