import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Gives every styled component an id from its file and its place in it (babel-plugin-styled-
 * components), applied to the server and the client build alike. Without it the id is a counter
 * over the order in which modules load, so a component rendered at build by the server bundle
 * and hydrated in the browser from a smaller chunk would get different class names.
 */
export function styledComponentsIds(): Plugin {
  return {
    name: 'styled-components-ids',
    // Before TypeScript is stripped: Babel reads it as it is and leaves it for Vite.
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: 'styled-components' },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true, minify: true, transpileTemplateLiterals: false }]],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
