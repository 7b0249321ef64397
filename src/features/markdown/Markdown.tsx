import type { Root } from 'hast';
import type { ComponentPropsWithoutRef, ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { styled } from 'styled-components';
import { unified } from 'unified';
import { SiteLink } from '../../components/primitives/SiteLink';
import { textIsAddress } from '../../lib/links';
import { printedLinkAddresses } from '../../styles/GlobalStyle';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

// The page's title is its only h1, so Markdown headings step down one level.
const demote = (Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') =>
  function Heading(props: ComponentPropsWithoutRef<'h2'>) {
    return <Tag {...props} />;
  };

/**
 * The sanitiser removes an address it does not trust but keeps the link's text; that text is
 * shown as plain text rather than as a link that goes nowhere.
 */
function MarkdownLink({ href, children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  if (!href) return <>{children}</>;
  // Marked so that a printed page does not write the address a second time.
  const marked = typeof children === 'string' && textIsAddress(children, href) ? { 'data-text-is-address': '' } : {};
  return (
    <SiteLink href={href} {...marked} {...rest}>
      {children}
    </SiteLink>
  );
}

const processor = unified().use(rehypeReact, {
  Fragment,
  jsx,
  jsxs,
  components: { a: MarkdownLink, h1: demote('h2'), h2: demote('h3'), h3: demote('h4'), h4: demote('h5'), h5: demote('h6') },
});

export const Prose = styled.div`
  max-width: ${theme.layout.proseWidth};
  font-size: ${theme.fontSize.lg};
  line-height: 1.75;
  h2 { font-size: ${theme.fontSize['3xl']}; margin-top: ${theme.space(12)}; }
  h3 { font-size: ${theme.fontSize['2xl']}; margin-top: ${theme.space(8)}; }
  h4 { font-size: ${theme.fontSize.xl}; margin-top: ${theme.space(6)}; }
  ul, ol { padding-left: ${theme.space(6)}; margin: 0 0 ${theme.space(5)}; }
  li + li { margin-top: ${theme.space(2)}; }
  blockquote {
    margin: ${theme.space(6)} 0;
    padding: ${theme.space(2)} ${theme.space(5)};
    border-left: 4px solid ${theme.color.primary};
    background: ${theme.color.bgSubtle};
    color: ${theme.color.textMuted};
  }
  a { text-underline-offset: 3px; }
  code { font-family: ${theme.font.mono}; font-size: 0.9em; }
  table { border-collapse: collapse; width: 100%; }
  img { max-width: 100%; height: auto; }
  th, td { border: 1px solid ${theme.color.border}; padding: ${theme.space(2)}; text-align: left; }
  ${printedLinkAddresses}
  ${media.print} {
    max-width: none;
    font-size: ${theme.fontSize.md};
    line-height: 1.55;
    h2 { font-size: ${theme.fontSize['2xl']}; margin-top: ${theme.space(8)}; }
    h3 { font-size: ${theme.fontSize.xl}; margin-top: ${theme.space(6)}; }
    li + li { margin-top: ${theme.space(1)}; }
    thead { display: table-header-group; }
  }
`;

/** Renders a body compiled by the content pipeline. */
export function Markdown({ tree }: { tree: Root }) {
  return processor.stringify(tree) as unknown as ReactElement;
}
