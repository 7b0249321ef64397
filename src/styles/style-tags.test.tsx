import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, styled, StyleSheetManager } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { pageStyleTags } from './style-tags';

const Card = styled.div`
  padding: 1rem;
  &:hover { color: red; }
`;
const Title = styled.h2<{ $big?: boolean }>`
  font-size: ${(p) => (p.$big ? '2rem' : '1rem')};
`;

describe('pageStyleTags', () => {
  it("keeps every rule, in order, and drops styled-components' records for its browser runtime", () => {
    const sheet = new ServerStyleSheet();
    renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <Card>
          <Title>a</Title>
          <Title $big>b</Title>
        </Card>
      </StyleSheetManager>,
    );
    const full = sheet.getStyleTags();
    expect(full).toContain('data-styled.g');
    const tags = pageStyleTags(sheet);
    expect(tags).not.toContain('data-styled.g');
    expect(tags).not.toContain('/*!sc*/');
    expect(tags).toMatch(/^<style data-styled="true" data-styled-version="[^"]+">/);
    const rules = (css: string) => css.match(/\.[a-zA-Z]+(:hover)?\{[^}]*\}/g);
    expect(rules(tags)).toEqual(rules(full));
    expect(rules(tags)).toHaveLength(4);
  });
});
