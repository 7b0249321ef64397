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
