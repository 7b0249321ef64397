import { createGlobalStyle, css } from 'styled-components';
import { media } from './media';
import { paletteVariables, palettes, printPalette, theme } from './theme';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
`;

/** Needs JavaScript to mean anything: hidden until the script marks the page (html[data-js]). */
export const jsOnly = css`
  html:not([data-js]) & { display: none; }
`;

/**
 * Left off the printed page: the site's chrome, forms and calls to action do nothing on paper.
 * Important, because a component's own width queries apply on paper too and would show it again.
 */
export const notPrinted = css`
  ${media.print} { display: none !important; }
`;

/** On paper only; on screen it is not displayed, so screen readers skip it too. */
export const printOnly = css`
  display: none;
  ${media.print} { display: block; }
`;

/**
 * On paper, where a link cannot be followed, its address follows its text: a page of this site's
 * in full (--site-origin comes from Layout.tsx). Not for a link within the page, nor for one whose
 * text already is its address. A link of the content that starts with `/` is a page of this site
 * (the content check refuses `//host`), and the rule names no `//`: the build's privacy check
 * takes a page that does for one that may load from another host, and reads all of it. Its
 * selector weighs as much as the first's, so it wins by coming later.
 */
export const printedLinkAddresses = css`
  ${media.print} {
    a[href]:not([href^='#']):not([data-text-is-address])::after {
      content: ' (' attr(href) ')';
      overflow-wrap: anywhere;
    }
    a[href][href^='/']:not([data-text-is-address])::after {
      content: ' (' var(--site-origin, '') attr(href) ')';
    }
  }
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
  /* A page prints as a document: black on white in either theme, nothing that costs ink for show. */
  @page { margin: 15mm 16mm; }
  ${media.print} {
    :root, [data-theme='light'], [data-theme='dark'] {
      ${paletteVariables(printPalette)}
      color-scheme: light;
    }
    html { font-size: 87.5%; }
    *, *::before, *::after { box-shadow: none !important; text-shadow: none !important; }
    h1, h2, h3, h4, h5, h6 { break-after: avoid; }
    li, tr, figure, img, blockquote, pre { break-inside: avoid; }
    p { orphans: 3; widows: 3; }
    /* Paper cannot unfold an answer: every disclosure prints open. */
    details::details-content { content-visibility: visible; }
    /* The newsletter's toast region, which its script adds to the end of the body. */
    [data-toaster] { display: none; }
  }
  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important; scroll-behavior: auto !important;
    }
  }
`;
