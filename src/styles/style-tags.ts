import type { ServerStyleSheet } from 'styled-components';

/**
 * What styled-components writes after each component's rules so that its browser runtime can take
 * the server's styles over: `data-styled.g12[id="sc-abc"]{content:"name1,name2,"}` and the
 * `/*!sc*\/` separators.
 */
const rehydrationRecords = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?|\/\*!sc\*\/\n?/g;

/**
 * The page's `<style>` element, without the records for styled-components' browser runtime: no
 * page loads that runtime (islands start without it), and the records were a twelfth of a post's
 * markup.
 */
export function pageStyleTags(sheet: ServerStyleSheet): string {
  return sheet.getStyleTags().replace(rehydrationRecords, '');
}

/**
 * styled-components gives each element of a styled component two classes: the class of its rules,
 * and the component's id (`sc-` and a hash), which a rule names only where it selects another
 * component (`&[aria-checked='true'] ${Mark}`). The ids no rule of `css` names are dropped from
 * `markup`: a thirtieth of a post's compressed bytes. Nothing else reads them; the browser's code
 * finds its markup by data attributes.
 */
export function withoutUnusedComponentIds(markup: string, css: string): string {
  const named = new Set(css.match(/\.sc-[A-Za-z0-9]+/g)?.map((selector) => selector.slice(1)));
  // React writes a quote inside an attribute or text as &quot;, so ` class="` opens a class attribute.
  return markup.replace(/ class="([^"]*)"/g, (attribute, classes: string) => {
    if (!classes.includes('sc-')) return attribute;
    const kept = classes.split(' ').filter((name) => !name.startsWith('sc-') || named.has(name));
    return kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
  });
}
