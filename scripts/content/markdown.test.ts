import type { Element } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

const elements = (markdown: string, tagName: string) => {
  const found: Element[] = [];
  visit(renderMarkdown(markdown).tree, 'element', (node: Element) => {
    if (node.tagName === tagName) found.push(node);
  });
  return found;
};

describe('heading ids cannot clobber page globals', () => {
  it.each(['constructor', 'valueOf', 'toString', 'location', 'cookie'])('a heading named %s gets a prefixed id', (name) => {
    const ids = elements(`## ${name}`, 'h2').map((heading) => heading.properties.id);
    expect(ids).toEqual([`h-${name.toLowerCase()}`]);
  });

  it('keeps the prefixed ids in the table of contents', () => {
    expect(renderMarkdown('# Getting started\n\n## A detail\n').toc).toEqual([
      { id: 'h-getting-started', text: 'Getting started', level: 1 },
      { id: 'h-a-detail', text: 'A detail', level: 2 },
    ]);
  });

  it('points a fragment link written with the heading words at the prefixed id', () => {
    const hrefs = elements('See [the end](#the-end), [again](#h-the-end) and [elsewhere](#nowhere).\n\n## The end\n', 'a').map((a) => a.properties.href);
    expect(hrefs).toEqual(['#h-the-end', '#h-the-end', '#nowhere']);
  });
});

describe('link schemes that survive the sanitiser', () => {
  it('keeps tel:, mailto: and https: links and drops javascript:', () => {
    const hrefs = elements('[call](tel:+17135550100) [write](mailto:a@example.org) [web](https://example.org) [bad](javascript:alert(1))', 'a').map((a) => a.properties.href);
    expect(hrefs).toEqual(['tel:+17135550100', 'mailto:a@example.org', 'https://example.org', undefined]);
  });
});

describe('body images', () => {
  it('are all listed with their alt text, line and column, a reference image with the address of its definition', () => {
    const markdown = 'Intro ![A nurse](/images/a.jpg) and ![](https://images.example.org/b.png)\n\n![Team][team]\n\n[team]: /images/team.jpg\n';
    expect(renderMarkdown(markdown, 4).images).toEqual([
      { url: '/images/a.jpg', alt: 'A nurse', line: 5, column: 7 },
      { url: 'https://images.example.org/b.png', alt: '', line: 5, column: 37 },
      { url: '/images/team.jpg', alt: 'Team', line: 7, column: 1 },
    ]);
  });
});
