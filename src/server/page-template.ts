import { languageOfPath, languages } from '../config/languages';

/** Puts a rendered page into the template written by the client build (dist/template.html). */
export function fillTemplate(template: string, page: { path: string; appHtml: string; headHtml: string }): string {
  const escapedPath = page.path.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return template
    .replace('<html lang="en-US">', () => `<html lang="${languages[languageOfPath(page.path)].tag}">`)
    .replace('<!--app-head-->', () => page.headHtml)
    .replace('<div id="root"><!--app-html--></div>', () => `<div id="root" data-path="${escapedPath}">${page.appHtml}</div>`);
}
