import { createGlobalStyle, css } from 'styled-components';
import { media } from './media';
import { paletteVariables, palettes, theme } from './theme';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
`;

/** Needs JavaScript to mean anything: hidden until the script marks the page (html[data-js]). */
export const jsOnly = css`
  html:not([data-js]) & { display: none; }
`;

export const GlobalStyle = createGlobalStyle`
  :root, [data-theme='light'] {
    ${paletteVariables(palettes.light)}
    color-scheme: light;
  }
  [data-theme='dark'] {
    ${paletteVariables(palettes.dark)}
    color-scheme: dark;
  }
  *, *::before, *::after { box-sizing: border-box; }
  /* Each page is its own document: the browser fades from one to the next where it can. */
  @media (prefers-reduced-motion: no-preference) {
    @view-transition { navigation: auto; }
  }
  /* An island's marker stays out of the layout: its content lays out as if it were not there. */
  site-island { display: contents; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(${theme.layout.headerHeight} + 1rem); }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: ${theme.fontSize.md};
    line-height: 1.6;
    color: ${theme.color.text};
    background: ${theme.color.bg};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 ${theme.space(3)}; letter-spacing: -0.01em; }
  p { margin: 0 0 ${theme.space(4)}; }
  a { color: ${theme.color.primary}; }
  img, svg { max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  .visually-hidden { ${visuallyHidden} }
  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important; scroll-behavior: auto !important;
    }
  }
`;
